// The tenant's domains (issue 18): list, add and delete for admins only (tenant:settings:manage), the domain rule of
// platform.md §5 lower-cased, a domain any tenant has is a 409, another tenant's domain cannot be deleted, and each
// change is recorded. On PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { demoTenants, tenantDomainAnswerSchema, tenantDomainsAnswerSchema } from '@siipro/domain';
import { NOT_A_MEMBER, PERMISSION_DENIED, useAdminApi } from './support/adminApi.ts';

const { tokens, call, auditRows } = useAdminApi();
const enc = encodeURIComponent;

async function domainsOf(slug = 'cenit-demo'): Promise<string[]> {
  const response = await call('GET', `/t/${slug}/domains`, tokens.admin);
  expect(response.status).toBe(200);
  return tenantDomainsAnswerSchema.parse(await response.json()).domains.map((entry) => entry.domain);
}

const add = (domain: unknown, token = tokens.admin, slug = 'cenit-demo') =>
  call('POST', `/t/${slug}/domains`, token, domain === undefined ? {} : { domain });
const remove = (domain: string, token = tokens.admin, slug = 'cenit-demo') =>
  call('DELETE', `/t/${slug}/domains/${enc(domain)}`, token);

async function changesNothing(attempt: () => Promise<void>) {
  const before = [await domainsOf(), await domainsOf('obras-publicas')];
  const recorded = (await auditRows()).length;
  await attempt();
  expect([await domainsOf(), await domainsOf('obras-publicas')]).toEqual(before);
  expect(await auditRows()).toHaveLength(recorded);
}

describe('/t/{slug}/domains', () => {
  it('lists the seeded domains in alphabetical order', async () => {
    const response = await call('GET', '/t/cenit-demo/domains', tokens.admin);
    const seeded = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.domains;
    expect(tenantDomainsAnswerSchema.parse(await response.json())).toEqual({
      domains: [...seeded].sort((a, b) => a.domain.localeCompare(b.domain)),
    });
  });

  it('is for admins only: optimizer, editor and viewer get 403 on every call and nothing changes', async () => {
    for (const role of ['optimizer', 'editor', 'viewer'] as const) {
      await changesNothing(async () => {
        for (const response of [
          await call('GET', '/t/cenit-demo/domains', tokens[role]),
          await add('nuevo.gob.ar', tokens[role]),
          await remove('siipro.test', tokens[role]),
        ]) {
          expect(response.status, role).toBe(403);
          expect(await response.json()).toEqual(PERMISSION_DENIED);
        }
      });
    }
    await changesNothing(async () => {
      for (const response of [
        await call('GET', '/t/obras-publicas/domains', tokens.editor),
        await add('nuevo.gob.ar', tokens.editor, 'obras-publicas'),
        await remove('obraspublicas.example.gob.ar', tokens.editor, 'obras-publicas'),
      ]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual(NOT_A_MEMBER);
      }
    });
  });

  it('adds a domain trimmed and lower-cased, records it, and deletes it whatever its case', async () => {
    const response = await add('  Vialidad.Cordoba.GOB.ar ');
    expect(response.status, await response.clone().text()).toBe(201);
    const created = tenantDomainAnswerSchema.parse(await response.json());
    expect(created.domain).toBe('vialidad.cordoba.gob.ar');
    expect(await domainsOf()).toContain('vialidad.cordoba.gob.ar');
    expect((await auditRows())[0]).toMatchObject({
      action: 'domain.added',
      target: 'vialidad.cordoba.gob.ar',
      before: null,
      after: { domain: 'vialidad.cordoba.gob.ar' },
      actorEmail: 'admin@siipro.test',
    });

    expect((await remove('VIALIDAD.cordoba.gob.ar')).status).toBe(204);
    expect(await domainsOf()).not.toContain('vialidad.cordoba.gob.ar');
    expect((await auditRows())[0]).toMatchObject({
      action: 'domain.removed',
      target: 'vialidad.cordoba.gob.ar',
      before: { domain: 'vialidad.cordoba.gob.ar' },
      after: null,
    });
  });

  it('answers 409 to a domain this or another tenant has, and changes nothing', async () => {
    for (const domain of ['siipro.test', 'SIIPRO.test', 'obraspublicas.example.gob.ar']) {
      await changesNothing(async () => {
        const response = await add(domain);
        expect(response.status, domain).toBe(409);
        expect(await response.json()).toEqual({
          errorCode: 'CONFLICT',
          message: `El dominio ${domain.toLowerCase()} ya está registrado.`,
        });
      });
    }
  });

  it('does not delete another tenant’s domain or an unknown one (404), and changes nothing', async () => {
    for (const domain of ['obraspublicas.example.gob.ar', 'no-existe.gob.ar', "x' or '1'='1", 'a\u0000b', '%']) {
      await changesNothing(async () => {
        const response = await remove(domain);
        expect(response.status, domain).toBe(404);
        expect((await response.json()).errorCode).toBe('NOT_FOUND');
      });
    }
    expect(await domainsOf('obras-publicas')).toEqual(['obraspublicas.example.gob.ar']);
  });

  it.each([
    ['no domain', undefined],
    ['an empty one', ''],
    ['one without a top-level part', 'localhost'],
    ['a URL', 'https://cba.gob.ar'],
    ['one starting with ://', '://cba.gob.ar'],
    ['a one-letter top-level part', 'cba.a'],
    ['spaces inside', 'cba .gob.ar'],
    ['a path', 'cba.gob.ar/admin'],
    ['a number', 42],
    ['a list', ['cba.gob.ar']],
    ['an SQL injection', "x.gob.ar'; drop table domains; --"],
    ['a NUL', 'cba.gob.ar\u0000'],
    ['a very long one', `${'a'.repeat(250)}.gob.ar`],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_case, domain) => {
    await changesNothing(async () => {
      const response = await add(domain);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errorCode: string; message: string };
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message).toMatch(/dominio/);
    });
  });

  it('refuses unknown fields', async () => {
    await changesNothing(async () => {
      const response = await call('POST', '/t/cenit-demo/domains', tokens.admin, {
        domain: 'otro.gob.ar',
        tenantId: 'x',
      });
      expect(response.status).toBe(400);
    });
  });
});
