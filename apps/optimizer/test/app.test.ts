import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const config = loadConfig({ SIIPRO_VERSION: '1.2.3', BUILD_DATE: '2026-11-01T12:00:00.000Z' });

describe('optimizer HTTP surface', () => {
  it('answers its version at the root', async () => {
    const response = await createApp(config).request('/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: { version: '1.2.3', buildDate: '2026-11-01T12:00:00.000Z' } });
  });

  it('answers unknown paths with the error body of the API contract', async () => {
    const response = await createApp(config).request('/no-existe');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'El recurso solicitado no existe.' });
  });

  it('takes its port and API address from the environment', () => {
    expect(loadConfig({ OPTIMIZER_PORT: '4001', API_URL: 'http://127.0.0.1:4000' })).toMatchObject({
      port: 4001,
      apiUrl: 'http://127.0.0.1:4000',
    });
  });
});
