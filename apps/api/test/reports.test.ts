// Reports (issue 15): the priority distribution counts the projects the list's query selects, so each count equals
// the list's total for that priority or status — against the seeded demo portfolio, on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import {
  PRIORITIES,
  demoProjectsByTenant,
  demoTenants,
  portfolioTotalsSchema,
  priorityDistributionSchema,
  projectStatusesFromConfig,
} from '@siipro/domain';
import { enc, projects, usePortfolioApi } from './support/portfolioApi.ts';

const { tokens, get, total } = usePortfolioApi();

const statuses = projectStatusesFromConfig(demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.configJson);

async function distribution(search: string) {
  const response = await get(`/t/cenit-demo/reports/priority-distribution?${search}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return priorityDistributionSchema.parse(await response.json());
}

describe('GET /t/{slug}/reports/priority-distribution', () => {
  it('counts by priority and by status what the list counts, for the whole tenant and with filters', async () => {
    for (const search of [
      'type=proyecto',
      'type=programa',
      '',
      'type=proyecto&filter[status][in]=Ejecución,Priorizado',
      `type=proyecto&filter[name][ilike]=${enc('%agua%')}`,
      'type=proyecto&filter[budget_amount][gte]=100000000&sort=-score&page=3&limit=5',
    ]) {
      const answer = await distribution(search);
      expect(answer.total, search).toBe(await total(search));
      expect(answer.byPriority.slice(0, 3).map((entry) => entry.priority)).toEqual([...PRIORITIES]);
      for (const { priority, count } of answer.byPriority) {
        if (priority === null) continue;
        expect(count, `${search} ${priority}`).toBe(await total(`${search}&filter[priority][in]=${enc(priority)}`));
      }
      expect(answer.byPriority.reduce((sum, entry) => sum + entry.count, 0)).toBe(answer.total);
      expect(answer.byStatus.slice(0, statuses.length).map((entry) => entry.status)).toEqual(
        statuses.map((status) => status.value),
      );
      for (const { status, count } of answer.byStatus) {
        expect(count, `${search} ${status}`).toBe(await total(`${search}&filter[status][in]=${enc(status)}`));
      }
      expect(answer.byStatus.reduce((sum, entry) => sum + entry.count, 0)).toBe(answer.total);
    }
    const whole = await distribution('type=proyecto');
    expect(whole.total).toBe(projects());
    expect(whole.byPriority.find((entry) => entry.priority === 'Alta')!.count).toBe(
      projects((project) => project.priority === 'Alta'),
    );
  });

  it('takes the organisation scope, and answers zeros when nothing matches', async () => {
    const scoped = await distribution('type=proyecto&organization_slug=no-existe');
    expect(scoped.total).toBe(0);
    expect(scoped.byPriority).toEqual(PRIORITIES.map((priority) => ({ priority, count: 0 })));
    expect(scoped.byStatus.every((entry) => entry.count === 0)).toBe(true);
  });

  it('refuses what the list refuses with a Spanish 400, never a 500, and other tenants with 403', async () => {
    for (const search of [
      'filter[secreto][in]=x',
      'filter[budget_amount][gte]=mucho',
      'type=obra',
      `filter[name][ilike]=${enc('a\u0000')}`,
      'filter[created_at][gte]=ayer',
    ]) {
      const response = await get(`/t/cenit-demo/reports/priority-distribution?${search}`);
      expect(response.status, search).toBe(400);
      const answer = await response.json();
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message).toMatch(/[a-zá-ú]/i);
    }
    const other = await get('/t/obras-publicas/reports/priority-distribution', tokens.viewer);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ errorCode: 'PERMISSION_DENIED' });
  });
});

describe('GET /t/{slug}/reports/portfolio-totals (a program’s page, issue 43)', () => {
  const cenit = demoProjectsByTenant['cenit-demo'];
  const childrenOf = (slug: string) => cenit.filter((p) => p.type === 'proyecto' && p.parentProject?.slug === slug);
  // The program with the most projects: its totals are sums of many rows, budgets with cents among them.
  const program = cenit
    .filter((p) => p.type === 'programa')
    .sort((a, b) => childrenOf(b.slug).length - childrenOf(a.slug).length)[0]!;

  async function totals(search: string, token?: string) {
    const response = await get(`/t/cenit-demo/reports/portfolio-totals?${search}`, token);
    expect(response.status, await response.clone().text()).toBe(200);
    return portfolioTotalsSchema.parse(await response.json());
  }

  it('sums the budget, counts by status and averages the score of the program’s projects, for every role', async () => {
    const children = childrenOf(program.slug);
    expect(children.length).toBeGreaterThan(3);
    const budgeted = children.filter((p) => p.budgetAmount !== null);
    const scored = children.filter((p) => p.score !== null);
    const search = `type=proyecto&program_slug=${enc(program.slug)}`;
    for (const role of ['viewer', 'editor', 'optimizador', 'admin']) {
      const answer = await totals(search, tokens[role]);
      expect(answer.total, role).toBe(children.length);
      expect(answer.total).toBe(await total(search));
      expect(answer.budgets).toHaveLength(1);
      expect(answer.budgets[0]!.currency).toBe('ARS');
      expect(answer.budgets[0]!.count).toBe(budgeted.length);
      expect(answer.budgets[0]!.amount).toBeCloseTo(
        budgeted.reduce((sum, p) => sum + p.budgetAmount!, 0),
        2,
      );
      expect(answer.byStatus.slice(0, statuses.length).map((entry) => entry.status)).toEqual(
        statuses.map((status) => status.value),
      );
      for (const { status, count } of answer.byStatus) {
        expect(count, status).toBe(children.filter((p) => p.status === status).length);
      }
      expect(answer.scored).toBe(scored.length);
      // The stored score has two decimals (numeric(5,2)); the mean of those, rounded to two.
      const stored = scored.map((p) => Math.round(p.score! * 100) / 100);
      expect(answer.meanScore).toBeCloseTo(stored.reduce((sum, value) => sum + value, 0) / stored.length, 2);
    }
  });

  it('counts only its own tenant’s rows for a program slug both tenants have; refuses non-members and bad input', async () => {
    // The demo's two tenants have programs of the same slug; each tenant's answer counts its own rows only.
    const foreignRows = demoProjectsByTenant['obras-publicas'];
    const foreign = foreignRows.find(
      (p) =>
        p.type === 'programa' &&
        childrenOf(p.slug).length > 0 &&
        foreignRows.some((c) => c.type === 'proyecto' && c.parentProject?.slug === p.slug),
    )!;
    const foreignChildren = foreignRows.filter((c) => c.type === 'proyecto' && c.parentProject?.slug === foreign.slug);
    expect(foreignChildren.length).not.toBe(childrenOf(foreign.slug).length);
    const answer = await totals(`type=proyecto&program_slug=${enc(foreign.slug)}`, tokens.admin);
    expect(answer.total).toBe(childrenOf(foreign.slug).length);
    expect(answer.budgets[0]?.amount).toBeCloseTo(
      childrenOf(foreign.slug).reduce((sum, p) => sum + (p.budgetAmount ?? 0), 0),
      2,
    );
    // A program no tenant has: zeros, with the statuses still listed.
    const none = await totals('type=proyecto&program_slug=no-existe');
    expect(none).toMatchObject({ total: 0, budgets: [], meanScore: null, scored: 0 });
    expect(none.byStatus.map((entry) => entry.count)).toEqual(statuses.map(() => 0));
    // Asked under the other tenant by someone who is not its member: refused before any work.
    const other = await get(
      `/t/obras-publicas/reports/portfolio-totals?program_slug=${enc(foreign.slug)}`,
      tokens.viewer,
    );
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ errorCode: 'PERMISSION_DENIED' });
    // Its own admin reads it there.
    const own = await get(
      `/t/obras-publicas/reports/portfolio-totals?type=proyecto&program_slug=${enc(foreign.slug)}`,
      tokens.admin,
    );
    expect(own.status).toBe(200);
    expect(portfolioTotalsSchema.parse(await own.json()).total).toBe(foreignChildren.length);
    const bad = await get(
      `/t/cenit-demo/reports/portfolio-totals?program_slug=${enc(program.slug)}&filter[secreto][in]=x`,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Campo de filtro desconocido: secreto.',
    });
    // A bad token is no one.
    const anonymous = await get(`/t/cenit-demo/reports/portfolio-totals?program_slug=${enc(program.slug)}`, 'x.y.z');
    expect(anonymous.status).toBe(401);
  });
});
