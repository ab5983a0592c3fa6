// GET /t/{slug}/audit (issue 18): every change of the settings area — settings, domains, invitations, roles,
// removals — listed newest first with who, when, what and before → after, page by page; admins only; one tenant's
// record never shows another's. On PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { auditListAnswerSchema, type AuditListAnswer } from '@siipro/domain';
import { NOT_A_MEMBER, PERMISSION_DENIED, demoUid, useAdminApi } from './support/adminApi.ts';

const { testContext, tokens, call } = useAdminApi();

async function audit(search = '', token = tokens.admin, slug = 'cenit-demo'): Promise<AuditListAnswer> {
  const response = await call('GET', `/t/${slug}/audit?${search}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return auditListAnswerSchema.parse(await response.json());
}

async function ok(response: Response | Promise<Response>, status = 200) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return answer;
}

describe('GET /t/{slug}/audit', () => {
  it('lists each change of the settings area newest first, with who, when and before → after', async () => {
    expect(await audit()).toEqual({
      data: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasPrev: false, hasNext: false },
    });
    const editor = demoUid('editor@siipro.test');
    await ok(call('PUT', '/t/cenit-demo/settings', tokens.admin, { name: 'CENIT Auditado' }));
    testContext().clock.advanceSeconds(1);
    await ok(call('POST', '/t/cenit-demo/domains', tokens.admin, { domain: 'auditoria.gob.ar' }), 201);
    const invitation = (await (
      await ok(call('POST', '/t/cenit-demo/members/invitations', tokens.admin, { email: 'audit@example.gob.ar' }), 201)
    ).json()) as { invitationId: string };
    await ok(call('POST', `/t/cenit-demo/members/invitations/${invitation.invitationId}/revoke`, tokens.admin));
    await ok(call('PATCH', `/t/cenit-demo/members/${editor}/role`, tokens.admin, { role: 'viewer' }));
    await ok(call('PATCH', `/t/cenit-demo/members/${editor}/role`, tokens.admin, { role: 'editor' }));
    await ok(call('DELETE', '/t/cenit-demo/domains/auditoria.gob.ar', tokens.admin), 204);

    const { data, pagination } = await audit();
    expect(pagination).toEqual({ page: 1, limit: 20, total: 7, totalPages: 1, hasPrev: false, hasNext: false });
    expect(data.map((entry) => [entry.action, entry.target])).toEqual([
      ['domain.removed', 'auditoria.gob.ar'],
      ['member.role_changed', 'editor@siipro.test'],
      ['member.role_changed', 'editor@siipro.test'],
      ['invitation.revoked', 'audit@example.gob.ar'],
      ['invitation.created', 'audit@example.gob.ar'],
      ['domain.added', 'auditoria.gob.ar'],
      ['settings.updated', null],
    ]);
    const admin = { userId: demoUid('admin@siipro.test'), name: 'María Fernández', email: 'admin@siipro.test' };
    expect(data.every((entry) => JSON.stringify(entry.actor) === JSON.stringify(admin))).toBe(true);
    expect(data[1]).toMatchObject({ before: { role: 'viewer' }, after: { role: 'editor' } });
    expect(data[6]).toMatchObject({ before: { name: 'CENIT Demo' }, after: { name: 'CENIT Auditado' } });
    expect(data[6]!.createdAt < data[5]!.createdAt).toBe(true);

    // Pages: two at a time, newest first, none repeated.
    const first = await audit('limit=2');
    const last = await audit('limit=2&page=4');
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 7, totalPages: 4, hasPrev: false, hasNext: true });
    expect(last.pagination).toMatchObject({ page: 4, hasPrev: true, hasNext: false });
    const pages = [first, await audit('limit=2&page=2'), await audit('limit=2&page=3'), last];
    expect(pages.flatMap((page) => page.data.map((entry) => entry.auditId))).toEqual(
      data.map((entry) => entry.auditId),
    );
    expect((await audit('page=9')).data).toEqual([]);

    // The other tenant's record has none of this.
    expect((await audit('', tokens.admin, 'obras-publicas')).data).toEqual([]);
  });

  it('is for admins only (tenant:settings:manage); a non-member is told nothing', async () => {
    for (const role of ['optimizer', 'editor', 'viewer'] as const) {
      const response = await call('GET', '/t/cenit-demo/audit', tokens[role]);
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual(PERMISSION_DENIED);
    }
    const response = await call('GET', '/t/obras-publicas/audit', tokens.editor);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(NOT_A_MEMBER);
  });

  it.each([
    ['page=0', /La página debe ser un entero/],
    ['page=abc', /La página/],
    ['page=1.5', /La página/],
    ['limit=0', /El límite debe ser un entero entre 1 y 100/],
    ['limit=101', /El límite debe ser un entero entre 1 y 100/],
    ['sort=-createdAt', /sort/],
  ])('refuses %s with a Spanish 400', async (search, message) => {
    const response = await call('GET', `/t/cenit-demo/audit?${search}`, tokens.admin);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errorCode: string; message: string; details?: unknown[] };
    expect(answer.errorCode).toBe('VALIDATION_ERROR');
    expect(answer.message + JSON.stringify(answer.details ?? [])).toMatch(message);
  });
});
