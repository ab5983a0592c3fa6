import { createPublicPortalClient } from '@siipro/api-client';
import { describe, expect, it } from 'vitest';
import { answerKey, answeringFrom, collectFirstAnswers, firstAnswersScript, FIRST_ANSWERS_ID } from './firstAnswers.ts';
import { firstLoads, portalLoads } from './portalLoads.ts';

/** A tenant's name that would close a script element written as it is. */
const name = 'CENIT </script><script>alert(1)</script>';

/** The public API as fetch sees it: each address it was asked for, and an answer by path (else a 404). */
function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname + url.search);
    // The API itself, or the web's /api proxy in front of it.
    const body = answers[url.pathname.replace(/^\/api(?=\/)/, '')];
    return body === undefined
      ? new Response('{"error":{"code":"NOT_FOUND","message":"No encontramos esa página del portal público."}}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, fetchFn };
}

const listAnswers = {
  '/public/cenit-demo': { name, slug: 'cenit-demo', logo: null },
  '/public/cenit-demo/projects': {
    data: [],
    pagination: { page: 2, limit: 20, total: 21, totalPages: 2, hasPrev: true, hasNext: false },
  },
  '/public/cenit-demo/organizations': { data: [] },
  '/public/cenit-demo/projects/filters/values': { status: ['Ejecución'], priority: ['Alta'], executing_area: [] },
};

/** What the page's script element holds, as the browser reads it back. */
function sentBack(script: string): Map<string, string> {
  const text = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  return new Map(Object.entries(JSON.parse(text) as Record<string, string>));
}

describe('the first answers sent with a portal page', () => {
  it('are the calls the page makes, and the browser reads them back without asking the network', async () => {
    const search = '?buscar=agua&pagina=2&orden=-budgetAmount';
    const api = fakeApi(listAnswers);
    const sent = await collectFirstAnswers('http://api.test', '/publico/cenit-demo', search, api.fetchFn);
    expect(Object.keys(sent).sort()).toEqual(
      api.asked.map((address) => answerKey(`http://api.test${address}`, 'http://api.test')).sort(),
    );
    expect(api.asked).toHaveLength(4);

    // The browser's client on its /api base, answered from the script's text only.
    const answers = sentBack(firstAnswersScript(sent));
    const fromPage = portalLoads(
      createPublicPortalClient({
        baseUrl: 'http://web.test/api',
        fetch: answeringFrom(answers, 'http://web.test/api'),
      }),
    );
    const fromNetwork = portalLoads(
      createPublicPortalClient({ baseUrl: 'http://web.test/api', fetch: fakeApi(listAnswers).fetchFn }),
    );
    const pageLoads = firstLoads(fromPage, '/publico/cenit-demo', search);
    const networkLoads = firstLoads(fromNetwork, '/publico/cenit-demo', search);
    expect(pageLoads.map((load) => load.key)).toEqual(networkLoads.map((load) => load.key));
    for (const [index, load] of pageLoads.entries()) {
      expect(await load.load()).toEqual(await networkLoads[index]!.load());
    }
    // Each answer once: a later call (another visit of the page) goes to the network.
    expect(answers.size).toBe(0);
    await expect(pageLoads[0]!.load()).rejects.toThrow();
  });

  it('never lets an answer close the script element', async () => {
    const api = fakeApi(listAnswers);
    const script = firstAnswersScript(
      await collectFirstAnswers('http://api.test', '/publico/cenit-demo', '', api.fetchFn),
    );
    expect(script.startsWith(`<script type="application/json" id="${FIRST_ANSWERS_ID}">`)).toBe(true);
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toContain('<script><');
    expect(JSON.parse(sentBack(script).get('/public/cenit-demo')!)).toMatchObject({ name });
    expect([...sentBack(script).keys()]).toContain(
      '/public/cenit-demo/projects?limit=20&page=1&sort=name&type=proyecto',
    );
  });

  it('leaves out an answer that failed: the page asks for it, and it is never taken from elsewhere', async () => {
    const api = fakeApi({ '/public/cenit-demo': listAnswers['/public/cenit-demo'] });
    const sent = await collectFirstAnswers(
      'http://api.test',
      '/publico/cenit-demo/proyectos/borrador',
      '',
      api.fetchFn,
    );
    expect(Object.keys(sent)).toEqual(['/public/cenit-demo']);
    const loads = firstLoads(
      portalLoads(
        createPublicPortalClient({
          baseUrl: 'http://web.test/api',
          fetch: answeringFrom(new Map(Object.entries(sent)), 'http://web.test/api'),
        }),
      ),
      '/publico/cenit-demo/proyectos/borrador',
      '',
    );
    expect(loads.map((load) => load.key)).toEqual(['tenant:cenit-demo', 'project:cenit-demo:borrador']);
    await expect(loads[1]!.load()).rejects.toThrow();
    expect(await loads[0]!.load()).toMatchObject({ name });
  });

  it('names a call alike on both sides, whatever the order of its query', () => {
    expect(answerKey('http://web.test/api/public/x/projects?type=proyecto&limit=20', '/api')).toBe(
      '/public/x/projects?limit=20&type=proyecto',
    );
    expect(answerKey('http://127.0.0.1:3000/public/x/projects?limit=20&type=proyecto', 'http://127.0.0.1:3000')).toBe(
      '/public/x/projects?limit=20&type=proyecto',
    );
    expect(answerKey('http://web.test/otra/public/x', '/api')).toBeNull();
  });
});
