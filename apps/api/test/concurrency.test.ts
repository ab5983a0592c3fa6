// Issue 19, Concurrency: twenty people save the same version of one project (and of one organisation) at the same
// moment. Exactly one save wins, the other nineteen get 409 CONFLICT, and the history gains exactly one entry — on
// PGlite (one connection, the saves queue) and on PostgreSQL (a pool, the saves really race for the row lock).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  activityPageSchema,
  demoOrganizationsByTenant,
  messages,
  organizationAnswerSchema,
  projectDetailSchema,
} from '@siipro/domain';
import { authorized } from './support/http.ts';
import { enc, fixture, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get } = usePortfolioApi();

const SAVES = 20;
/** The roles that may edit, taking turns, so the racing saves come from different people. */
const editors = () => [tokens.editor!, tokens.admin!, tokens.optimizador!];

function putJson(path: string, body: unknown, token: string) {
  return authorized(testContext(), path, token, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends every body at once and answers each response's status and JSON, in the order sent. */
async function race(path: string, bodies: unknown[]) {
  const responses = await Promise.all(bodies.map((body, index) => putJson(path, body, editors()[index % 3]!)));
  return Promise.all(responses.map(async (response) => ({ status: response.status, body: await response.json() })));
}

function expectOneWinner(answers: { status: number }[]) {
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(SAVES - 1).fill(409)]);
}

describe('20 simultaneous saves of the same version', () => {
  it('of a project: one 200, nineteen 409 CONFLICT and one new history entry', async () => {
    const seeded = fixture.filter((project) => project.type === 'proyecto')[7]!;
    const read = async () => {
      const response = await get(`/t/cenit-demo/projects/${enc(seeded.slug)}`);
      expect(response.status).toBe(200);
      return projectDetailSchema.parse(await response.json());
    };
    const history = async (projectId: string) => {
      const response = await get(`/t/cenit-demo/projects/${projectId}/activity?kind=field_update,status_change`);
      expect(response.status).toBe(200);
      return activityPageSchema.parse(await response.json());
    };
    const before = await read();
    const historyBefore = await history(before.projectId);
    // Half rename, half change the status: whichever wins, it writes one field, so one entry.
    const otherStatus = before.status === 'Ejecución' ? 'Finalizado' : 'Ejecución';
    const bodies = Array.from({ length: SAVES }, (_, index) =>
      index % 2 === 0
        ? { name: `Edición simultánea ${index}`, version: before.version }
        : { status: otherStatus, version: before.version },
    );

    const answers = await race(`/t/cenit-demo/projects/${before.projectId}`, bodies);

    expectOneWinner(answers);
    for (const answer of answers.filter(({ status }) => status === 409)) {
      expect(answer.body).toEqual({ errorCode: 'CONFLICT', message: messages.projectDetail.errors.conflict });
    }
    const winner = bodies[answers.findIndex(({ status }) => status === 200)] as { name?: string; status?: string };
    const after = await read();
    expect(after).toEqual(projectDetailSchema.parse(answers.find(({ status }) => status === 200)!.body));
    expect(after).toMatchObject({ ...winner, version: before.version + 1 });
    const historyAfter = await history(before.projectId);
    expect(historyAfter.pagination.total).toBe(historyBefore.pagination.total + 1);
    expect(historyAfter.data[0]).toMatchObject(
      winner.name
        ? { kind: 'field_update', field: 'name', from: before.name, to: winner.name }
        : { kind: 'status_change', field: 'status', from: before.status, to: winner.status },
    );
  });

  it('of an organisation: one 200, nineteen 409 CONFLICT and one new history entry', async () => {
    const seeded = demoOrganizationsByTenant['cenit-demo'][3]!;
    const read = async () => {
      const response = await get(`/t/cenit-demo/organizations/${enc(seeded.slug)}`);
      expect(response.status).toBe(200);
      return organizationAnswerSchema.parse(await response.json());
    };
    const history = async (organizationId: string) => {
      const result = (await testContext().database.db.execute(
        sql`select field, from_value, to_value from organization_history where organization_id = ${organizationId}`,
      )) as unknown as { rows: { field: string; from_value: string | null; to_value: string | null }[] };
      return result.rows;
    };
    const before = await read();
    const historyBefore = await history(before.organizationId);
    const bodies = Array.from({ length: SAVES }, (_, index) => ({
      name: `Organismo editado ${index}`,
      version: before.version,
    }));

    const answers = await race(`/t/cenit-demo/organizations/${before.organizationId}`, bodies);

    expectOneWinner(answers);
    for (const answer of answers.filter(({ status }) => status === 409)) {
      expect(answer.body).toEqual({ errorCode: 'CONFLICT', message: messages.organizations.errors.conflict });
    }
    const winner = bodies[answers.findIndex(({ status }) => status === 200)]!;
    expect(await read()).toMatchObject({ name: winner.name, version: before.version + 1 });
    const historyAfter = await history(before.organizationId);
    expect(historyAfter).toHaveLength(historyBefore.length + 1);
    expect(historyAfter).toContainEqual({ field: 'name', from_value: before.name, to_value: winner.name });
  });
});
