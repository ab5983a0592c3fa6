// GET /t/{slug}/optimizer/candidates (issue 17): what linear-int-opt-v1 reads of every project of type proyecto of
// the caller's tenant, in columns — only with optimizer:usage, never another tenant's — on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_PROJECT_STATUSES,
  decodeCapitalCandidates,
  decodeOptimizerCandidates,
  optimizerCandidatesSchema,
  statusesWithRole,
} from '@siipro/domain';
import type { Database } from '../src/db/client.ts';
import { optimizerCandidates } from '../src/optimizer/candidatesQuery.ts';
import { rowsOf } from '../src/projects/listRows.ts';
import { fixture, otherTenantIds, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get } = usePortfolioApi();

const PATH = '/t/cenit-demo/optimizer/candidates';
const NOT_A_MEMBER = { errorCode: 'PERMISSION_DENIED', message: 'No tienes acceso a este espacio de trabajo.' };
const NO_PERMISSION = {
  errorCode: 'PERMISSION_DENIED',
  message: 'No tienes los permisos necesarios para realizar esta acción.',
};

describe('GET /t/{slug}/optimizer/candidates', () => {
  it('answers every proyecto of the tenant but the closed ones, with budget, duration, score and beneficiaries, by id', async () => {
    const response = await get(PATH, tokens.optimizador);
    expect(response.status, await response.clone().text()).toBe(200);
    const candidates = decodeOptimizerCandidates(optimizerCandidatesSchema.parse(await response.json()));
    const closed = statusesWithRole(DEFAULT_PROJECT_STATUSES, 'closed');
    expect(fixture.some((project) => project.type === 'proyecto' && closed.has(project.status))).toBe(true);
    const expected = fixture
      .filter((project) => project.type === 'proyecto' && !closed.has(project.status))
      .map((project) => ({
        projectId: project.projectId,
        budget_amount: project.budgetAmount ?? null,
        duration_months: project.expectedExecutionMonths ?? null,
        score: project.score ?? null,
        beneficiary_count: project.beneficiaryCount ?? null,
      }))
      .sort((a, b) => (a.projectId < b.projectId ? -1 : 1));
    expect(candidates).toHaveLength(expected.length);
    expect(candidates.map((candidate) => candidate.projectId)).toEqual(expected.map((project) => project.projectId));
    for (const [index, candidate] of candidates.entries()) {
      const project = expected[index]!;
      // numeric(18,2) and numeric(5,2) columns: the fixture's values to the cent.
      for (const key of ['budget_amount', 'score'] as const) {
        if (project[key] === null) expect(candidate[key], key).toBeNull();
        else expect(candidate[key], key).toBeCloseTo(project[key], 2);
      }
      expect(candidate.duration_months).toBe(project.duration_months);
      expect(candidate.beneficiary_count).toBe(project.beneficiary_count);
    }
    expect(candidates.some((candidate) => otherTenantIds.has(candidate.projectId))).toBe(false);
  });

  it('needs optimizer:usage: the admin and the optimizer read, the editor and the viewer are refused', async () => {
    expect((await get(PATH, tokens.admin)).status).toBe(200);
    for (const role of ['editor', 'viewer'] as const) {
      const response = await get(PATH, tokens[role]);
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual(NO_PERMISSION);
    }
  });

  it('refuses another tenant, a non-member, no token and an edited token', async () => {
    // optimizador@ is a member of cenit-demo only.
    for (const path of ['/t/obras-publicas/optimizer/candidates', '/t/no-existe/optimizer/candidates']) {
      const response = await get(path, tokens.optimizador);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(NOT_A_MEMBER);
    }
    const outsider = await get(PATH, tokens.nuevo);
    expect(outsider.status).toBe(403);
    expect(await outsider.json()).toEqual(NOT_A_MEMBER);
    expect((await testContext().app.request(`http://127.0.0.1:3000${PATH}`)).status).toBe(401);
    const [header, payload, signature] = tokens.optimizador!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, email: 'admin@siipro.test' })).toString('base64url');
    expect((await get(PATH, `${header}.${edited}.${signature}`)).status).toBe(401);
  });

  it('is a read: a POST, PUT or DELETE is not a route', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await testContext().app.request(`http://127.0.0.1:3000${PATH}`, {
        method,
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        body: method === 'DELETE' ? undefined : '{}',
      });
      expect(response.status, method).toBe(404);
    }
  });

  it('carries linear-int-opt-v2’s fields: start, source, groups, the execution role and "requiere" (issues 43, 44)', async () => {
    const owner = testContext().database.db;
    const proyectos = fixture
      .filter((project) => project.type === 'proyecto')
      .map((project) => project.projectId)
      .sort();
    const [b, a, archived, other, closedByTenant, legacy] = proyectos as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const tenant = (await rowsOf(owner, sql`select tenant_id from projects where id = ${b}`))[0]!.tenant_id;
    await owner.execute(sql`update projects set province = 'Salta', planned_start = '2027-03',
      alternative_group = 'Puente', status = 'Ejecución', funding_source = 'BID' where id = ${b}`);
    await owner.execute(sql`update projects set status = 'Identificado' where id = ${other}`);
    await owner.execute(sql`update projects set status = 'Priorizado' where id = ${closedByTenant}`);
    await owner.execute(sql`update projects set status = 'Presupuesto Asignado' where id = ${legacy}`);
    await owner.execute(sql`insert into project_requirements (tenant_id, project_id, required_project_id)
      values (${tenant}, ${b}, ${a}), (${tenant}, ${b}, ${archived})`);
    await owner.execute(sql`update projects set archived_at = now() where id = ${archived}`);
    // The tenant gives its statuses roles: Priorizado closed (never a candidate), and an old configuration's
    // inExecution flag on Presupuesto Asignado (no role) still reads as execution.
    const [{ config_json: config }] = (await rowsOf(
      owner,
      sql`select config_json from tenants where id = ${tenant}`,
    )) as [{ config_json: unknown }];
    await owner.execute(sql`update tenants set config_json = jsonb_set(config_json, '{projectStatus}',
      (select jsonb_agg(case s->>'value' when 'Priorizado' then s || '{"role": "closed"}'
                                        when 'Presupuesto Asignado' then (s - 'role') || '{"inExecution": true}'
                                        else s end)
         from jsonb_array_elements(config_json->'projectStatus') s)) where id = ${tenant}`);
    try {
      const response = await get(PATH, tokens.optimizador);
      expect(response.status, await response.clone().text()).toBe(200);
      const candidates = decodeCapitalCandidates(optimizerCandidatesSchema.parse(await response.json()));
      const candidate = candidates.find((row) => row.projectId === b)!;
      const name = fixture.find((project) => project.projectId === b)!.name;
      // The archived project is no candidate, and no requirement either: only the active one stays.
      expect(candidate).toMatchObject({
        name,
        start: '2027-03',
        province: 'Salta',
        fundingSource: 'BID',
        alternativeGroup: 'Puente',
        inExecution: true,
        requires: [a],
      });
      expect(candidates.find((row) => row.projectId === archived)).toBeUndefined();
      expect(candidates.find((row) => row.projectId === other)!.inExecution).toBe(false);
      expect(candidates.find((row) => row.projectId === closedByTenant)).toBeUndefined();
      expect(candidates.find((row) => row.projectId === legacy)!.inExecution).toBe(true);
    } finally {
      await owner.execute(
        sql`update tenants set config_json = ${JSON.stringify(typeof config === 'string' ? JSON.parse(config) : config)}::jsonb where id = ${tenant}`,
      );
      await owner.execute(sql`update projects set archived_at = null where id = ${archived}`);
      await owner.execute(sql`delete from project_requirements where project_id = ${b}`);
    }
  });
});

/**
 * A database whose first statement (the tenant's statuses) waits until the test lets it go, and which counts the
 * statements it is sent: what the read does once its request is aborted is a state, not a timing.
 */
function heldDatabase() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const sent: unknown[] = [];
  const db = {
    execute: async (statement: unknown) => {
      sent.push(statement);
      if (sent.length === 1) {
        arrived();
        await released;
        return { rows: [{ config_json: null }] };
      }
      return { rows: [] };
    },
  } as unknown as Database;
  return { db, sent, reached, release };
}

describe('the candidates’ read when the optimizer’s client goes away (issue 44)', () => {
  it('sends no candidates statement once its request is aborted, and rejects with the abort', async () => {
    const { db, sent, reached, release } = heldDatabase();
    const request = new AbortController();
    const read = optimizerCandidates(db, 'tenant', request.signal);
    await reached;
    request.abort();
    release();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });

  it('reads both statements when nobody went away', async () => {
    const { db, sent, reached, release } = heldDatabase();
    const read = optimizerCandidates(db, 'tenant', new AbortController().signal);
    await reached;
    release();
    expect(await read).toEqual([]);
    expect(sent).toHaveLength(2);
  });
});
