// Codecs accept URLSearchParams, a query string, or a plain record (as routers and servers hand them over).

export type SearchParamsInput =
  | URLSearchParams
  | string
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | Iterable<readonly [string, string]>;

export function toSearchParams(input: SearchParamsInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === 'string') return new URLSearchParams(input);
  const params = new URLSearchParams();
  if (Symbol.iterator in input) {
    for (const [key, value] of input as Iterable<readonly [string, string]>) params.append(key, value);
    return params;
  }
  for (const [key, value] of Object.entries(input as Record<string, string | readonly string[] | undefined>)) {
    if (value === undefined) continue;
    if (typeof value === 'string') params.append(key, value);
    else for (const item of value) params.append(key, item);
  }
  return params;
}
