// The representative list calls of the benchmark: what the list screen sends for its usual views (portfolio.md §7
// query syntax). `%` in ILIKE values is URL-encoded as %25, as the web client sends it.

export interface QueryContext {
  /** Slug of one organisation of cenit-demo (the first by slug). */
  organizationSlug: string;
  /** Last page of `type=proyecto` at limit 20 for the current size. */
  lastPage: number;
  /** The code of one project of cenit-demo (the first by code). */
  projectCode: string;
}

export interface RepresentativeQuery {
  label: string;
  search: (context: QueryContext) => string;
}

export const REPRESENTATIVE_QUERIES: readonly RepresentativeQuery[] = [
  { label: 'default page', search: () => 'type=proyecto' },
  { label: 'ilike search %agua%', search: () => 'type=proyecto&filter[name][ilike]=%25agua%25' },
  {
    label: 'status + priority',
    search: () => 'type=proyecto&filter[status][in]=Ejecución,Priorizado&filter[priority][in]=Alta',
  },
  {
    label: 'budget range 100M-200M',
    search: () => 'type=proyecto&filter[budget_amount][gte]=100000000&filter[budget_amount][lte]=200000000',
  },
  { label: 'score desc', search: () => 'type=proyecto&sort=-score' },
  { label: 'budget desc', search: () => 'type=proyecto&sort=-budgetAmount' },
  {
    label: 'organisation scope',
    search: ({ organizationSlug }) => `type=proyecto&organization_slug=${encodeURIComponent(organizationSlug)}`,
  },
  // Offset 39 980: past the end below ~40 000 projects (an empty page, still a valid call).
  { label: 'deep page 2000', search: () => 'type=proyecto&page=2000' },
  { label: 'last page', search: ({ lastPage }) => `type=proyecto&page=${lastPage}` },
  {
    label: 'combined filters',
    search: () =>
      'type=proyecto&sort=-budgetAmount&filter[status][in]=Ejecución&filter[score][gte]=50' +
      '&filter[created_at][gte]=2024-01-01&filter[name][ilike]=%25ruta%25',
  },
  { label: 'sort by organisation', search: () => 'type=proyecto&sort=organization' },
  { label: 'programs', search: () => 'type=programa' },
];

/** The global search's calls (GET /t/{slug}/search?q=, issue 15): what a person types in the top bar. */
export interface SearchQuery {
  label: string;
  q: (context: QueryContext) => string;
}

export const SEARCH_QUERIES: readonly SearchQuery[] = [
  // Without its accent, as people type it: prefix and "contains" matches of "Energía".
  { label: 'search energia', q: () => 'energia' },
  // The same word with its accent, as a careful typist writes it: folded to the same matches.
  { label: 'search energía', q: () => 'energía' },
  // A common word of project names.
  { label: 'search agua', q: () => 'agua' },
  // One project's code: an exact match.
  { label: 'search project code', q: ({ projectCode }) => projectCode },
  // The prefix of every code of the tenant: nearly every project matches.
  { label: 'search cen', q: () => 'cen' },
  // Two letters: prefix matches only.
  { label: 'search ru', q: () => 'ru' },
  // One letter, the first keystroke: prefix matches only, of the many names that start with it.
  { label: 'search a', q: () => 'a' },
  // Nothing matches.
  { label: 'search no match', q: () => 'zzyzx' },
];
