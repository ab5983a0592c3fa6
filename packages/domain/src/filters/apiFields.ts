// Fields the list call can filter and sort on (portfolio.md §7, ARCHITECTURE.md §4), shared by the browser, which
// builds the query, and the API, which validates it.

export const FILTER_OPS = ['in', 'ilike', 'gte', 'lte', 'eq'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export type FilterValueKind = 'text' | 'number' | 'date' | 'type' | 'id';

export interface FilterFieldDefinition {
  kind: FilterValueKind;
  ops: readonly FilterOp[];
  /** The Project property (camelCase, dotted for nested) the field filters. */
  property: string;
}

const text = (property: string): FilterFieldDefinition => ({ kind: 'text', ops: ['in', 'ilike', 'eq'], property });
const number = (property: string): FilterFieldDefinition => ({
  kind: 'number',
  ops: ['gte', 'lte', 'eq', 'in'],
  property,
});
const date = (property: string): FilterFieldDefinition => ({ kind: 'date', ops: ['gte', 'lte', 'eq'], property });

export const PROJECT_FILTER_FIELDS = {
  name: text('name'),
  slug: text('slug'),
  description: text('description'),
  project_code: text('projectCode'),
  organization_name: text('organizations.name'),
  organization_slug: text('organizations.slug'),
  secretary: text('secretary'),
  area: text('area'),
  sector: text('sector'),
  /** The parent program's name. */
  program_name: text('program.name'),
  province: text('province'),
  status: text('status'),
  priority: text('priority'),
  executing_area: text('executingArea'),
  economic_evaluation: text('economicEvaluation'),
  funding_source: text('fundingSource'),
  environmental_study: text('environmentalStudy'),
  created_by: text('createdBy.name'),
  created_at: date('createdAt'),
  updated_at: date('updatedAt'),
  budget_amount: number('budgetAmount'),
  score: number('score'),
  expected_execution_months: number('expectedExecutionMonths'),
  type: { kind: 'type', ops: ['in', 'eq'], property: 'type' },
  /** Chosen projects by id (the optimizer's ranked results ask for the details of one page of them). */
  project_id: { kind: 'id', ops: ['in', 'eq'], property: 'projectId' },
} as const satisfies Record<string, FilterFieldDefinition>;
export type ProjectFilterField = keyof typeof PROJECT_FILTER_FIELDS;

export function isProjectFilterField(value: string): value is ProjectFilterField {
  return Object.hasOwn(PROJECT_FILTER_FIELDS, value);
}

export const PROJECT_SORT_FIELDS = [
  'name',
  'projectCode',
  'organization',
  'sector',
  'area',
  'score',
  'budgetAmount',
  'program',
  'status',
  'priority',
  'createdAt',
  'updatedAt',
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export function isProjectSortField(value: string): value is ProjectSortField {
  return (PROJECT_SORT_FIELDS as readonly string[]).includes(value);
}

/** Facets of GET /t/{slug}/projects/filters/values (portfolio.md §3). */
export const FILTER_FACET_FIELDS = [
  'sector',
  'area',
  'status',
  'priority',
  'executing_area',
  'funding_source',
  'economic_evaluation',
  'environmental_study',
  'organization_name',
  'program_name',
  'province',
] as const;
export type FilterFacetField = (typeof FILTER_FACET_FIELDS)[number];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/**
 * The highest page number the list accepts: a billion rows at the largest page size, far past any tenant's portfolio,
 * while (page − 1) · limit stays a 32-bit integer for the database.
 */
export const MAX_PAGE = 10_000_000;

/**
 * Bounds of one list query (GET /t/{slug}/projects and the calls that take its parameters: export, reports, map), so
 * no request turns into a statement the database refuses (PostgreSQL takes at most 65 535 parameters) or spends
 * seconds on: each value (a scalar, one item of an `in` list, a scope slug) at most 500 characters — far past any
 * name, slug or search a person types —, at most 200 items in an `in` list and at most 50 filter parameters.
 */
export const MAX_QUERY_VALUE_LENGTH = 500;
export const MAX_IN_VALUES = 200;
export const MAX_FILTERS = 50;
