// The dashboard's "Tendencias del Mes" (issue 43), on PGlite and PostgreSQL: the month of the API's clock (moved here
// to a month the demo data never touches), counted from the tenant's own projects and history — another tenant's
// writes and programs count nothing, archived projects leave the figures, and the next month starts again at zero.
import { describe, expect, it } from 'vitest';
import {
  demoAccounts,
  monthlyTrendsSchema,
  projectDetailSchema,
  type MonthlyTrends,
  type ProjectDetail,
} from '@siipro/domain';
import { demoUserId } from '../src/seed/stableIds.ts';
import { authorized } from './support/http.ts';
import { usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get, list } = usePortfolioApi();

function send(slug: string, method: string, path: string, body: unknown, token = tokens.editor!) {
  return authorized(testContext(), `/t/${slug}${path}`, token, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function created(slug: string, body: unknown, token?: string): Promise<ProjectDetail> {
  const response = await send(slug, 'POST', '/projects', body, token);
  expect(response.status, await response.clone().text()).toBe(201);
  return projectDetailSchema.parse(await response.json());
}

async function edited(projectId: string, body: unknown): Promise<void> {
  const response = await send('cenit-demo', 'PUT', `/projects/${projectId}`, body);
  expect(response.status, await response.clone().text()).toBe(200);
}

async function trends(token = tokens.viewer!): Promise<MonthlyTrends> {
  const response = await get('/t/cenit-demo/reports/monthly-trends', token);
  expect(response.status, await response.clone().text()).toBe(200);
  return monthlyTrendsSchema.parse(await response.json());
}

/**
 * Moves the API's clock to `iso` (forward only, as time goes) and mints the demo accounts' access tokens again at that
 * time (the earlier ones expired on the way).
 */
async function moveClockTo(iso: string) {
  const context = testContext();
  const seconds = (new Date(iso).getTime() - context.clock.now().getTime()) / 1000;
  expect(seconds).toBeGreaterThan(0);
  context.clock.advanceSeconds(seconds);
  for (const account of demoAccounts) {
    const { accessToken } = await context.accessTokens.issue({ userId: demoUserId(account.uid), email: account.email });
    tokens[account.email.split('@')[0]!] = accessToken;
  }
}

describe('GET /t/{slug}/reports/monthly-trends', () => {
  it("counts the month's new projects, status changes and assigned budget of this tenant only", async () => {
    await moveClockTo('2030-03-10T15:00:00Z');
    const empty = await trends();
    expect(empty).toEqual({
      month: '2030-03',
      from: '2030-03-01T03:00:00.000Z',
      to: '2030-03-10T15:00:00.000Z',
      projectsCreated: 0,
      statusChanges: 0,
      budgetAssigned: 0,
    });

    const first = await created('cenit-demo', { type: 'proyecto', name: 'Tendencias uno', budgetAmount: 1_000_000.5 });
    const second = await created('cenit-demo', { type: 'proyecto', name: 'Tendencias dos', budgetAmount: 2_000_000 });
    // Neither a program nor another tenant's project counts; a project in another currency adds no pesos.
    await created('cenit-demo', { type: 'programa', name: 'Programa de tendencias', budgetAmount: 9_000_000 });
    await created('cenit-demo', {
      type: 'proyecto',
      name: 'Tendencias en dólares',
      budgetAmount: 7_000_000,
      budgetCurrencyCode: 'USD',
    });
    await created('obras-publicas', { type: 'proyecto', name: 'Ajeno', budgetAmount: 5_000_000 }, tokens.admin);

    // A status change, and a budget raised on a project of an earlier month (only the difference was assigned now).
    await edited(first.projectId, { version: first.version, status: 'Priorizado' });
    const [older] = (await list('type=proyecto&limit=1&filter[budget_amount][gte]=1000&sort=createdAt')).data;
    expect(older!.budgetCurrencyCode).toBe('ARS');
    await edited(older!.projectId, { version: older!.version, budgetAmount: older!.budgetAmount! + 500_000.25 });
    // A budget changed on a project of this month: it counts once, at its new amount.
    await edited(second.projectId, { version: second.version, budgetAmount: 2_250_000 });

    const figures = await trends();
    expect(figures.projectsCreated).toBe(3);
    expect(figures.statusChanges).toBe(1);
    expect(figures.budgetAssigned).toBeCloseTo(1_000_000.5 + 2_250_000 + 500_000.25, 2);
    // Every member reads the same figures (the dashboard's permission: membership).
    for (const role of ['editor', 'optimizador', 'admin']) expect(await trends(tokens[role])).toEqual(figures);

    // An archived project leaves the month's figures.
    const archive = await send('cenit-demo', 'POST', `/projects/${second.projectId}/archive`, {});
    expect(archive.status, await archive.clone().text()).toBe(200);
    const afterArchive = await trends();
    expect(afterArchive.projectsCreated).toBe(2);
    expect(afterArchive.budgetAssigned).toBeCloseTo(1_000_000.5 + 500_000.25, 2);

    // Argentina's month: 31 March 23:59 there is still March; its midnight starts April, at zero.
    await moveClockTo('2030-04-01T02:59:00Z');
    expect((await trends()).month).toBe('2030-03');
    await moveClockTo('2030-04-01T03:00:00Z');
    expect(await trends()).toMatchObject({ month: '2030-04', projectsCreated: 0, statusChanges: 0, budgetAssigned: 0 });
  });

  it("refuses another tenant's figures to a member of this one, and a forged token", async () => {
    await moveClockTo(new Date(testContext().clock.now().getTime() + 1000).toISOString());
    const other = await get('/t/obras-publicas/reports/monthly-trends', tokens.viewer);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ errorCode: 'PERMISSION_DENIED' });
    const forged = await get('/t/cenit-demo/reports/monthly-trends', `${tokens.viewer!}x`);
    expect(forged.status).toBe(401);
  });
});
