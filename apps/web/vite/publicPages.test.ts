import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { fetchOnBehalfOf, publicHeadFor, publicHeadTags } from './publicPages.ts';

/** The public API's answers, as fetch gives them: the tenant and one published project. */
function api(answers: Record<string, unknown>): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = String(input);
    const body = answers[url];
    return body === undefined
      ? new Response('{"error":{"code":"NOT_FOUND"}}', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const answers = {
  'http://api/public/cenit-demo': {
    name: 'CENIT "Demo" <b>',
    slug: 'cenit-demo',
    logo: 'https://img.example/logo.png',
  },
  'http://api/public/cenit-demo/projects/acueducto': { name: 'Acueducto del Norte', description: 'Agua potable.' },
};

describe('the head of a public page', () => {
  it('names the project and the tenant, with Open Graph tags, escaped', async () => {
    const head = await publicHeadFor(
      { view: 'project', tenant: 'cenit-demo', project: 'acueducto' },
      'https://siipro.example/publico/cenit-demo/proyectos/acueducto',
      'http://api',
      api(answers),
    );
    expect(head.found).toBe(true);
    const tags = publicHeadTags(head);
    expect(tags).toContain('<title>Acueducto del Norte · CENIT &#34;Demo&#34; &#60;b&#62;</title>');
    expect(tags).toContain('<meta name="description" content="Agua potable." />');
    expect(tags).toContain(
      '<meta property="og:title" content="Acueducto del Norte · CENIT &#34;Demo&#34; &#60;b&#62;" />',
    );
    expect(tags).toContain('<meta property="og:image" content="https://img.example/logo.png" />');
    expect(tags).toContain(
      '<link rel="canonical" href="https://siipro.example/publico/cenit-demo/proyectos/acueducto" />',
    );
    expect(tags).not.toContain('<b>');
  });

  it('says only "not found", marked noindex, for an unknown tenant or a project that is not public', async () => {
    for (const page of [
      { view: 'projects', tenant: 'otro' } as const,
      { view: 'project', tenant: 'cenit-demo', project: 'borrador' } as const,
    ]) {
      const head = await publicHeadFor(page, 'http://web/x', 'http://api', api(answers));
      expect(head.found).toBe(false);
      const tags = publicHeadTags(head);
      expect(tags).toContain('<title>No encontramos esa página del portal público.</title>');
      expect(tags).toContain('<meta name="robots" content="noindex" />');
      expect(tags).not.toContain('CENIT');
    }
  });
});

describe("the API calls made for a visitor's page", () => {
  const seen: [string | null, string | null][] = [];
  const recording = (async (_input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push([headers.get('x-forwarded-for'), headers.get('accept')]);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const visitor = (forwarded: string | undefined, peer: string | undefined) =>
    ({
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      socket: { remoteAddress: peer },
    }) as IncomingMessage;

  it('carry the visitor as X-Forwarded-For: the chain it came with, then its peer, keeping the other headers', async () => {
    seen.length = 0;
    await fetchOnBehalfOf(visitor(undefined, '203.0.113.7'), recording)('http://api/public/cenit-demo');
    await fetchOnBehalfOf(visitor('198.51.100.2', '10.0.0.5'), recording)('http://api/public/cenit-demo', {
      headers: { accept: 'application/json' },
    });
    expect(seen).toEqual([
      ['203.0.113.7', null],
      ['198.51.100.2, 10.0.0.5', 'application/json'],
    ]);
  });

  it('go as they are when the request names no address', async () => {
    seen.length = 0;
    await fetchOnBehalfOf(visitor(undefined, undefined), recording)('http://api/public/cenit-demo');
    expect(seen).toEqual([[null, null]]);
  });
});
