// Reports (issue 15): the priority distribution counts the projects the list's query selects, so each count equals
// the list's total for that priority or status — against the seeded demo portfolio, on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { PRIORITIES, demoTenants, priorityDistributionSchema, projectStatusesFromConfig } from '@siipro/domain';
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
