// Generated bad requests (fast-check) for every operation of the OpenAPI document the API serves (issue 19, Fuzz):
// hostile path segments, query strings, JSON bodies and multipart uploads. Inputs that could change data are built
// to be refused — a JSON body is kept only when the route's own zod schema rejects it, an upload only when domain's
// checkDocument does — so every write must answer 4xx and the database must not move.
import fc from 'fast-check';
import { z } from 'zod';
import {
  checkDocument,
  FILTER_FACET_FIELDS,
  FILTER_OPS,
  PROJECT_FILTER_FIELDS,
  PROJECT_SORT_FIELDS,
} from '@siipro/domain';

export interface DocumentedOperation {
  method: string;
  path: string;
  summary: string;
  /** The zod schema of the JSON body, when the operation takes one. */
  bodySchema?: z.core.$ZodType;
}

/** How an operation is fuzzed: what in its request can be made bad without risking a write that succeeds. */
export type FuzzMode = 'read' | 'jsonBody' | 'upload' | 'pathOnly';

export function fuzzModeOf(operation: DocumentedOperation): FuzzMode {
  if (operation.method === 'get') return 'read';
  if (operation.bodySchema) return 'jsonBody';
  if (/multipart\/form-data/.test(operation.summary)) return 'upload';
  // No body to spoil (DELETE, resend, revoke, the cookie and ID-token calls): only what names the target is bad.
  return 'pathOnly';
}

/** One generated request, as plain data so a failure can be printed and replayed. */
export interface FuzzRequest {
  operation: string;
  method: string;
  /** Path and query, already encoded (or deliberately badly encoded). */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** What the body was, for the report of a failure. */
  bodyText?: string;
}

/** Real values for the path parameters, by name, so the handlers get past "not found" to their validation. */
export type RealPathValues = Record<string, readonly string[]>;

const hostileTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%',
  '%00',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '..',
  '../../etc/passwd',
  "' or '1'='1",
  "'; drop table projects; --",
  '"',
  '\\',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:x}',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '1e-400',
  '0x10',
  '9'.repeat(40),
  '2147483648',
  '-2147483649',
  '1.5',
  '١٢٣',
  '2026-13-45',
  '0000-00-00',
  '2026-02-30T25:61:00Z',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'a,b,,c',
  ',,,',
  '\u202e\u0301',
  '\ud800',
  '🙂'.repeat(50),
  'ñ'.repeat(400),
  'x'.repeat(5_001),
  'x'.repeat(20_001),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'cenit-demo',
  'obras-publicas',
];

/** A short text of every kind: hostile constants, unicode, digits, numbers as text. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileTexts) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.uuid() },
);

/** A JSON value of every kind, hostile texts included. */
const fuzzJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fuzzText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53, [], {}) },
  { weight: 1, arbitrary: fc.integer().map((n) => n) },
);

/** Query keys the routes read (list, activity, audit, search, export, facets, optimizer), plus unknown ones. */
const knownQueryKeys = [
  'limit',
  'page',
  'sort',
  'q',
  'type',
  'fields',
  'format',
  'kind',
  'organization_slug',
  'program_slug',
  'project_slug',
];
const filterKey = fc
  .tuple(
    fc.oneof(fc.constantFrom(...Object.keys(PROJECT_FILTER_FIELDS)), fuzzText),
    fc.oneof(fc.constantFrom(...FILTER_OPS), fuzzText),
  )
  .map(([field, op]) => `filter[${field}][${op}]`);
const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...knownQueryKeys) },
  { weight: 2, arbitrary: filterKey },
  { weight: 1, arbitrary: fc.constantFrom('filter', 'filter[]', 'filter[name]', 'filter[][]', 'limit[]', 'sort[x]') },
  { weight: 1, arbitrary: fuzzText },
);
/** Values near the valid ones (so parsing goes deep) and plain hostile ones. */
const queryValue = fc.oneof(
  { weight: 3, arbitrary: fuzzText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...PROJECT_SORT_FIELDS.flatMap((field) => [field, `-${field}`, `--${field}`, `${field},-name`]),
      ...FILTER_FACET_FIELDS,
      'comment,field_update',
      'proyecto',
      'programa',
      'PROYECTO',
      'csv',
      '%25term%25',
      '%',
      '_',
      '101',
      '100.5',
    ),
  },
);

/** encodeURIComponent, with lone surrogates (which it refuses) as U+FFFD, as a browser's URL encoding does. */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/**
 * A header value as it arrives over HTTP: the UTF-8 bytes of the text read one byte a character, without the CR, LF
 * and NUL that Node's parser refuses before any application sees them.
 */
const headerValue = (text: string) => Buffer.from(text.replace(/[\r\n\0]/g, ' '), 'utf8').toString('latin1');

const encodeQuery = (pairs: [string, string][], raw: boolean) =>
  pairs.map(([key, value]) => (raw ? `${key}=${value}` : `${encode(key)}=${encode(value)}`));

/** A query string: well encoded pairs, raw pairs (malformed percent escapes, stray & and =) or bare junk. */
const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 5 }), fc.boolean())
      .map(([pairs, raw]) => `?${encodeQuery(pairs, raw).join('&')}`),
  },
  { weight: 1, arbitrary: fuzzText.map((junk) => `?${junk.replaceAll('#', '%23')}`) },
);

/** A path segment nothing is named by: hostile text, percent-encoded or raw with its bad escapes. */
const fuzzSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fuzzText.filter((text) => text !== '').map(encode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%zz', '%E0%A4%A', '%C0%AF', '%00', '%', 'a%2Fb', '%2e%2e', ';', '+', '*', '~', '1e3'),
  },
);

const NON_JSON_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'application/jsonp',
  'application/xml',
  'json',
  '',
];

/**
 * Over the API's 1 MiB JSON body limit (413 before any parsing; a scenario save, allowed 16 MB, refuses it with 400);
 * shared, so thousands of requests cost one copy.
 */
const OVERSIZED_JSON = `{"name":"${'x'.repeat(1_100_000)}","version":1}`;
/** JSON nested far deeper than any body of the API. */
const DEEP_JSON = ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)];

const isJsonText = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON bodies `schema` refuses: malformed text, wrong content types, fuzzed objects with the schema's keys. */
function badJsonBody(schema: z.core.$ZodType, propertyNames: readonly string[]) {
  const refused = (value: unknown) => !z.safeParse(schema, value).success;
  const objectWithKnownKeys = fc
    .tuple(
      fc.record(Object.fromEntries(propertyNames.map((name) => [name, fuzzJson])), { requiredKeys: [] }),
      fc.dictionary(fuzzText, fuzzJson, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(([known, extra, withExtra]) => (withExtra ? { ...known, ...extra } : known));
  const jsonBody = (value: unknown) => ({ contentType: 'application/json', text: JSON.stringify(value) });
  return fc.oneof(
    { weight: 5, arbitrary: objectWithKnownKeys.filter(refused).map(jsonBody) },
    { weight: 2, arbitrary: fuzzJson.filter(refused).map(jsonBody) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom('{', '{"', '{"a":}', '[', '{"version":1,}', "{'a':1}", '{"a":1}}', 'nul', '\u0000'),
          fc.constantFrom(...DEEP_JSON),
          fuzzText,
        )
        .filter((text) => !isJsonText(text) || refused(JSON.parse(text)))
        .map((text) => ({ contentType: 'application/json; charset=utf-8', text })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', text: OVERSIZED_JSON }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...NON_JSON_CONTENT_TYPES), objectWithKnownKeys)
        .map(([contentType, value]) => ({ contentType, text: JSON.stringify(value) })),
    },
  );
}

interface UploadPart {
  field: string;
  name: string;
  bytes: number;
  asText: boolean;
}

/** A multipart form the upload refuses: no `file` part, a text instead of a file, or a file checkDocument refuses. */
const badUploadForm = fc
  .record({
    field: fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: fuzzText }),
    name: fc.oneof(
      fuzzText,
      fc.constantFrom('informe.exe', 'a.pdf.js', 'sin-extension', '.pdf', 'informe.PDF ', 'x'.repeat(300) + '.pdf'),
      fc.constantFrom('pdf', 'docx', 'xlsx', 'csv', 'txt', 'png', 'jpg').map((ext) => `vacío.${ext}`),
    ),
    bytes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 64 })),
    asText: fc.boolean(),
  })
  .filter(
    (part: UploadPart) =>
      part.field !== 'file' || part.asText || !checkDocument({ name: part.name, size: part.bytes }).ok,
  )
  .map((part) => {
    const form = new FormData();
    if (part.asText) form.append(part.field, 'x'.repeat(part.bytes));
    else form.append(part.field, new File([new Uint8Array(part.bytes).fill(65)], part.name));
    return { form, text: JSON.stringify(part) };
  });

/** Multipart text that no parser accepts: wrong or missing boundaries, truncated parts. */
const brokenMultipart = fc
  .tuple(fc.constantFrom('', 'zzz', '"zzz"', 'a'.repeat(80)), fuzzText, fc.boolean())
  .map(([boundary, junk, withHeaderPart]) => ({
    contentType: boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
    text: withHeaderPart
      ? `--other\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n${junk}`
      : junk,
  }));

/** The request arbitrary of one operation. `realPath` gives real values per path parameter. */
export function requestsFor(
  operation: DocumentedOperation,
  propertyNames: readonly string[],
  realPath: RealPathValues,
  token: string,
): fc.Arbitrary<FuzzRequest> {
  const mode = fuzzModeOf(operation);
  const params = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  // The tenant is the admin's own most of the time (so authorisation passes); other names get real ids most of the
  // time, except where a real id is all a write would need to succeed.
  const segment = (name: string) => {
    const real = realPath[name] ?? [];
    const realWeight = real.length === 0 || (mode === 'pathOnly' && name !== 'slug') ? 0 : name === 'slug' ? 6 : 3;
    return realWeight === 0
      ? fuzzSegment
      : fc.oneof(
          { weight: realWeight, arbitrary: fc.constantFrom(...real.map(encode)) },
          { weight: 1, arbitrary: fuzzSegment },
        );
  };
  const path = fc
    .tuple(...params.map(segment))
    .map((values) => params.reduce((text, name, index) => text.replace(`{${name}}`, values[index]!), operation.path));
  const bearer = fc.oneof(
    { weight: 19, arbitrary: fc.constant(`Bearer ${token}`) },
    {
      weight: 1,
      arbitrary: fc.oneof(fuzzText.map(headerValue), fc.constant(`Bearer ${token}x`), fc.constant('Bearer ')),
    },
  );
  // The cookie calls: a made-up refresh cookie and, sometimes, a foreign Origin.
  const extraHeaders = fc.record(
    {
      cookie: fuzzText.map((value) => `siipro_refresh=${encode(value)}`),
      origin: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:5173'),
    },
    { requiredKeys: [] },
  );
  const body = (() => {
    switch (mode) {
      case 'jsonBody':
        return badJsonBody(operation.bodySchema!, propertyNames).map(({ contentType, text }) => ({
          headers: contentType ? { 'content-type': contentType } : ({} as Record<string, string>),
          body: text as string | FormData,
          bodyText: text,
        }));
      case 'upload':
        return fc.oneof(
          {
            weight: 3,
            arbitrary: badUploadForm.map(({ form, text }) => ({ headers: {}, body: form, bodyText: text })),
          },
          {
            weight: 1,
            arbitrary: brokenMultipart.map(({ contentType, text }) => ({
              headers: { 'content-type': contentType },
              body: text,
              bodyText: text,
            })),
          },
        );
      default:
        return fc.constant({ headers: {} as Record<string, string>, body: undefined, bodyText: undefined });
    }
  })();
  return fc
    .tuple(path, queryString, bearer, extraHeaders, body)
    .map(([pathText, query, authorization, extra, payload]) => ({
      operation: `${operation.method.toUpperCase()} ${operation.path}`,
      method: operation.method.toUpperCase(),
      url: `${pathText}${query}`,
      headers: { authorization, ...extra, ...payload.headers },
      body: payload.body,
      bodyText: payload.bodyText,
    }));
}
