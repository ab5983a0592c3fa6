// Issue 19, Fuzz: generated bad requests against every operation of the OpenAPI document the API serves, as the
// admin of cenit-demo (so authorisation passes and the handlers' own validation is what answers), with real ids in
// the path most of the time. No answer may be a 5xx; every error must be the error body with a Spanish message; no
// write may succeed; and the database must be byte for byte what it was. 10,000 requests per database take 25-60 s
// on two shared cores, so the full count runs in `pnpm test`; FUZZ_REQUESTS sets another, FUZZ_SEED replays a run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { demoAccounts } from '@siipro/domain';
import { errorBodySchema } from '@siipro/server';
import { documents, domains, invitations, memberships, organizations, projects, tenants } from '../src/db/schema.ts';
import { operationDocs } from '../src/http/app.ts';
import { demoUserId } from '../src/seed/stableIds.ts';
import { databaseChecksum } from './support/databaseChecksum.ts';
import {
  requestsFor,
  type DocumentedOperation,
  type FuzzRequest,
  type RealPathValues,
} from './support/fuzzRequests.ts';
import { authorized, BASE } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { testDatabaseKind } from './support/testDatabase.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const TENANT = 'cenit-demo';

/**
 * Words of English error texts (zod's, JavaScript's, HTTP's) that a Spanish message does not contain — unless it
 * echoes them from the request (the unknown sort field "undefined"), which is why each match is looked up there.
 */
const ENGLISH =
  /\b(expected|invalid|required|undefined|cannot|unexpected|received|must|malformed|not found|bad request|internal server|is not)\b/gi;

/** Writes that may answer 2xx to a bad request because they change nothing: logging out without a session. */
const IDEMPOTENT_WRITES = new Set(['POST /auth/logout']);

let context: TestContext;
let token: string;
const realPath: RealPathValues = {};

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { summary: string; requestBody?: { content: { 'application/json': { schema: { properties?: object } } } } }
    >
  >;
}

beforeAll(async () => {
  context = await createTestContext({
    seed: {},
    // The limits of /auth/* would answer 429 before the handlers see the fuzz.
    env: {
      AUTH_RATE_LIMIT: '1000000',
      SIGN_IN_FAILURE_LIMIT: '1000000',
      SIGN_IN_ACCOUNT_LIMIT: '1000000',
      PUBLIC_RATE_LIMIT: '1000000',
    },
  });
  const admin = demoAccounts.find((account) => account.email === 'admin@siipro.test')!;
  token = (await context.accessTokens.issue({ userId: demoUserId(admin.uid), email: admin.email })).accessToken;

  const { db } = context.database;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, TENANT));
  const tenantId = tenant!.id;
  const [project] = await db
    .select({ id: projects.id, slug: projects.slug, shortId: projects.shortId })
    .from(projects)
    .where(eq(projects.tenantId, tenantId))
    .limit(1);
  // The public portal on, with the project published, so its routes answer past their 404 (issue 45).
  await db.update(tenants).set({ publicPortal: true }).where(eq(tenants.id, tenantId));
  await db.update(projects).set({ published: true }).where(eq(projects.id, project!.id));
  // A document to download: uploaded the way the web does, before the checksum is taken.
  const form = new FormData();
  form.append('file', new File(['Acta de inicio de obra.'], 'acta.txt'));
  const uploaded = await authorized(context, `/t/${TENANT}/projects/${project!.id}/documents`, token, {
    method: 'POST',
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const [document] = await db.select({ id: documents.id }).from(documents).limit(1);
  const [organization] = await db
    .select({ id: organizations.id, slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.tenantId, tenantId))
    .limit(1);
  const [invitation] = await db.select().from(invitations).where(eq(invitations.tenantId, tenantId)).limit(1);
  const [member] = await db.select().from(memberships).where(eq(memberships.tenantId, tenantId)).limit(1);
  const [domain] = await db.select().from(domains).where(eq(domains.tenantId, tenantId)).limit(1);
  Object.assign(realPath, {
    slug: [TENANT],
    projectSlug: [project!.slug],
    projectId: [project!.id],
    documentId: [document!.id],
    organizationId: [organization!.id],
    orgSlug: [organization!.slug],
    invitationId: invitation ? [invitation.id] : [],
    token: invitation?.token ? [invitation.token] : [],
    uid: member ? [member.userId] : [],
    domain: domain ? [domain.domain] : [],
    key: [String(project!.shortId)],
    // No saved scenario in the demo data; its routes get only made-up ids.
    scenarioId: [],
    // Import jobs are made by uploads; their routes get only made-up ids (a 404, or a 400 for no UUID).
    importId: [],
    // The open-data files of the public portal.
    file: ['projects.csv', 'projects.xlsx', 'oc4ids.json'],
  } satisfies RealPathValues);
});
afterAll(() => context?.close());

/** The operations of the served document, each with the zod schema that validates its body. */
async function documentedOperations(): Promise<(DocumentedOperation & { propertyNames: string[] })[]> {
  const response = await context.app.request(`${BASE}/openapi.json`);
  const served = (await response.json()) as OpenApiDocument;
  return Object.entries(served.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const source = operationDocs.find((doc) => doc.method === method && doc.path === path);
      const bodySchema = source?.requestBody;
      const documentedBody = operation.requestBody?.content['application/json'].schema;
      if (Boolean(documentedBody) !== Boolean(bodySchema)) throw new Error(`${method} ${path}: body schema mismatch`);
      return {
        method,
        path,
        summary: operation.summary,
        bodySchema,
        propertyNames: Object.keys(documentedBody?.properties ?? {}),
      };
    }),
  );
}

function send(request: FuzzRequest) {
  return context.app.request(`${BASE}${request.url}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What is wrong with one answer, or null. */
function problemOf(request: FuzzRequest, status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) {
    if (request.method === 'GET' || IDEMPOTENT_WRITES.has(request.operation)) return null;
    return `a bad write was accepted (${status})`;
  }
  if (!/^application\/json/.test(contentType)) return `error without a JSON body (${contentType})`;
  let parsed;
  try {
    parsed = errorBodySchema.safeParse(JSON.parse(text));
  } catch {
    return 'error body is not JSON';
  }
  if (!parsed.success) return 'error body out of shape';
  const texts = [parsed.data.message, ...(parsed.data.details ?? []).map((detail) => detail.message)];
  const sent = `${safeDecode(request.url)} ${request.bodyText ?? ''}`.toLowerCase();
  const english = texts.find(
    (message) => !message.trim() || [...message.matchAll(ENGLISH)].some(([word]) => !sent.includes(word.toLowerCase())),
  );
  return english === undefined ? null : `message not in Spanish: ${JSON.stringify(english)}`;
}

/** How long one bad request may take before the run reports it. */
const ANSWER_SECONDS = 30;

/** `work`'s result, or null when it has not settled within `seconds`. */
async function withinSeconds<T>(seconds: number, work: () => Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), seconds * 1000)));
  try {
    return await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('fuzz: bad requests to every documented operation', () => {
  it(`answers ${REQUESTS} generated bad requests with 4xx in the error shape and changes nothing`, async () => {
    const operations = await documentedOperations();
    const before = await databaseChecksum(context.database.db);
    const perOperation = Math.ceil(REQUESTS / operations.length);
    // Every operation gets its share, interleaved so no route sees a long run of its own requests.
    const batches = operations.map((operation, index) =>
      fc.sample(requestsFor(operation, operation.propertyNames, realPath, token), {
        numRuns: perOperation,
        seed: SEED + index,
      }),
    );
    const requests = Array.from({ length: perOperation }, (_, round) => batches.map((batch) => batch[round]!)).flat();

    const byStatus = new Map<number, number>();
    const byOperation = new Map<string, number>();
    const problems: string[] = [];
    const started = performance.now();
    for (const request of requests) {
      // A request that never answers is a finding with its replay line, not a run that hangs until CI stops it.
      const answered = await withinSeconds(ANSWER_SECONDS, async () => {
        const response = await send(request);
        return { response, text: await response.text() };
      });
      if (!answered) {
        problems.push(
          `no answer in ${ANSWER_SECONDS} s: ${request.method} ${request.url} ${request.bodyText?.slice(0, 300) ?? ''}`,
        );
        break;
      }
      const { response, text } = answered;
      byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
      byOperation.set(request.operation, (byOperation.get(request.operation) ?? 0) + 1);
      const problem = problemOf(request, response.status, response.headers.get('content-type') ?? '', text);
      if (problem && problems.length < 20) {
        problems.push(
          `${problem}: ${request.method} ${request.url} ${JSON.stringify(request.headers)} ` +
            `${request.bodyText?.slice(0, 300) ?? ''} → ${text.slice(0, 300)}`,
        );
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await databaseChecksum(context.database.db);

    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `fuzz (${testDatabaseKind()}, seed ${SEED}): ${requests.length} requests to ${operations.length} operations ` +
        `in ${seconds.toFixed(1)} s (${Math.round(requests.length / seconds)} req/s); ${statuses.join(', ')}`,
    );
    expect(problems, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
    expect(after).toEqual(before);
    expect(byOperation.size).toBe(operations.length);
    expect(requests.length).toBeGreaterThanOrEqual(REQUESTS);
  }, 1_800_000);

  it('has a checksum that sees one accepted write', async () => {
    const before = await databaseChecksum(context.database.db);
    const response = await authorized(context, `/t/${TENANT}/projects/${realPath.projectId![0]}/activity`, token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Revisado.' }),
    });
    expect(response.status).toBe(201);
    const after = await databaseChecksum(context.database.db);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual(['activity']);
  });
});
