// A tenant the operator disabled (`pnpm siipro tenant disable`, issue 46): every /t/{slug} request of its members,
// reads and writes, is refused with its own Spanish message and changes nothing; it leaves their tenant list; someone
// who is not a member learns nothing new (the answer of any tenant they cannot see); its data is kept, and enabling
// it gives everything back. The disabling is the command line's own function (operator/tenants.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@siipro/domain';
import { setTenantDisabled } from '../src/operator/tenants.ts';
import { NOT_A_MEMBER, useAdminApi } from './support/adminApi.ts';
import { databaseChecksum } from './support/databaseChecksum.ts';

const { tokens, call, testContext } = useAdminApi({ seed: {} });
const DISABLED = { errorCode: 'PERMISSION_DENIED', message: messages.tenantDisabled.denied };

const toggle = (slug: string, disabled: boolean) =>
  setTenantDisabled(testContext().database.db, slug, disabled, testContext().clock.now());

async function tenantSlugsOf(token: string): Promise<string[]> {
  const response = await call('GET', '/users/me', token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { tenants: { slug: string }[] }).tenants.map((tenant) => tenant.slug);
}

describe('a disabled tenant', () => {
  afterAll(() => toggle('obras-publicas', false));

  it('refuses its members on reads and writes, and changes nothing', async () => {
    expect(await toggle('obras-publicas', true)).toBe('changed');
    const before = await databaseChecksum(testContext().database.db);
    const requests: Array<[string, string, unknown?]> = [
      ['GET', '/t/obras-publicas/settings'],
      ['GET', '/t/obras-publicas/projects'],
      ['GET', '/t/obras-publicas/members'],
      ['GET', '/t/obras-publicas/search?q=agua'],
      ['PUT', '/t/obras-publicas/settings', { name: 'Tomado' }],
      ['POST', '/t/obras-publicas/members/invitations', { email: 'alguien@example.gob.ar', role: 'admin' }],
    ];
    for (const [method, path, body] of requests) {
      const response = await call(method, path, tokens.admin, body);
      expect({ path, method, status: response.status }).toEqual({ path, method, status: 403 });
      expect(await response.json()).toEqual(DISABLED);
    }
    expect(await databaseChecksum(testContext().database.db)).toEqual(before);
  });

  it('tells someone who is not a member nothing new', async () => {
    const response = await call('GET', '/t/obras-publicas/settings', tokens.editor);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(NOT_A_MEMBER);
  });

  it('leaves the members’ tenant list, and cannot become their preferred one', async () => {
    expect(await tenantSlugsOf(tokens.admin)).toEqual(['cenit-demo']);
    const response = await call('PATCH', '/users/me', tokens.admin, { preferredTenant: 'obras-publicas' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('leaves other tenants alone', async () => {
    expect((await call('GET', '/t/cenit-demo/settings', tokens.admin)).status).toBe(200);
  });

  it('is back, with its data, once enabled', async () => {
    expect(await toggle('obras-publicas', false)).toBe('changed');
    expect(await toggle('obras-publicas', false)).toBe('unchanged');
    const response = await call('GET', '/t/obras-publicas/projects', tokens.admin);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { pagination: { total: number } }).pagination.total).toBeGreaterThan(0);
    expect(await tenantSlugsOf(tokens.admin)).toEqual(['cenit-demo', 'obras-publicas']);
  });
});
