// The API with the whole demo portfolio of both tenants, for the tests of the list endpoints (projectList,
// projectExport): every answer is checked against the fixture rows it was seeded from, computed here independently of
// the SQL. `usePortfolioApi()` registers the set-up and tear-down of the calling test file.
import { afterAll, beforeAll, expect } from 'vitest';
import { demoAccounts, demoProjectsByTenant, type Project } from '@siipro/domain';
import { demoUserId } from '../../src/seed/stableIds.ts';
import { authorized } from './http.ts';
import { createTestContext, type TestContext } from './testApp.ts';

export interface ListItem {
  projectId: string;
  version: number;
  name: string;
  slug: string;
  type: string;
  status: string;
  score: number | null;
  budgetAmount: number | null;
  organization: { name: string; slug: string } | null;
  organizations: { name: string; slug: string }[];
  program: { name: string; slug: string } | null;
  projectCode: string | null;
  description: string | null;
  secretary: string | null;
  sector: string | null;
  area: string | null;
  executingArea: string | null;
  budgetCurrencyCode: string;
  priority: string | null;
  fundingSource: string | null;
  economicEvaluation: string | null;
  environmentalStudy: string | null;
  expectedExecutionMonths: number | null;
  createdBy: { name: string; avatarUrl: string | null } | null;
  createdAt: string;
  updatedAt: string;
}

export interface ListPage {
  data: ListItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number; hasPrev: boolean; hasNext: boolean };
}

/** The fixture rows of cenit-demo, the tenant the tests read. */
export const fixture = demoProjectsByTenant['cenit-demo'];
export const otherTenantIds = new Set(demoProjectsByTenant['obras-publicas'].map((project) => project.projectId));

/** How many fixture rows match; `projects` counts only type proyecto. */
export const count = (predicate: (project: Project) => boolean) => fixture.filter(predicate).length;
export const projects = (predicate: (project: Project) => boolean = () => true) =>
  count((project) => project.type === 'proyecto' && predicate(project));
export const areaOf = (project: Project) => project.executingArea ?? project.area;
export const enc = encodeURIComponent;

export function usePortfolioApi() {
  let context: TestContext | undefined;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    context = await createTestContext({ seed: {} });
    // Access tokens are minted directly: sign-in itself is covered by the session tests.
    for (const account of demoAccounts) {
      const { accessToken } = await context.accessTokens.issue({
        userId: demoUserId(account.uid),
        email: account.email,
      });
      tokens[account.email.split('@')[0]!] = accessToken;
    }
  });
  afterAll(() => context?.close());

  const testContext = () => {
    if (!context) throw new Error('usePortfolioApi: the context exists only inside tests');
    return context;
  };
  const get = (path: string, token = tokens.viewer!, headers?: Record<string, string>) =>
    authorized(testContext(), path, token, headers ? { headers } : {});
  async function list(search: string, token?: string): Promise<ListPage> {
    const response = await get(`/t/cenit-demo/projects?${search}`, token);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ListPage;
  }
  async function total(search: string): Promise<number> {
    return (await list(`${search}&limit=1`)).pagination.total;
  }
  return { testContext, tokens, get, list, total };
}
