// A portal page's first answers sent inside its HTML (issue 45, bench:web): the web server reads from the public API
// what the page's first render needs (portalLoads.ts's firstLoads) and writes the answers' text into the page
// (vite/publicPages.ts); the browser renders from them at once instead of asking again after its script has run.
// Before, the page's heading and content waited for the entry, then four requests, then one render per answer.
import { createPublicPortalClient } from '@siipro/api-client';
import { firstLoads, portalLoads } from './portalLoads.ts';

/** The element holding them: `<script type="application/json" id="…">{key: body text}</script>`. */
export const FIRST_ANSWERS_ID = 'portal-first-answers';

/** An answer's key: its path after the client's base (`/api` in the browser, the API's root on the server), with
 * the query's parameters in order, so both sides name a call alike. Null for an address outside the base. */
export function answerKey(url: string, base: string): string | null {
  const address = new URL(url, 'http://portal.invalid/');
  const basePath = new URL(base, 'http://portal.invalid/').pathname.replace(/\/+$/, '');
  if (!address.pathname.startsWith(`${basePath}/`)) return null;
  const params = [...address.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return address.pathname.slice(basePath.length) + (query ? `?${query}` : '');
}

const requestOf = (input: string | URL | Request, init?: RequestInit) =>
  input instanceof Request
    ? { url: input.url, method: input.method }
    : { url: String(input), method: init?.method ?? 'GET' };

/** The script element's text: JSON whose `<` is escaped, so no answer's text (a description with `</script>`) can
 * close the element. */
export function firstAnswersScript(answers: Readonly<Record<string, string>>): string {
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
}

/** Server side: runs the first render's calls against the API and keeps the text of each successful JSON answer. */
export async function collectFirstAnswers(
  apiUrl: string,
  pathname: string,
  search: string,
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  const recording = (async (input: string | URL | Request, init?: RequestInit) => {
    const response = await fetchFn(input, init);
    const key = answerKey(requestOf(input, init).url, apiUrl);
    if (response.ok && key !== null && response.headers.get('content-type')?.includes('application/json')) {
      answers[key] = await response.clone().text();
    }
    return response;
  }) as typeof fetch;
  const portal = createPublicPortalClient({ baseUrl: apiUrl, fetch: recording });
  await Promise.allSettled(firstLoads(portalLoads(portal), pathname, search).map(({ load }) => load(signal)));
  return answers;
}

/** Browser side: the answers the page was sent with, taken out of the document (read once). */
export function takeFirstAnswers(doc: Document): Map<string, string> {
  const element = doc.getElementById(FIRST_ANSWERS_ID);
  if (!element) return new Map();
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '{}') as Record<string, unknown>;
    return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

/** A fetch that answers only from the sent answers (each once, a GET of its address); anything else fails, so a
 * render waiting on it never waits for the network. */
export function answeringFrom(answers: Map<string, string>, base: string): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    const { url, method } = requestOf(input, init);
    const key = method === 'GET' ? answerKey(url, base) : null;
    const body = key === null ? undefined : answers.get(key);
    if (key === null || body === undefined) return Promise.reject(new TypeError('not sent with the page'));
    answers.delete(key);
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
  }) as typeof fetch;
}
