// Role × endpoint matrix (issue 19, Security): every route under /t/{slug} the OpenAPI document lists — each write,
// and each read too — called by each role of ARCHITECTURE.md §3 and by someone who is no member, each write on data of
// its own (a domain, invitation, member or scenario made for it, the version just read) so one role's success cannot
// change another's outcome. The roles whose permissions hold the route's permission — read from the route itself (its
// requirePermission guard), the one place it is declared; a read without one is for every member, a write without one
// fails the test — succeed with a 2xx; every other role gets 403 PERMISSION_DENIED in Spanish, a non-member the
// membership refusal. What was observed is the table of README.md's Quality section (between its role-matrix
// markers), which must equal what the test saw (it is rewritten when it differs, and the test fails: review and
// commit it).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ROLES,
  demoAccounts,
  permissionsForRole,
  type OptimizerAnswer,
  type OptimizerRequest,
  type Permission,
  type Role,
} from '@siipro/domain';
import { domains, memberships, organizations, projects, tenants, users } from '../src/db/schema.ts';
import { routePermission } from '../src/http/requirePermission.ts';
import { insertScenario } from '../src/optimizer/scenarioRows.ts';
import { createImportJob } from '../src/projects/import/importJobs.ts';
import { demoUserId } from '../src/seed/stableIds.ts';
import { NOT_A_MEMBER, PERMISSION_DENIED } from './support/adminApi.ts';
import { authorized } from './support/http.ts';
import { useOptimizerWithApi } from './support/optimizerService.ts';
import {
  REQUIRED_QUERIES,
  callOperation,
  tenantOperations,
  type CallValues,
  type TenantOperation,
} from './support/tenantRoutes.ts';

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));
const START = '<!-- role-matrix: written by apps/api/test/roleMatrix.test.ts -->';
const END = '<!-- /role-matrix -->';
const SLUG = 'cenit-demo';

/** Who calls: the demo account of each role in cenit-demo, and one with no tenant. */
const CALLERS = {
  admin: 'admin@siipro.test',
  optimizer: 'optimizador@siipro.test',
  editor: 'editor@siipro.test',
  viewer: 'viewer@siipro.test',
  'no member': 'nuevo@siipro.test',
} as const satisfies Record<Role | 'no member', string>;
type Caller = keyof typeof CALLERS;

const { run, testContext } = useOptimizerWithApi();

let operations: TenantOperation[];
let tenantId: string;
let project: { id: string; slug: string; shortId: number };
let organization: { id: string; slug: string };
let documentId: string;
let scenarioBody: { name: string; request: OptimizerRequest; result: OptimizerAnswer };
const tokens = {} as Record<Caller, string>;
const userIds = {} as Record<Caller, string>;

const uidOf = (email: string) => demoUserId(demoAccounts.find((account) => account.email === email)!.uid);

beforeAll(async () => {
  const context = testContext();
  const db = context.database.db;
  for (const [caller, email] of Object.entries(CALLERS) as [Caller, string][]) {
    userIds[caller] = uidOf(email);
    tokens[caller] = (await context.accessTokens.issue({ userId: userIds[caller], email })).accessToken;
  }
  operations = await tenantOperations(context);
  [{ id: tenantId }] = (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, SLUG))) as [
    { id: string },
  ];
  [project] = (await db
    .select({ id: projects.id, slug: projects.slug, shortId: projects.shortId })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.type, 'proyecto')))
    .orderBy(projects.slug)
    .limit(1)) as [{ id: string; slug: string; shortId: number }];
  [organization] = (await db
    .select({ id: organizations.id, slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.tenantId, tenantId))
    .orderBy(organizations.slug)
    .limit(1)) as [{ id: string; slug: string }];
  const form = new FormData();
  form.append('file', new File([new TextEncoder().encode('Acta de inicio.\n')], 'acta.txt'));
  const upload = await authorized(context, `/t/${SLUG}/projects/${project.id}/documents`, tokens.admin, {
    method: 'POST',
    body: form,
  });
  expect(upload.status).toBe(201);
  documentId = ((await upload.json()) as { file: { documentId: string } }).file.documentId;
  // A real answer of the optimizer service, which the API vouches for when a scenario is saved. Without a budget
  // every candidate is selected, so no solve is needed.
  const request: OptimizerRequest = {
    model: 'linear-int-opt-v1',
    criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
  };
  const answer = await run(request, tokens.admin);
  expect(answer.status, await answer.clone().text()).toBe(200);
  scenarioBody = { name: 'Escenario de la matriz de roles', request, result: (await answer.json()) as OptimizerAnswer };
});

/**
 * The permission the route's own requirePermission guard declares, by its documented method and path; `membership`
 * for a read without one (any member).
 */
function declaredPermission(operation: TenantOperation): Permission | 'membership' {
  const honoPath = operation.path.replace(/\{(\w+)\}/g, ':$1');
  const found = testContext()
    .app.routes.filter((route) => route.method === operation.method.toUpperCase() && route.path === honoPath)
    .map((route) => routePermission(route.handler))
    .filter((permission) => permission !== undefined);
  if (found.length === 0 && !operation.writes) return 'membership';
  if (found.length !== 1) throw new Error(`${operation.name}: expected one requirePermission guard, found ${found}`);
  return found[0]!;
}

let sequence = 0;

/** Values of the caller's own for one call: made just before it, used by nothing else. */
async function freshValues(operation: TenantOperation, caller: Caller): Promise<CallValues> {
  const context = testContext();
  const db = context.database.db;
  const n = ++sequence;
  const needs = (name: string) => operation.path.includes(`{${name}}`);
  const [{ version: projectVersion }] = (await db
    .select({ version: projects.version })
    .from(projects)
    .where(eq(projects.id, project.id))) as [{ version: number }];
  const [{ version: organizationVersion }] = (await db
    .select({ version: organizations.version })
    .from(organizations)
    .where(eq(organizations.id, organization.id))) as [{ version: number }];
  let domain = '';
  if (needs('domain')) {
    domain = `matriz-${n}.example.gob.ar`;
    await db.insert(domains).values({ domain, tenantId, createdAt: context.clock.now() });
  }
  let invitationId = '';
  if (needs('invitationId')) {
    const invited = await authorized(context, `/t/${SLUG}/members/invitations`, tokens.admin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `invitada-${n}@example.gob.ar`, role: 'viewer' }),
    });
    expect(invited.status).toBe(201);
    invitationId = ((await invited.json()) as { invitationId: string }).invitationId;
  }
  let uid = '';
  if (needs('uid')) {
    const [user] = await db
      .insert(users)
      .values({ email: `miembro-${n}@example.gob.ar`, name: `Miembro ${n}` })
      .returning({ id: users.id });
    uid = user!.id;
    await db.insert(memberships).values({ tenantId, userId: uid, role: 'editor' });
  }
  let importId = '';
  if (needs('importId')) {
    // A review of the tenant's, as the upload leaves it (its report is read by GET …/{importId} and errors.csv).
    importId = await createImportJob(db, {
      tenantId,
      userId: userIds.admin,
      dryRun: true,
      createOrganizations: false,
      reviewId: null,
      fileName: `matriz-${n}.csv`,
      format: 'csv',
      total: 0,
    });
  }
  // Deleting a document takes one: each call gets a document of its own, uploaded by the admin.
  let ownDocumentId = documentId;
  if (operation.method === 'delete' && needs('documentId')) {
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode(`Acta ${n}.\n`)], `acta-${n}.txt`));
    const upload = await authorized(context, `/t/${SLUG}/projects/${project.id}/documents`, tokens.admin, {
      method: 'POST',
      body: form,
    });
    expect(upload.status).toBe(201);
    ownDocumentId = ((await upload.json()) as { file: { documentId: string } }).file.documentId;
  }
  let scenarioId = '';
  if (needs('scenarioId')) {
    // The caller's own scenario: only optimizer:usage decides, not the author rule.
    const author = { userId: userIds[caller], name: caller, avatarUrl: null };
    scenarioId = (await insertScenario(db, tenantId, scenarioBody, author, context.clock.now())).scenarioId;
  }
  // Archive and restore change the state they need: each call gets a project or organisation of its own, active for
  // an archive, archived for a restore (an organisation without projects, so archiving it is allowed).
  let projectId = project.id;
  let organizationId = organization.id;
  const lifecycle = /\/(archive|restore)$/.exec(operation.path)?.[1];
  if (lifecycle) {
    const archivedAt = lifecycle === 'restore' ? context.clock.now() : null;
    if (needs('projectId')) {
      const [own] = await db
        .insert(projects)
        .values({ tenantId, slug: `matriz-${n}`, name: `Proyecto de la matriz ${n}`, archivedAt })
        .returning({ id: projects.id });
      projectId = own!.id;
    }
    if (needs('organizationId')) {
      const [own] = await db
        .insert(organizations)
        .values({ tenantId, slug: `matriz-${n}`, name: `Organismo de la matriz ${n}`, archivedAt })
        .returning({ id: organizations.id });
      organizationId = own!.id;
    }
  }
  return {
    slug: SLUG,
    projectSlug: project.slug,
    projectId,
    orgSlug: organization.slug,
    organizationId,
    scenarioId,
    documentId: ownDocumentId,
    domain,
    invitationId,
    uid,
    key: String(project.shortId),
    importId,
    projectVersion,
    organizationVersion,
    newDomain: `nuevo-${n}.example.gob.ar`,
    newEmail: `nueva-${n}@example.gob.ar`,
    scenarioBody:
      operation.name === 'POST /t/{slug}/optimizer/scenarios' ? await scenarioBodyFor(caller) : scenarioBody,
  };
}

/**
 * A scenario to save as `caller`: the API keeps only an answer the optimizer signed for whoever saves it, so a role
 * that may run the optimizer saves its own run; the others are refused before the body is read.
 */
async function scenarioBodyFor(caller: Caller): Promise<typeof scenarioBody> {
  const answer = await run(scenarioBody.request, tokens[caller]);
  if (answer.status !== 200) return scenarioBody;
  return { ...scenarioBody, result: (await answer.json()) as OptimizerAnswer };
}

/** The matrix as Markdown, prettier's table layout (so `pnpm format:check` leaves it as it is). */
function markdown(rows: { operation: string; permission: string; allowed: Record<Caller, boolean> }[]): string {
  const header = ['Operation', 'Needs', ...Object.keys(CALLERS)];
  const body = rows.map((row) => [
    `\`${row.operation}\``,
    `\`${row.permission}\``,
    ...(Object.keys(CALLERS) as Caller[]).map((caller) => (row.allowed[caller] ? '✓' : '✗')),
  ]);
  const widths = header.map((_, column) => Math.max(3, ...[header, ...body].map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

describe('role × endpoint matrix', () => {
  it('lets exactly the roles holding each route’s permission through, and writes the matrix', async () => {
    const context = testContext();
    const rows: { operation: string; permission: string; allowed: Record<Caller, boolean> }[] = [];
    for (const operation of operations) {
      const permission = declaredPermission(operation);
      const allowed = {} as Record<Caller, boolean>;
      for (const caller of Object.keys(CALLERS) as Caller[]) {
        const values = await freshValues(operation, caller);
        const query = REQUIRED_QUERIES[operation.name] ?? '';
        const response = await callOperation(context, operation, tokens[caller], values, query);
        const label = `${operation.name} as ${caller} → ${response.status} ${await response.clone().text()}`;
        const expected =
          caller !== 'no member' && (permission === 'membership' || permissionsForRole(caller).includes(permission));
        allowed[caller] = response.status >= 200 && response.status < 300;
        expect(allowed[caller], label).toBe(expected);
        if (!expected) {
          expect(response.status, label).toBe(403);
          expect(await response.json(), label).toEqual(caller === 'no member' ? NOT_A_MEMBER : PERMISSION_DENIED);
        }
      }
      rows.push({ operation: operation.name, permission, allowed });
    }
    // Every role of §3 is a column.
    expect(Object.keys(CALLERS).slice(0, ROLES.length)).toEqual([...ROLES]);
    const reads = rows.filter((row) => row.operation.startsWith('GET ')).length;
    expect(reads).toBeGreaterThanOrEqual(21);
    expect(rows.length - reads).toBeGreaterThanOrEqual(14);

    const produced = markdown(rows);
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, `README.md has no ${START} … ${END} block`).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const committed = readme.slice(start + START.length, end).trim();
    if (committed !== produced) {
      // Written whole then renamed: the PGlite and PostgreSQL runs may get here at once.
      const rewritten = `${readme.slice(0, start + START.length)}\n\n${produced}\n\n${readme.slice(end)}`;
      writeFileSync(`${README}.${process.pid}`, rewritten);
      renameSync(`${README}.${process.pid}`, README);
    }
    expect(committed, "README.md's role matrix was stale and has been rewritten: review and commit it").toBe(produced);
    console.info(
      `role matrix: ${rows.length} routes (${rows.length - reads} writes) × ${Object.keys(CALLERS).length} callers = ` +
        `${rows.length * Object.keys(CALLERS).length} calls`,
    );
  });
});
