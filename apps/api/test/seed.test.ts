import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PROJECT_STATUSES,
  demoAccounts,
  demoProjectsByTenant,
  demoTenants,
  type DemoAccount,
} from '@siipro/domain';
import { firebaseAuth } from '../src/auth/firebaseApp.ts';
import type { Database } from '../src/db/client.ts';
import { memberships, organizations, projectOrganizations, projects, tenants, users } from '../src/db/schema.ts';
import { scoreProject } from '../src/projects/scoring.ts';
import { seedDemoData } from '../src/seed/demoDatabase.ts';
import { seedEmulatorAccount } from '../src/seed/emulatorAccounts.ts';
import { stableUuid } from '../src/seed/stableIds.ts';
import { EMULATOR_HOST } from './support/emulatorProcess.ts';
import { signInWithPassword } from './support/emulatorUsers.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
let db: Database;
beforeAll(async () => {
  context = await createTestContext({ seed: {} });
  db = context.database.db;
});
afterAll(() => context.close());

async function tenantId(slug: string) {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, slug));
  return tenant!.id;
}

/** A digest of every seeded row, to compare two runs. */
async function digest(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of [tenants, users, memberships, organizations, projects, projectOrganizations]) {
    const rows = await db
      .select()
      .from(table)
      .orderBy(asc(sql`1`), asc(sql`2`));
    // Numbers the database assigns at every write, not data: a project's short id (the next of its sequence) and a
    // tenant's portfolio version (it must move when the seed rewrites the portfolio: the map's ETag is made of it).
    hash.update(
      JSON.stringify(
        rows.map((row) => ({ ...row, lastLoginAt: undefined, shortId: undefined, portfolioVersion: undefined })),
      ),
    );
  }
  return hash.digest('hex');
}

describe('demo data in the database', () => {
  it('gives cenit-demo at least 12 organisations, 300 projects and 20 programs over every status', async () => {
    const cenit = await tenantId('cenit-demo');
    const [counts] = await db
      .select({
        projects: sql<number>`count(*) filter (where ${projects.type} = 'proyecto')`.mapWith(Number),
        programs: sql<number>`count(*) filter (where ${projects.type} = 'programa')`.mapWith(Number),
      })
      .from(projects)
      .where(eq(projects.tenantId, cenit));
    expect(counts!.projects).toBeGreaterThanOrEqual(300);
    expect(counts!.programs).toBeGreaterThanOrEqual(20);
    expect(
      (await db.select().from(organizations).where(eq(organizations.tenantId, cenit))).length,
    ).toBeGreaterThanOrEqual(12);

    const statuses = await db
      .selectDistinct({ status: projects.status })
      .from(projects)
      .where(eq(projects.tenantId, cenit));
    expect(statuses.map((row) => row.status).sort()).toEqual(DEFAULT_PROJECT_STATUSES.map((s) => s.value).sort());
  });

  it('stores the rows of the fixtures, with their ids, coordinates in Argentina and links to organisations', async () => {
    const fixture = demoProjectsByTenant['cenit-demo'].find(
      (project) => project.type === 'proyecto' && project.parentProject,
    )!;
    const [row] = await db.select().from(projects).where(eq(projects.id, fixture.projectId));
    expect(row).toMatchObject({
      slug: fixture.slug,
      name: fixture.name,
      status: fixture.status,
      budgetAmount: fixture.budgetAmount,
      sdgTargets: fixture.sdgTargets,
    });
    const [program] = await db.select().from(projects).where(eq(projects.id, row!.programId!));
    expect(program).toMatchObject({ type: 'programa', slug: fixture.parentProject!.slug });

    const located = await db.select({ lat: projects.latitude, lng: projects.longitude }).from(projects);
    for (const { lat, lng } of located.filter((point) => point.lat !== null)) {
      expect(lat).toBeGreaterThan(-56);
      expect(lat).toBeLessThan(-21);
      expect(lng).toBeGreaterThan(-74);
      expect(lng).toBeLessThan(-53);
    }
    const [unlinked] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(projects)
      .where(
        sql`not exists (select 1 from ${projectOrganizations} where ${projectOrganizations.projectId} = ${projects.id})`,
      );
    expect(unlinked!.value).toBe(0);
  });

  it("stores each project's score as computeScore gives it from the stored inputs", async () => {
    const rows = await db.select().from(projects);
    const config = demoTenants[0]!.configJson;
    for (const row of rows) {
      const expected = scoreProject(
        {
          tir: row.tir,
          progressStage: row.progressStage,
          sdgTargets: row.sdgTargets,
          beneficiaryCount: row.beneficiaryCount,
          budgetAmount: row.budgetAmount,
          budgetCurrencyCode: row.budgetCurrencyCode,
          isGreen: row.isGreen,
          hasGenderDiversity: row.hasGenderDiversity,
          hasSpecificFunds: row.hasSpecificFunds,
        },
        config,
      );
      expect(row.score).toBe(expected.total);
      expect(row.scoring).toMatchObject({ total: expected.total, band: expected.band });
    }
    expect(new Set(rows.map((row) => row.score)).size).toBeGreaterThan(20);
  });

  it('creates the demo accounts with their memberships, and nuevo@ with none', async () => {
    const rows = await db
      .select({ email: users.email, slug: tenants.slug, role: memberships.role })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .leftJoin(tenants, eq(tenants.id, memberships.tenantId))
      .orderBy(users.email, tenants.slug);
    expect(rows).toEqual([
      { email: 'admin@siipro.test', slug: 'cenit-demo', role: 'admin' },
      { email: 'admin@siipro.test', slug: 'obras-publicas', role: 'admin' },
      { email: 'editor@siipro.test', slug: 'cenit-demo', role: 'editor' },
      { email: 'nuevo@siipro.test', slug: null, role: null },
      { email: 'optimizador@siipro.test', slug: 'cenit-demo', role: 'optimizer' },
      { email: 'viewer@siipro.test', slug: 'cenit-demo', role: 'viewer' },
    ]);
  });

  it('is deterministic and idempotent: a second run gives the same rows and keeps other tenants', async () => {
    const before = await digest();
    await db.insert(tenants).values({ slug: 'otro-organismo', name: 'Otro organismo' });
    await seedDemoData(db);
    expect(await db.select().from(tenants).where(eq(tenants.slug, 'otro-organismo'))).toHaveLength(1);
    await db.delete(tenants).where(eq(tenants.slug, 'otro-organismo'));
    expect(await digest()).toBe(before);
  });

  it('seeds any number of cenit-demo projects for benchmarks', async () => {
    const summary = await seedDemoData(db, { projects: 45 });
    const cenit = await tenantId('cenit-demo');
    const [count] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(projects)
      .where(sql`${projects.tenantId} = ${cenit} and ${projects.type} = 'proyecto'`);
    expect(count!.value).toBe(45);
    expect(summary.projects).toBe(
      45 + demoProjectsByTenant['obras-publicas'].filter((p) => p.type === 'proyecto').length,
    );
    await seedDemoData(db);
  });
});

describe('stable ids', () => {
  it('are RFC 9562 version-5 UUIDs, equal for equal names', () => {
    const id = stableUuid('user:demo-admin');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableUuid('user:demo-admin')).toBe(id);
    expect(stableUuid('user:demo-editor')).not.toBe(id);
  });
});

describe('demo accounts in the Auth emulator', () => {
  const auth = firebaseAuth({ projectId: 'demo-siipro', emulatorHost: EMULATOR_HOST });

  it('sign in with demo1234 and offer Google sign-in for the same address', async () => {
    for (const account of demoAccounts) {
      expect(await signInWithPassword(account.email, 'demo1234')).toMatch(/\./);
      const user = await auth.getUserByEmail(account.email);
      expect(user.uid).toBe(account.uid);
      expect(user.emailVerified).toBe(true);
      expect(user.providerData.map((provider) => provider.providerId).sort()).toEqual(['google.com', 'password']);
    }
  });

  it('reclaims a demo address taken by another account and can run again', async () => {
    const suffix = randomBytes(4).toString('hex');
    const account: DemoAccount = {
      uid: `demo-prueba-${suffix}`,
      name: 'Cuenta de prueba',
      email: `reclamo-${suffix}@prueba.siipro.test`,
      password: 'demo1234',
      memberships: [],
      phone: null,
      workAddress: null,
    };
    await auth.createUser({ email: account.email, password: 'otra-clave' });
    await seedEmulatorAccount(auth, account);
    await seedEmulatorAccount(auth, account);
    expect((await auth.getUserByEmail(account.email)).uid).toBe(account.uid);
    expect(await signInWithPassword(account.email, 'demo1234')).toMatch(/\./);
    await auth.deleteUser(account.uid);
  });
});
