// Validation of the list call's query on the API side (ARCHITECTURE.md §4): unknown field, operator or sort field, a
// non-numeric number, a bad date, page < 1, limit < 1 or > 100 are errors with a Spanish message; nothing throws.
// Empty filter values are ignored; parameters outside the contract are ignored too. Whatever passes can be sent to
// PostgreSQL as it is: no value the database would refuse (a NUL character, a LIKE pattern ending in its escape, a
// page whose offset overflows, a year past 9999) gets through as a valid query.

import { z } from 'zod/mini';
import { isProjectType, type ProjectType } from '../entities/project.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { isCalendarDay } from '../shared/calendarDay.ts';
import {
  DEFAULT_PAGE_SIZE,
  FILTER_OPS,
  type FilterOp,
  MAX_FILTERS,
  MAX_IN_VALUES,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_QUERY_VALUE_LENGTH,
  PROJECT_FILTER_FIELDS,
  type ProjectFilterField,
  isProjectFilterField,
} from './apiFields.ts';
import { splitListValues } from './listValues.ts';
import { DEFAULT_SORT, type SortState, parseSort } from './listState.ts';
import { type SearchParamsInput, toSearchParams } from './searchParamsInput.ts';

export type ApiFilterValue = string | number;

export interface ApiFilter {
  field: ProjectFilterField;
  op: FilterOp;
  /** For `in`, the list; otherwise one value. Numbers are numbers; dates are ISO instants. */
  value: ApiFilterValue | ApiFilterValue[];
}

export interface ApiProjectQuery {
  page: number;
  limit: number;
  sort: SortState[];
  type: ProjectType | null;
  organizationSlug: string | null;
  programSlug: string | null;
  projectSlug: string | null;
  filters: ApiFilter[];
  /** `archived=true`: the "Archivados" view, only archived rows (issue 42); otherwise only active ones. */
  archived?: boolean;
  /**
   * The public portal's view (issue 45): published, active rows only, and scopes that name only published programs
   * and active organisations. Set by the public routes, never read from a query.
   */
  publishedOnly?: boolean;
}

export interface QueryError {
  param: string;
  message: string;
}

export type ParseApiQueryResult = { ok: true; query: ApiProjectQuery } | { ok: false; errors: QueryError[] };

const FILTER_KEY = /^filter\[([^\]]*)\](?:\[([^\]]*)\])?$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** Decimal notation only (`1500`, `-2.5`, `1e6`): Number() would also take `0x10`, `0b1` or `Infinity`. */
const DECIMAL_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** A normalised instant of a four-digit year: an offset can push 9999-12-31 into year 10000, which has six. */
const FOUR_DIGIT_YEAR_INSTANT = /^\d{4}-/;

/**
 * A calendar day becomes its start instant (or, with `end`, its last millisecond: the ISO day boundaries of
 * portfolio.md §7); an ISO instant is kept normalised; anything else is null.
 */
export function parseFilterDate(value: string, boundary: 'start' | 'end' = 'start'): string | null {
  const text = value.trim();
  if (isCalendarDay(text)) return `${text}${boundary === 'start' ? 'T00:00:00.000Z' : 'T23:59:59.999Z'}`;
  if (!ISO_INSTANT.test(text) || !isCalendarDay(text.slice(0, 10))) return null;
  const time = Date.parse(text);
  if (!Number.isFinite(time)) return null;
  const instant = new Date(time).toISOString();
  return FOUR_DIGIT_YEAR_INSTANT.test(instant) ? instant : null;
}

function parseNumber(value: string): number | null {
  const text = value.trim();
  if (!DECIMAL_NUMBER.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Whether a LIKE pattern ends in its escape character (`\`) with nothing to escape: PostgreSQL refuses it. */
function endsInLoneEscape(pattern: string): boolean {
  const trailing = /\\+$/.exec(pattern)?.[0].length ?? 0;
  return trailing % 2 === 1;
}

function parseInteger(value: string | null): number | null {
  if (value === null || !/^\s*-?\d+\s*$/.test(value)) return null;
  return Number(value);
}

function parseScalar(
  field: ProjectFilterField,
  raw: string,
  param: string,
  errors: QueryError[],
): ApiFilterValue | null {
  const kind = PROJECT_FILTER_FIELDS[field].kind;
  if (kind === 'number') {
    const number = parseNumber(raw);
    if (number === null) errors.push({ param, message: interpolate(messages.apiQuery.notNumeric, { param }) });
    return number;
  }
  if (kind === 'date') {
    const date = parseFilterDate(raw);
    if (date === null) errors.push({ param, message: interpolate(messages.apiQuery.badDate, { param }) });
    return date;
  }
  if (kind === 'id') {
    const id = raw.trim().toLowerCase();
    if (!z.uuid().safeParse(id).success) {
      errors.push({ param, message: interpolate(messages.apiQuery.badId, { param }) });
      return null;
    }
    return id;
  }
  if (kind === 'type') {
    const type = raw.trim().toLowerCase();
    if (!isProjectType(type)) {
      errors.push({ param, message: messages.apiQuery.badType });
      return null;
    }
    return type;
  }
  return raw;
}

const tooLong = (param: string) => interpolate(messages.apiQuery.valueTooLong, { param, max: MAX_QUERY_VALUE_LENGTH });

/** The filters one `filter[field][op]` parameter stands for (a calendar day under `eq` is a range: two). */
function parseFilter(param: string, raw: string, errors: QueryError[]): ApiFilter[] {
  const match = FILTER_KEY.exec(param);
  if (!match) {
    errors.push({ param, message: interpolate(messages.apiQuery.malformedFilter, { param }) });
    return [];
  }
  const field = match[1] ?? '';
  // A filter without an operator (filter[name]=x) means equality.
  const op = match[2] ?? 'eq';
  if (!isProjectFilterField(field)) {
    errors.push({ param, message: interpolate(messages.apiQuery.unknownField, { field }) });
    return [];
  }
  const allowed: readonly string[] = PROJECT_FILTER_FIELDS[field].ops;
  if (!(FILTER_OPS as readonly string[]).includes(op) || !allowed.includes(op)) {
    errors.push({ param, message: interpolate(messages.apiQuery.unknownOperator, { op, field }) });
    return [];
  }
  if (raw.trim() === '') return [];
  // A calendar day names the whole day: `lte` runs to its last millisecond and `eq` selects every instant of it,
  // rather than only the instants at midnight.
  if (PROJECT_FILTER_FIELDS[field].kind === 'date' && isCalendarDay(raw.trim()) && op !== 'gte') {
    const end = parseFilterDate(raw, 'end')!;
    if (op === 'lte') return [{ field, op, value: end }];
    return [
      { field, op: 'gte', value: parseFilterDate(raw)! },
      { field, op: 'lte', value: end },
    ];
  }
  if (op === 'in') {
    const before = errors.length;
    const items = splitListValues(raw);
    if (items.length > MAX_IN_VALUES) {
      errors.push({ param, message: interpolate(messages.apiQuery.tooManyValues, { param, max: MAX_IN_VALUES }) });
      return [];
    }
    if (items.some((item) => item.length > MAX_QUERY_VALUE_LENGTH)) {
      errors.push({ param, message: tooLong(param) });
      return [];
    }
    const values = items.map((item) => parseScalar(field, item, param, errors));
    if (errors.length > before) return [];
    return [{ field, op, value: values.filter((item): item is ApiFilterValue => item !== null) }];
  }
  if (raw.length > MAX_QUERY_VALUE_LENGTH) {
    errors.push({ param, message: tooLong(param) });
    return [];
  }
  if (op === 'ilike' && endsInLoneEscape(raw)) {
    errors.push({ param, message: interpolate(messages.apiQuery.trailingEscape, { param }) });
    return [];
  }
  const value = parseScalar(field, raw, param, errors);
  return value === null ? [] : [{ field, op: op as FilterOp, value }];
}

export function parseApiProjectQuery(input: SearchParamsInput): ParseApiQueryResult {
  const params = toSearchParams(input);
  const errors: QueryError[] = [];

  // PostgreSQL stores no NUL character, so no text holding one can match: it is refused before anything else is read.
  for (const [key, value] of params) {
    if (key.includes('\u0000') || value.includes('\u0000')) {
      const param = key.replaceAll('\u0000', '');
      errors.push({ param, message: interpolate(messages.apiQuery.forbiddenCharacter, { param }) });
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const pageText = params.get('page');
  const page = pageText === null || pageText.trim() === '' ? 1 : parseInteger(pageText);
  if (page === null || page < 1 || page > MAX_PAGE) errors.push({ param: 'page', message: messages.apiQuery.badPage });

  const limitText = params.get('limit');
  const limit = limitText === null || limitText.trim() === '' ? DEFAULT_PAGE_SIZE : parseInteger(limitText);
  if (limit === null || limit < 1 || limit > MAX_PAGE_SIZE) {
    errors.push({ param: 'limit', message: messages.apiQuery.badLimit });
  }

  const sort: SortState[] = [];
  let sortText = params.get('sort');
  if ((sortText?.length ?? 0) > MAX_QUERY_VALUE_LENGTH) {
    errors.push({ param: 'sort', message: tooLong('sort') });
    sortText = null;
  }
  for (const item of (sortText ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const parsed = parseSort(item);
    if (parsed) sort.push(parsed);
    else {
      const field = item.replace(/^-/, '');
      errors.push({ param: 'sort', message: interpolate(messages.apiQuery.unknownSort, { field }) });
    }
  }

  const typeText = params.get('type')?.trim().toLowerCase() ?? '';
  let type: ProjectType | null = null;
  if (typeText) {
    if (isProjectType(typeText)) type = typeText;
    else errors.push({ param: 'type', message: messages.apiQuery.badType });
  }

  const archivedText = params.get('archived')?.trim().toLowerCase() ?? '';
  if (archivedText !== '' && archivedText !== 'true' && archivedText !== 'false') {
    errors.push({ param: 'archived', message: messages.apiQuery.badArchived });
  }

  const filters: ApiFilter[] = [];
  let filterParams = 0;
  for (const [key, value] of params) {
    if (!key.startsWith('filter[')) continue;
    if (++filterParams > MAX_FILTERS) {
      errors.push({ param: 'filter', message: interpolate(messages.apiQuery.tooManyFilters, { max: MAX_FILTERS }) });
      break;
    }
    // No filter's name is longer than ~40 characters: a longer one is malformed anyway, and is cut before a message
    // echoes it.
    filters.push(...parseFilter(key.length > 100 ? key.slice(0, 100) : key, value, errors));
  }
  for (const name of ['organization_slug', 'program_slug', 'project_slug']) {
    if ((params.get(name)?.length ?? 0) > MAX_QUERY_VALUE_LENGTH) errors.push({ param: name, message: tooLong(name) });
  }

  if (errors.length > 0) return { ok: false, errors };
  // Slugs are lower case (shared/slugify.ts) and paths match whatever the case (portfolio.md §2): a link typed as
  // /organismos/Ministerio-De-Salud/… asks for ministerio-de-salud.
  const slug = (name: string) => params.get(name)?.trim().toLowerCase() || null;
  return {
    ok: true,
    query: {
      page: page!,
      limit: limit!,
      sort: sort.length > 0 ? sort : [{ ...DEFAULT_SORT }],
      type,
      organizationSlug: slug('organization_slug'),
      programSlug: slug('program_slug'),
      projectSlug: slug('project_slug'),
      filters,
      ...(archivedText === 'true' ? { archived: true } : {}),
    },
  };
}
