// The newcomer's round trip (issue 46, "Done means"), through the same command line and API an operator uses, on
// the test project's engine: open a second tenant with `siipro tenant create`, sign in as its invited admin (a real
// emulator account; the exchange accepts the invitation), work in it, back the database up, break it, restore it,
// and find the admin and the work again. What stays manual in README's walk-through is only `pnpm start` itself and
// opening the printed link in a browser (the e2e journeys cover the browser).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runCli } from '../src/cli/siipro.ts';
import { createApp } from '../src/http/app.ts';
import { capturedOutput, cliTarget, type CliTarget } from './support/cliTarget.ts';
import { signUpNewUser } from './support/emulatorUsers.ts';
import { BASE, exchange } from './support/http.ts';
import { testDatabaseKind } from './support/testDatabase.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
let target: CliTarget;
const files = mkdtempSync(join(tmpdir(), 'siipro-roundtrip-'));
beforeAll(async () => {
  // Only for its auth services and settings (the emulator, the signing key): the database is the command line's.
  context = await createTestContext({ seed: false });
  target = await cliTarget({ migrated: true });
});
afterAll(async () => {
  await target?.dispose();
  await context?.close();
  rmSync(files, { recursive: true, force: true });
});

async function cli(argv: string[]) {
  const output = capturedOutput();
  const code = await runCli(argv, { env: target.env, output });
  return { code, ...output };
}

/** The API on the command line's database, as `pnpm start` would serve it; closed before the next command. */
async function withApi<T>(work: (app: ReturnType<typeof createApp>) => Promise<T>): Promise<T> {
  const handle = await target.open();
  try {
    const dataDir = target.dataDir;
    const config = {
      ...context.config,
      dataDir,
      documentStorage: { kind: 'disk' as const, directory: join(dataDir, 'documents') },
    };
    return await work(createApp({ ...context.deps, db: handle.db, config, documents: undefined }));
  } finally {
    await handle.close();
  }
}

describe('a newcomer opens a tenant, signs in as its admin, backs up, breaks and restores', () => {
  it('finds the admin and their work again after the restore', async () => {
    const slug = `salud-${randomUUID().slice(0, 8)}`;
    const admin = await signUpNewUser('admin-salud');

    const created = await cli([
      'tenant',
      'create',
      `--slug=${slug}`,
      '--name=Ministerio de Salud',
      `--admin=${admin.email}`,
    ]);
    expect(created.stderr).toEqual([]);
    expect(created.code).toBe(0);
    expect(created.stdout[0]).toBe(`Espacio de trabajo Ministerio de Salud (${slug}) creado con el plan Gratuito.`);
    // No SMTP here: the link to send the admin is printed.
    expect(created.stdout[2]).toMatch(/^http:\/\/127\.0\.0\.1:5173\/login\?invitacion=[\w-]{20,}$/);

    const signIn = async (app: ReturnType<typeof createApp>) => {
      const response = await exchange({ ...context, app }, admin.idToken);
      expect(response.status, await response.clone().text()).toBe(200);
      const { accessToken } = (await response.json()) as { accessToken: string };
      const me = await app.request(`${BASE}/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      const tenants = ((await me.json()) as { tenants: { slug: string; role: string }[] }).tenants;
      return { accessToken, tenants };
    };

    await withApi(async (app) => {
      // The exchange accepts the invitation: the newcomer is the admin of the new tenant, and works in it.
      const { accessToken, tenants } = await signIn(app);
      expect(tenants).toEqual([expect.objectContaining({ slug, role: 'admin' })]);
      const organization = await app.request(`${BASE}/t/${slug}/organizations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Hospital Regional de Neuquén' }),
      });
      expect(organization.status, await organization.clone().text()).toBe(201);
    });

    const file = join(files, 'salud.backup');
    const backup = await cli(['backup', file]);
    expect(backup.stderr).toEqual([]);
    expect(backup.code).toBe(0);

    // Broken: PGlite's directory gone (rm -rf DATA_DIR/pglite); on PostgreSQL every table dropped.
    if (testDatabaseKind() === 'pglite') rmSync(join(target.dataDir, 'pglite'), { recursive: true, force: true });
    else {
      const handle = await target.open();
      await handle.db.execute(sql.raw('drop schema drizzle cascade; drop schema public cascade; create schema public'));
      await handle.close();
    }
    const restored = await cli(['restore', file]);
    expect(restored.stderr).toEqual([]);
    expect(restored.code).toBe(0);
    expect(restored.stdout[0]).toBe(`Copia ${file} restaurada: 1 espacios de trabajo, 1 cuentas.`);

    await withApi(async (app) => {
      const { accessToken, tenants } = await signIn(app);
      expect(tenants).toEqual([expect.objectContaining({ slug, role: 'admin' })]);
      const list = await app.request(`${BASE}/t/${slug}/organizations`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(list.status).toBe(200);
      expect(JSON.stringify(await list.json())).toContain('Hospital Regional de Neuquén');
    });
  });
});
