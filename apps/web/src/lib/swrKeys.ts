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
};
