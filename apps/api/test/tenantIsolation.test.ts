// Tenant isolation sweep (issue 19, Security): every tenant route the OpenAPI document lists, every method, called by
// an admin of tenant A (cenit-demo) who is no member of tenant B (obras-publicas), with B's real ids in every path
// parameter — (a) under B's slug: refused by the membership check, nothing else said; (b) under A's own slug: B's id
// is never found (403/404), a list-like read probed for B's rows by slug or name shows none, and no answer names
// anything of B. Every write is sent with a valid body, so only the tenant bound stops it; B's rows, in every table
// with a tenant, are the same before and after. A new route is swept without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { demoAccounts, type OptimizerAnswer, type OptimizerRequest } from '@siipro/domain';
import { memberships, organizations, projects, tenants } from '../src/db/schema.ts';
import { insertScenario } from '../src/optimizer/scenarioRows.ts';
import { rowsOf } from '../src/projects/listRows.ts';
import { demoUserId } from '../src/seed/stableIds.ts';
import { NOT_A_MEMBER } from './support/adminApi.ts';
import { createImportJob } from '../src/projects/import/importJobs.ts';
import { authorized } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import {
  PROBE_QUERIES,
  REQUIRED_QUERIES,
  callOperation,
  idParameters,
  tenantOperations,
  type CallValues,
  type PathValues,
  type TenantOperation,
} from './support/tenantRoutes.ts';

const A = 'cenit-demo';
const B = 'obras-publicas';

let context: TestContext;
let operations: TenantOperation[];
/** An admin of A only: the demo optimizer account, promoted in this file's own database. */
let caller: string;
/** B's real ids, one of each kind a path may carry, and valid bodies that name nothing of B. */
let values: CallValues;
let probe: { projectSlug: string; projectName: string; orgName: string };
/** Strings only B has (ids, slugs, names): none may appear in any answer to the caller. */
let bOnly: string[];

/** Ids of every kind that name nothing in any tenant. */
const MISSING: Omit<PathValues, 'slug'> = {
  projectSlug: 'proyecto-que-no-existe',
  projectId: '00000000-0000-4000-8000-00000000dead',
  orgSlug: 'organismo-que-no-existe',
  organizationId: '00000000-0000-4000-8000-00000000beef',
  scenarioId: '00000000-0000-4000-8000-00000000cafe',
  documentId: '00000000-0000-4000-8000-00000000f00d',
  domain: 'no-existe.example.gob.ar',
  invitationId: '00000000-0000-4000-8000-00000000abba',
  uid: '00000000-0000-4000-8000-00000000c0de',
  key: '2147483647',
  importId: '00000000-0000-4000-8000-00000000face',
};

const uidOf = (email: string) => demoUserId(demoAccounts.find((account) => account.email === email)!.uid);
const tokenOf = async (email: string) =>
  (await context.accessTokens.issue({ userId: uidOf(email), email })).accessToken;

async function tenantIdOf(slug: string) {
  const [row] = await context.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row!.id;
}

/** Row count and digest of B's rows in every table that has a tenant_id, plus B's own row and its members' users. */
async function tenantRowsDigest(tenantId: string): Promise<Record<string, string>> {
  const db = context.database.db;
  const tables = await rowsOf(
    db,
    sql`select table_name from information_schema.columns
        where column_name = 'tenant_id' and table_schema = current_schema() order by table_name`,
  );
  const digest: Record<string, string> = {};
  const digestOf = async (label: string, from: string, where: ReturnType<typeof sql>) => {
    const [row] = await rowsOf(
      db,
      sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d
          from ${sql.raw(from)} t where ${where}`,
    );
    digest[label] = `${row!.n}:${row!.d}`;
  };
  for (const { table_name: table } of tables as { table_name: string }[]) {
    await digestOf(table, `"${table}"`, sql`t.tenant_id = ${tenantId}`);
  }
  await digestOf('tenants', 'tenants', sql`t.id = ${tenantId}`);
  await digestOf('users', 'users', sql`t.id in (select user_id from memberships where tenant_id = ${tenantId})`);
  return digest;
}

beforeAll(async () => {
  context = await createTestContext({ seed: {} });
  const db = context.database.db;
  const [aId, bId] = [await tenantIdOf(A), await tenantIdOf(B)];
  await db
    .update(memberships)
    .set({ role: 'admin' })
    .where(and(eq(memberships.tenantId, aId), eq(memberships.userId, uidOf('optimizador@siipro.test'))));
  // A member of B only, whose uid fills {uid}.
  await db.insert(memberships).values({ tenantId: bId, userId: uidOf('nuevo@siipro.test'), role: 'editor' });
  caller = await tokenOf('optimizador@siipro.test');
  const bothAdmin = await tokenOf('admin@siipro.test');

  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, bId), sql`${projects.latitude} is not null`))
    .orderBy(projects.slug)
    .limit(1);
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.tenantId, bId))
    .orderBy(organizations.slug)
    .limit(1);

  // B's document, invitation and scenario, made as B's admin.
  const form = new FormData();
  form.append('file', new File([new TextEncoder().encode('Pliego de obras públicas.\n')], 'pliego-obras.txt'));
  const upload = await authorized(context, `/t/${B}/projects/${project!.id}/documents`, bothAdmin, {
    method: 'POST',
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(201);
  const documentId = ((await upload.json()) as { file: { documentId: string } }).file.documentId;
  const invited = await authorized(context, `/t/${B}/members/invitations`, bothAdmin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'inspectora.obras@example.gob.ar', role: 'viewer' }),
  });
  expect(invited.status, await invited.clone().text()).toBe(201);
  const invitationId = ((await invited.json()) as { invitationId: string }).invitationId;
  const emptyAnswer = {
    data: [],
    excluded: [],
    overrides: [],
    meta: { model: 'linear-int-opt-v1', status: 'optimal', objective: 0, gap: 0, totalBudget: 0, candidates: 0 },
  } as unknown as OptimizerAnswer;
  const request: OptimizerRequest = {
    model: 'linear-int-opt-v1',
    criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
  };
  const scenario = await insertScenario(
    db,
    bId,
    { name: 'Escenario reservado de Obras Públicas', request, result: emptyAnswer },
    { userId: uidOf('admin@siipro.test'), name: 'María Fernández', avatarUrl: null },
    context.clock.now(),
  );

  // An import of B's (a review of its file): no other tenant may read it or its errors.
  const bImport = await createImportJob(db, {
    tenantId: bId,
    userId: uidOf('admin@siipro.test'),
    dryRun: true,
    createOrganizations: false,
    reviewId: null,
    fileName: 'planilla-reservada-obras.csv',
    format: 'csv',
    total: 0,
  });

  values = {
    slug: B,
    projectSlug: project!.slug,
    projectId: project!.id,
    orgSlug: organization!.slug,
    organizationId: organization!.id,
    scenarioId: scenario.scenarioId,
    documentId,
    domain: 'obraspublicas.example.gob.ar',
    invitationId,
    uid: uidOf('nuevo@siipro.test'),
    key: String(project!.shortId),
    importId: bImport,
    projectVersion: project!.version,
    organizationVersion: organization!.version,
    newDomain: 'aislamiento.example.gob.ar',
    newEmail: 'aislamiento@example.gob.ar',
    // Valid in shape, names nothing of B; the API refuses it (the result is not the model's) in A, 403 in B.
    scenarioBody: { name: 'Escenario de prueba', request, result: emptyAnswer },
  };
  probe = { projectSlug: project!.slug, projectName: project!.name, orgName: organization!.name };

  // What only B has: every id, slug and name of its projects and organisations that A does not also use.
  const named = async (tenantId: string) => [
    ...(await db
      .select({ id: projects.id, slug: projects.slug, name: projects.name })
      .from(projects)
      .where(eq(projects.tenantId, tenantId))),
    ...(await db
      .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.tenantId, tenantId))),
  ];
  const inA = new Set((await named(aId)).flatMap((row) => [row.id, row.slug, row.name]));
  bOnly = [
    ...new Set([
      ...(await named(bId)).flatMap((row) => [row.id, row.slug, row.name]),
      bId,
      B,
      documentId,
      'pliego-obras.txt',
      invitationId,
      'inspectora.obras@example.gob.ar',
      scenario.scenarioId,
      'Escenario reservado de Obras Públicas',
      bImport,
      'planilla-reservada-obras.csv',
      values.domain,
    ]),
  ].filter((text) => !inA.has(text));

  operations = await tenantOperations(context);
});
afterAll(() => context?.close());

/**
 * The B-only strings an answer contains (none, when isolation holds), other than those the caller sent itself in the
 * path or the query: an error may name the id it did not find, a search the text searched.
 */
async function leaks(
  response: Response,
  operation?: TenantOperation,
  sent?: CallValues,
  query = '',
): Promise<string[]> {
  const text = await response.clone().text();
  const echoed = new Set([
    ...(operation && sent ? idParameters(operation).map((name) => String(sent[name as keyof CallValues])) : []),
    ...new URLSearchParams(query).values(),
  ]);
  return bOnly.filter(
    (needle) => !echoed.has(needle) && (text.includes(needle) || text.includes(encodeURIComponent(needle))),
  );
}

/** Status and error body, with the values the caller sent in the path written as ‹id›: what the caller learns. */
async function outcome(response: Response, operation: TenantOperation, sent: Partial<CallValues>) {
  let text = await response.clone().text();
  for (const name of idParameters(operation)) {
    text = text.split(String(sent[name as keyof CallValues])).join('‹id›');
  }
  return { status: response.status, body: text };
}

describe('tenant isolation sweep', () => {
  it('lists the tenant routes from the OpenAPI document, each with every path parameter fillable', () => {
    expect(operations.length).toBeGreaterThanOrEqual(34);
    for (const operation of operations) {
      for (const name of idParameters(operation)) expect(values, operation.name).toHaveProperty(name);
    }
  });

  it("refuses every route under B's slug with B's ids, and under A's slug never finds, shows or changes B's rows", async () => {
    const bId = await tenantIdOf(B);
    const before = await tenantRowsDigest(bId);
    let calls = 0;
    let comparisons = 0;
    for (const operation of operations) {
      const query = PROBE_QUERIES[operation.name]?.(probe) ?? REQUIRED_QUERIES[operation.name] ?? '';

      // (a) B's slug, B's ids: the membership check answers, and says nothing more.
      const underB = await callOperation(context, operation, caller, values, query);
      expect(underB.status, `(a) ${operation.name}`).toBe(403);
      expect(await underB.json(), `(a) ${operation.name}`).toEqual(NOT_A_MEMBER);
      calls++;

      // (b) A's slug, B's ids.
      const sent = { ...values, slug: A };
      const underA = await callOperation(context, operation, caller, sent, query);
      const label = `(b) ${operation.name} → ${underA.status}`;
      expect(underA.status, label).toBeLessThan(500);
      expect(await leaks(underA, operation, sent, query), label).toEqual([]);
      if (idParameters(operation).length > 0) {
        expect([403, 404], `${label} ${await underA.clone().text()}`).toContain(underA.status);
        // Exactly what an id that exists nowhere gets: the answer does not even tell that B's id exists.
        const nowhere = { ...values, ...MISSING, slug: A };
        const missing = await callOperation(context, operation, caller, nowhere, query);
        comparisons++;
        expect(await outcome(underA, operation, sent), label).toEqual(await outcome(missing, operation, nowhere));
      }
      calls++;
    }
    expect(await tenantRowsDigest(bId)).toEqual(before);
    console.info(
      `tenant isolation: ${operations.length} routes (${operations.filter((operation) => operation.writes).length} ` +
        `writes) × 2 cases (B's slug; A's slug with B's ids) = ${calls} calls, ${comparisons} compared with an id ` +
        "that exists nowhere; no B row shown, B's rows unchanged",
    );
  });

  it('holds the B-only strings it looks for, and finds them where B is read by its own member', async () => {
    expect(bOnly.length).toBeGreaterThan(20);
    const bothAdmin = await tokenOf('admin@siipro.test');
    const read = await authorized(context, `/t/${B}/projects/${values.projectSlug}`, bothAdmin);
    expect(read.status).toBe(200);
    expect(await leaks(read)).toContain(values.projectId);
  });
});
