// The query of the public list and map (GET /public/{slug}/projects|map, issue 45): the list's own grammar
// (parseApiProjectQuery, portfolio.md §7), narrowed to the public fields. A filter or sort on a field the portal does
// not publish would let a visitor probe it (filter[created_by][eq]=… tells who wrote what, by the count), so it is a
// 400 naming the field, as is the "Archivados" view. The parsed query is marked publishedOnly, which the API's list
// statements turn into "published, active rows only".
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { PROJECT_SORT_FIELDS, type ProjectFilterField, type ProjectSortField } from '../filters/apiFields.ts';
import { LIST_FILTER_API_FIELDS } from '../filters/apiQuery.ts';
import { QUICK_FILTER_KEYS } from '../filters/facets.ts';
import { parseApiProjectQuery, type ParseApiQueryResult, type QueryError } from '../filters/parseApiQuery.ts';
import { toSearchParams, type SearchParamsInput } from '../filters/searchParamsInput.ts';

/** The filters of the public list: the public fields' own (PUBLIC_PROJECT_FIELDS), by their filter names. */
export const PUBLIC_FILTER_FIELDS: ReadonlySet<ProjectFilterField> = new Set<ProjectFilterField>([
  'name',
  'slug',
  'description',
  'organization_name',
  'organization_slug',
  'area',
  'executing_area',
  'sector',
  'status',
  'priority',
  'created_at',
  'updated_at',
  'budget_amount',
  'score',
  'expected_execution_months',
  'type',
  'project_id',
]);

/** The sorts of the public list: every list sort but the project code, which is not public. */
export const PUBLIC_SORT_FIELDS: ReadonlySet<ProjectSortField> = new Set(
  PROJECT_SORT_FIELDS.filter((field) => field !== 'projectCode'),
);

const texts = messages.publicPortal;

/** Parses a public list or map query: the list's rules, then only public fields; the result is publishedOnly. */
export function parsePublicProjectQuery(input: SearchParamsInput): ParseApiQueryResult {
  const params = toSearchParams(input);
  const parsed = parseApiProjectQuery(params);
  if (!parsed.ok) return parsed;
  const errors: QueryError[] = [];
  const archived = params.get('archived')?.trim().toLowerCase();
  if (parsed.query.archived || archived === 'true') {
    errors.push({ param: 'archived', message: texts.archivedNotPublic });
  }
  for (const filter of parsed.query.filters) {
    if (!PUBLIC_FILTER_FIELDS.has(filter.field)) {
      const param = `filter[${filter.field}][${filter.op}]`;
      if (!errors.some((error) => error.param === param)) {
        errors.push({ param, message: interpolate(texts.fieldNotPublic, { field: filter.field }) });
      }
    }
  }
  for (const sort of parsed.query.sort) {
    if (!PUBLIC_SORT_FIELDS.has(sort.field)) {
      errors.push({ param: 'sort', message: interpolate(texts.fieldNotPublic, { field: sort.field }) });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, query: { ...parsed.query, publishedOnly: true } };
}

/**
 * The public list's quick filters: the members' list's (QUICK_FILTER_KEYS) whose field is public — Área ejecutora,
 * Prioridad and Estados, not Fuente de Financiamiento.
 */
export const PUBLIC_QUICK_FILTER_KEYS = QUICK_FILTER_KEYS.filter((key) =>
  PUBLIC_FILTER_FIELDS.has(LIST_FILTER_API_FIELDS[key] as ProjectFilterField),
);

/** The fields GET /public/{slug}/projects/filters/values answers: those of the public quick filters. */
export const PUBLIC_FACET_FIELDS: readonly string[] = PUBLIC_QUICK_FILTER_KEYS.map(
  (key) => LIST_FILTER_API_FIELDS[key],
);

export type PublicFacetFieldsResult = { ok: true; fields: string[] } | { ok: false; message: string };

/**
 * The `fields` parameter of the public filter values (comma-separated, each once): only PUBLIC_FACET_FIELDS. Any
 * other field, private or unknown, is refused as not public, so the answer never tells which private fields exist.
 */
export function parsePublicFacetFields(text: string | null | undefined): PublicFacetFieldsResult {
  const fields = [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean),
    ),
  ];
  if (fields.length === 0) return { ok: false, message: messages.projects.listRequest.missingFacets };
  const refused = fields.find((field) => !PUBLIC_FACET_FIELDS.includes(field));
  if (refused !== undefined)
    return { ok: false, message: interpolate(texts.fieldNotPublic, { field: refused.slice(0, 60) }) };
  return { ok: true, fields };
}
