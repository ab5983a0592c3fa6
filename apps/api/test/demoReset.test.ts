// The demo banner made true (issue 46): with DEMO_RESET=on-start, each API start (bootstrap's prepareDemoData, what
// server.ts runs) puts the demo tenant back to the demo data — what people changed there is gone — and touches no
// other tenant: every row of every other tenant, the demo accounts' other memberships included, is exactly as before.
// Without it (production) nothing is reset.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { demoProjectsByTenant, demoTenants } from '@siipro/domain';
import { pino } from 'pino';
import { prepareDemoData } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { textRows } from '../src/db/textRows.ts';
import { documents, memberships, organizations, projects, tenants, users } from '../src/db/schema.ts';
import { sweepOrphanDocumentFiles } from '../src/projects/documentFiles.ts';
import { DiskDocumentStore, documentKey } from '../src/projects/documentStore.ts';
import { createTenant } from '../src/operator/tenants.ts';
import { demoUserId } from '../src/seed/stableIds.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

const demo = demoTenants.find((tenant) => tenant.isDemo)!;
const silent = pino({ level: 'silent' });
let context: TestContext;
let db: Database;
beforeAll(async () => {
  context = await createTestContext({ seed: {} });
  db = context.database.db;
});
afterAll(() => context?.close());

/**
 * Everything that is not the demo tenant's: per table, the md5 of its rows outside the demo tenant (by tenant_id, by
 * id for tenants, through the project for the organisation links); the accounts and sessions whole.
 */
async function everythingButTheDemo(): Promise<Record<string, string>> {
  const { rows: tables } = await textRows(
    db,
    sql`select t.table_name, exists (select 1 from information_schema.columns c where c.table_schema = 'public'
          and c.table_name = t.table_name and c.column_name = 'tenant_id')::text
        from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const [table, hasTenant] of tables) {
    const name = sql.identifier(table!);
    const outside =
      table === 'tenants'
        ? sql`t.id <> ${demo.tenantId}`
        : table === 'project_organizations'
          ? sql`not exists (select 1 from projects p where p.id = t.project_id and p.tenant_id = ${demo.tenantId})`
          : hasTenant === 'true'
            ? sql`t.tenant_id <> ${demo.tenantId}`
            : sql`true`;
    const { rows } = await textRows(
      db,
      sql`select count(*)::text, md5(coalesce(string_agg(t::text, E'\n' order by t::text), ''))
          from ${name} t where ${outside}`,
    );
    result[table!] = `${rows[0]?.[0]}:${rows[0]?.[1]}`;
  }
  return result;
}

describe('DEMO_RESET', () => {
  it('is off unless set, and refuses a value it does not know', () => {
    expect(loadConfig({}).demoReset).toBe('off');
    expect(loadConfig({ DEMO_RESET: 'on-start' }).demoReset).toBe('on-start');
    expect(() => loadConfig({ DEMO_RESET: 'always' })).toThrow('DEMO_RESET debe ser on-start u off (recibido: always)');
  });

  it('off: a start leaves the demo tenant as people left it', async () => {
    await db.update(tenants).set({ name: 'Cambiado' }).where(eq(tenants.id, demo.tenantId));
    expect(await prepareDemoData(db, { demoReset: 'off' }, silent)).toBe('none');
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, demo.tenantId));
    expect(tenant!.name).toBe('Cambiado');
  });

  it('on-start: the demo tenant is back to the demo data, and no other tenant is touched', async () => {
    // People's work in the demo tenant: a renamed project, a project deleted, an organisation renamed, a member gone.
    const [first, second] = demoProjectsByTenant['cenit-demo'];
    await db.update(projects).set({ name: 'Renombrado en la demo' }).where(eq(projects.id, first!.projectId));
    await db.delete(projects).where(eq(projects.id, second!.projectId));
    await db.update(organizations).set({ name: 'Otro organismo' }).where(eq(organizations.tenantId, demo.tenantId));
    await db.delete(memberships).where(eq(memberships.tenantId, demo.tenantId));
    // And elsewhere: obras-publicas changed, and a tenant of the operator with a demo account invited to it.
    await db.update(tenants).set({ name: 'Obras (cambiado)' }).where(eq(tenants.slug, 'obras-publicas'));
    await createTenant(db, { slug: 'salud', name: 'Salud', adminEmail: 'admin@siipro.test' }, context.clock.now());
    await db.update(users).set({ phone: '+54 11 0000-0000' }).where(eq(users.email, 'viewer@siipro.test'));
    const before = await everythingButTheDemo();

    expect(await prepareDemoData(db, { demoReset: 'on-start' }, silent)).toBe('reset');

    expect(await everythingButTheDemo()).toEqual(before);
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, demo.tenantId));
    expect(tenant).toMatchObject({ name: demo.name, slug: demo.slug, isDemo: true, configJson: demo.configJson });
    const rows = await db.select().from(projects).where(eq(projects.tenantId, demo.tenantId));
    expect(rows).toHaveLength(demoProjectsByTenant['cenit-demo'].length);
    expect(rows.find((row) => row.id === first!.projectId)!.name).toBe(first!.name);
    expect(rows.some((row) => row.id === second!.projectId)).toBe(true);
    const members = await db.select().from(memberships).where(eq(memberships.tenantId, demo.tenantId));
    expect(members.map((member) => member.userId).sort()).toContain(demoUserId('demo-admin'));
    expect(members.length).toBeGreaterThanOrEqual(4);
  });

  it('leaves a demo slug that is no longer flagged demo alone', async () => {
    await db.update(tenants).set({ isDemo: false, name: 'Tomado' }).where(eq(tenants.id, demo.tenantId));
    await prepareDemoData(db, { demoReset: 'on-start' }, silent);
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, demo.tenantId));
    expect(tenant).toMatchObject({ name: 'Tomado', isDemo: false });
  });
});

describe('documents’ files follow their rows', () => {
  const directory = mkdtempSync(join(tmpdir(), 'siipro-demo-files-'));
  const store = new DiskDocumentStore(directory);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  /** A document as an upload leaves it: its file in the store, its row naming it. */
  async function storedDocument(tenantSlug: string, name: string): Promise<string> {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, tenantSlug));
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.tenantId, tenant!.id))
      .limit(1);
    const id = randomUUID();
    const key = documentKey(tenant!.id, id);
    const size = await store.write(key, Readable.from([Buffer.from(`Contenido de ${name}`)]));
    await db.insert(documents).values({
      id,
      tenantId: tenant!.id,
      projectId: project!.id,
      name,
      contentType: 'application/pdf',
      size,
      storageKey: key,
    });
    return key;
  }

  /** Whether the store holds `key` (the stream read() opens is closed at once). */
  async function holds(key: string): Promise<boolean> {
    const read = await store.read(key);
    read?.stream.destroy();
    return read !== null;
  }

  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of store.list()) keys.push(object.key);
    return keys.sort();
  }

  it('on-start: the files of the documents uploaded to the demo go with them, other tenants’ stay', async () => {
    await db.update(tenants).set({ isDemo: true, name: demo.name }).where(eq(tenants.id, demo.tenantId));
    const demoFiles = [await storedDocument(demo.slug, 'Pliego.pdf'), await storedDocument(demo.slug, 'Acta.pdf')];
    const otherFile = await storedDocument('obras-publicas', 'Contrato.pdf');

    expect(await prepareDemoData(db, { demoReset: 'on-start' }, silent, store)).toBe('reset');

    expect(await storedKeys()).toEqual([otherFile]);
    for (const key of demoFiles) expect(await holds(key)).toBe(false);
    const rows = await db.select({ key: documents.storageKey }).from(documents);
    expect(rows.map((row) => row.key)).toContain(otherFile);
  });

  it('at start, sweeps old files no row names, of tenants the database knows, and nothing else', async () => {
    const referenced = await storedDocument('obras-publicas', 'Sigue.pdf');
    // A crash between a commit and the file removal: rows gone (a project removed with what hangs from it), files
    // left; an upload in flight (file young, row not yet written); a tenant this database does not know.
    const orphan = await storedDocument('obras-publicas', 'Huérfano.pdf');
    await db.delete(documents).where(eq(documents.storageKey, orphan));
    const foreignTenant = documentKey(randomUUID(), randomUUID());
    await store.write(foreignTenant, Readable.from([Buffer.from('de otra instalación')]));

    const now = new Date();
    expect(await sweepOrphanDocumentFiles(db, store, now, silent)).toMatchObject({ removed: 0 });
    expect(await holds(orphan)).toBe(true);

    const later = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    expect(await sweepOrphanDocumentFiles(db, store, later, silent)).toMatchObject({ removed: 1 });
    expect(await holds(orphan)).toBe(false);
    expect(await holds(referenced)).toBe(true);
    expect(await holds(foreignTenant)).toBe(true);
  });
});
