import { afterAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier, createLogger } from '@siipro/server';
import { apiFetchAt } from '../src/apiCandidates.ts';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SolverPool } from '../src/model/solverPool.ts';

const config = loadConfig({ SIIPRO_VERSION: '1.2.3', BUILD_DATE: '2026-11-01T12:00:00.000Z' });
const logger = createLogger({ level: 'silent', service: 'siipro-optimizer' });
const solvers = new SolverPool(1);
afterAll(() => solvers.close());
// These routes never reach the API: the version, unknown paths and headers (the optimizer route: optimizerRoute.test.ts).
const app = () =>
  createApp({
    config,
    logger,
    accessTokens: createAccessTokenVerifier({ keys: { keys: [] } }),
    apiFetch: apiFetchAt(config.apiUrl),
    solvers,
  });

describe('optimizer HTTP surface', () => {
  it('answers its version at the root, with a request id', async () => {
    const response = await app().request('/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: { version: '1.2.3', buildDate: '2026-11-01T12:00:00.000Z' } });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers unknown paths with the error body of the API contract, as the API does', async () => {
    const response = await app().request('/no-existe');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'No se encontró el recurso solicitado.' });
  });

  it('sends the security headers of the server kit on every answer, as the API does', async () => {
    for (const path of ['/', '/no-existe']) {
      const response = await app().request(path);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('takes its port, API address and log level from the environment', () => {
    expect(loadConfig({ OPTIMIZER_PORT: '4001', API_URL: 'http://127.0.0.1:4000', LOG_LEVEL: 'warn' })).toMatchObject({
      port: 4001,
      apiUrl: 'http://127.0.0.1:4000',
      logLevel: 'warn',
    });
  });
});
