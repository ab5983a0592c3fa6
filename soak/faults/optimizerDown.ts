// Fault c: the optimizer service down. Checked at the level of the web's own API client (packages/api-client, what
// the web's screens call), not in a browser: the optimizer page shows the message of the error its run rejects with
// (apps/web/src/features/optimizer/hooks.ts), and the other screens need only the API. On PGlite with the demo data,
// the real API and optimizer processes: a run succeeds; the optimizer is stopped; a run then rejects with the
// optimizer's Spanish error text, while the list, a project, the search, the map, the saved scenarios and the
// settings still answer.
import { startApi } from '../../bench/lists/apiServer.ts';
import { seedDatabase } from '../../bench/lists/databases.ts';
import { startOptimizer } from '../../bench/optimizer/optimizerServer.ts';
import { createApiClient, createMemoryTokenStore } from '../../packages/api-client/src/index.ts';
import { buildOptimizerRequest, defaultCriteria, messages } from '../../packages/domain/src/index.ts';
import { firstProject, SLUG } from '../demoTenant.ts';
import { check, log, type Check } from '../part.ts';

/** How the rest of the product reads while the optimizer is down: one call per screen. */
function otherScreens(client: ReturnType<typeof createApiClient>, projectSlug: string) {
  return {
    list: () => client.projects.list(SLUG, { type: 'proyecto' }),
    detail: () => client.projectDetail.get(SLUG, projectSlug),
    search: () => client.search.run(SLUG, 'agua'),
    map: () => client.map.points(SLUG),
    scenarios: () => client.optimizer.scenarios.list(SLUG),
  };
}

export async function optimizerDown(): Promise<Check[]> {
  log('faults: API and optimizer on PGlite with the demo data…');
  const database = await seedDatabase('pglite', undefined);
  const api = await startApi(database.env);
  try {
    const optimizer = await startOptimizer(api.baseUrl);
    const client = createApiClient({
      baseUrl: api.baseUrl,
      optimizerBaseUrl: optimizer.baseUrl,
      tokenStore: createMemoryTokenStore({ accessToken: api.accessToken, expiresAt: Date.now() + 3_600_000 }),
      onAuthFailure: () => undefined,
      onInviteRequired: () => undefined,
    });
    const request = buildOptimizerRequest(defaultCriteria());
    const before = await client.optimizer.run(SLUG, request);
    await optimizer.stop();
    log('faults: optimizer stopped');

    const shown = await client.optimizer.run(SLUG, request).then(
      () => 'the run succeeded with the optimizer stopped',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    const screens = otherScreens(client, (await firstProject(api)).slug);
    const failed: string[] = [];
    for (const [screen, call] of Object.entries(screens)) {
      await call().catch((error: unknown) => failed.push(`${screen}: ${(error as Error).message}`));
    }
    const expected = messages.optimizer.errors.server;
    return [
      check(
        'faults optimizer down: its error text, the rest works',
        before.data.length > 0 && shown === expected && failed.length === 0,
        `run before the stop: ${before.data.length} projects selected; run after: "${shown}" ` +
          `(expected "${expected}"); ${Object.keys(screens).length - failed.length}/${Object.keys(screens).length} ` +
          `other calls answered${failed.length ? ` — failed: ${failed.join('; ')}` : ''} (API client level, no browser)`,
      ),
    ];
  } finally {
    await api.stop();
    await database.dispose();
  }
}
