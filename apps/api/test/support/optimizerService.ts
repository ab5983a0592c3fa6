// The optimizer service (apps/optimizer) in-process against this API in-process (the test portfolio: the whole demo
// data on a database of the test file's own): its access tokens are verified against the JWKS the API publishes, and
// it reads the candidates from the API app with the caller's token, as in production — only the network is left out.
import { afterAll, beforeAll } from 'vitest';
import type { JSONWebKeySet } from 'jose';
import { createAccessTokenVerifier, createLogger } from '@siipro/server';
import { createApp } from '../../../optimizer/src/app.ts';
import { loadConfig } from '../../../optimizer/src/config.ts';
import { SolverPool } from '../../../optimizer/src/model/solverPool.ts';
import { BASE } from './http.ts';
import { usePortfolioApi } from './portfolioApi.ts';
import { TEST_OPTIMIZER_SIGNING_KEY } from './testApp.ts';

export function useOptimizerWithApi() {
  const api = usePortfolioApi();
  let app: ReturnType<typeof createApp> | undefined;
  let solvers: SolverPool | undefined;

  beforeAll(async () => {
    const jwks = (await (await api.testContext().app.request(`${BASE}/.well-known/jwks.json`)).json()) as JSONWebKeySet;
    solvers = new SolverPool(1);
    app = createApp({
      config: loadConfig({ LOG_LEVEL: 'silent', OPTIMIZER_SIGNING_KEY: TEST_OPTIMIZER_SIGNING_KEY }),
      logger: createLogger({ level: 'silent', service: 'siipro-optimizer' }),
      accessTokens: createAccessTokenVerifier({ keys: jwks }),
      apiFetch: async (path, init) => api.testContext().app.request(`${BASE}${path}`, init),
      solvers,
    });
  });
  afterAll(() => solvers?.close());

  /** POST /{slug}/optimizer with `body` (a string is sent as it is), as the holder of `token`. */
  async function run(body: unknown, token: string | null, slug = 'cenit-demo', contentType = 'application/json') {
    if (!app) throw new Error('useOptimizerWithApi: the app exists only inside tests');
    const headers: Record<string, string> = { 'content-type': contentType };
    if (token) headers.authorization = `Bearer ${token}`;
    return app.request(`http://127.0.0.1:3001/${slug}/optimizer`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  return { ...api, run };
}
