// Every SWR key of the app comes from here (ARCHITECTURE.md §5), so a mutation elsewhere names the same key and
// one tenant's data never answers for another's.
export const swrKeys = {
  /** GET /users/me */
  me: () => ['users', 'me'] as const,
  /** GET /t/{slug}/projects — one page of a list view; `query` is the view's stable query text. */
  projectList: (tenantSlug: string, query: string) => ['t', tenantSlug, 'projects', query] as const,
  /** GET /t/{slug}/projects/filters/values?fields=… */
  projectFilterValues: (tenantSlug: string, fields: readonly string[]) =>
    ['t', tenantSlug, 'projects', 'filters', 'values', fields.join(',')] as const,
  /**
   * GET /t/{slug}/reports/priority-distribution — the reports page; `query` is its stable query text. Under
   * 'projects', so a project's edit (isTenantProjectsKey) makes the counts stale too.
   */
  priorityDistribution: (tenantSlug: string, query: string) =>
    ['t', tenantSlug, 'projects', 'priority-distribution', query] as const,
  /** GET /t/{slug}/reports/monthly-trends — the dashboard's month; under 'projects': an edit makes it stale too. */
  monthlyTrends: (tenantSlug: string) => ['t', tenantSlug, 'projects', 'monthly-trends'] as const,
  /** GET /t/{slug}/reports/portfolio-totals — a program's totals; under 'projects' for the same reason. */
  portfolioTotals: (tenantSlug: string, query: string) =>
    ['t', tenantSlug, 'projects', 'portfolio-totals', query] as const,
  /**
   * GET /t/{slug}/map — the map's points; `query` is its stable query text. Under 'projects', so a project's edit
   * (isTenantProjectsKey) asks for the map again (the answer's ETag makes that a 304 while nothing moved).
   */
  mapPoints: (tenantSlug: string, query: string) => ['t', tenantSlug, 'projects', 'map', query] as const,
  /** GET /t/{slug}/search?q= — the top bar's search. */
  search: (tenantSlug: string, term: string) => ['t', tenantSlug, 'search', term] as const,
  /** GET /t/{slug}/projects/{projectSlug} — one project or program with its explained score. */
  projectDetail: (tenantSlug: string, projectSlug: string) => ['t', tenantSlug, 'project', projectSlug] as const,
  /** GET /t/{slug}/projects/{projectId}/relations — «Requiere» and «Alternativas» (issue 44). */
  projectRelations: (tenantSlug: string, projectId: string) =>
    ['t', tenantSlug, 'project', projectId, 'relations'] as const,
  /** GET /t/{slug}/projects/{projectId}/activity — one page of one tab of the feed. */
  projectActivity: (tenantSlug: string, projectId: string, tab: string, page: number) =>
    ['t', tenantSlug, 'project', projectId, 'activity', tab, page] as const,
  /** GET /t/{slug}/organizations?q=&sort=&limit=&archived= — the Organismos list (no limit), its Archivados view, the dashboard's newest 20. */
  organizationList: (tenantSlug: string, searchTerm: string, sort: string, limit?: number, archived = false) =>
    ['t', tenantSlug, 'organizations', 'list', searchTerm, sort, limit ?? null, archived] as const,
  /** The create form's choices: every organisation (GET …/organizations). Under 'organizations': a create refreshes it. */
  formOrganizations: (tenantSlug: string) => ['t', tenantSlug, 'organizations', 'form-options'] as const,
  /** The create form's programs (GET …/projects?type=programa). Under 'projects': a new program refreshes it. */
  formPrograms: (tenantSlug: string) => ['t', tenantSlug, 'projects', 'form-programs'] as const,
  /** GET /t/{slug}/organizations/{orgSlug} — one organisation. */
  organizationDetail: (tenantSlug: string, organizationSlug: string) =>
    ['t', tenantSlug, 'organization', organizationSlug] as const,
  /** GET /t/{slug}/organizations/{orgSlug}/projects?limit=… — its latest projects for the side panel. */
  organizationProjects: (tenantSlug: string, organizationSlug: string, limit: number) =>
    ['t', tenantSlug, 'organization', organizationSlug, 'projects', limit] as const,
  /**
   * POST {optimizer}/{slug}/optimizer — the answer for one request (its JSON text). Not under 'projects': an edit
   * elsewhere does not re-run a solve unasked.
   */
  optimizerRun: (tenantSlug: string, requestText: string) =>
    ['t', tenantSlug, 'optimizer', 'run', requestText] as const,
  /** GET /t/{slug}/projects?filter[project_id][in]=… — the list fields of the projects an optimizer view shows. */
  projectsByIds: (tenantSlug: string, projectIds: readonly string[]) =>
    ['t', tenantSlug, 'projects', 'by-id', projectIds.join(',')] as const,
  /** GET /t/{slug}/optimizer/scenarios — the saved scenarios, newest first. */
  optimizerScenarios: (tenantSlug: string) => ['t', tenantSlug, 'optimizer', 'scenarios'] as const,
  /** GET /t/{slug}/optimizer/scenarios/{id} — one scenario with its request and result. */
  optimizerScenario: (tenantSlug: string, scenarioId: string) =>
    ['t', tenantSlug, 'optimizer', 'scenario', scenarioId] as const,
  /** GET /t/{slug}/settings — the tenant's settings (Configuración > Tenant). */
  tenantSettings: (tenantSlug: string) => ['t', tenantSlug, 'settings'] as const,
  /** GET /t/{slug}/domains */
  tenantDomains: (tenantSlug: string) => ['t', tenantSlug, 'domains'] as const,
  /** GET /t/{slug}/members — members and invitations. */
  tenantMembers: (tenantSlug: string) => ['t', tenantSlug, 'members'] as const,
  /** GET /t/{slug}/audit?page= — one page of the record of changes. */
  tenantAudit: (tenantSlug: string, page: number) => ['t', tenantSlug, 'audit', page] as const,
  /** The version of the web, the API or the optimizer (About): not a tenant's. */
  version: (source: 'frontend' | 'api' | 'optimizer') => ['version', source] as const,
};

/**
 * Every list, facet, report and map key of a tenant (projectList, projectFilterValues, priorityDistribution,
 * mapPoints): what a
 * project's edit makes stale, since a new name, status or score can move the project within them.
 */
export function isTenantProjectsKey(tenantSlug: string) {
  return (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 't' && key[1] === tenantSlug && key[2] === 'projects';
}

/**
 * Everything a tenant's portfolio shows — lists, facets, map, reports, search, organisations and details: what a
 * create, an archive, a restore or an import makes stale (a new row can appear anywhere, an archived one must leave).
 */
export function isTenantPortfolioKey(tenantSlug: string) {
  const portfolio = new Set(['projects', 'project', 'search', 'organizations', 'organization']);
  return (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 't' && key[1] === tenantSlug && portfolio.has(key[2] as string);
}

/** Every organisations list key of a tenant (organizationList): what an organisation's rename makes stale. */
export function isTenantOrganizationsKey(tenantSlug: string) {
  return (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 't' && key[1] === tenantSlug && key[2] === 'organizations';
}

/** Every page of a tenant's record of changes (tenantAudit): what any change of the settings area makes stale. */
export function isTenantAuditKey(tenantSlug: string) {
  return (key: unknown): boolean => Array.isArray(key) && key[0] === 't' && key[1] === tenantSlug && key[2] === 'audit';
}
