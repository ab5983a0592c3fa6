// Members and invitations (issue 18): who may list, invite, resend, revoke, remove and change roles; the e-mail rule
// and the 409s of an existing member or a pending invitation; the last admin; a removed or demoted member refused or
// reduced on their very next request (in any API process); and an invitation accepted by signing in with its e-mail
// through /auth/exchange — but not once revoked or expired. Every change in the record of changes. On PGlite and
// PostgreSQL.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  invitationLinkAnswerSchema,
  invitationAnswerSchema,
  invitationSentAnswerSchema,
  memberAnswerSchema,
  membersAnswerSchema,
  messages,
  type InvitationSentAnswer,
  type MembersAnswer,
} from '@siipro/domain';
import { invitations, memberships } from '../src/db/schema.ts';
import { setTenantDisabled } from '../src/operator/tenants.ts';
import { exchangeResponseSchema } from '../src/routes/auth.ts';
import { addDays } from './support/dates.ts';
import { signUpNewUser } from './support/emulatorUsers.ts';
import { BASE, exchange } from './support/http.ts';
import { NOT_A_MEMBER, PERMISSION_DENIED, ROLE_ACCOUNTS, demoUid, useAdminApi } from './support/adminApi.ts';

const { testContext, tokens, call, tenantId, auditRows, roleOf } = useAdminApi();

const CONFLICT_LAST_ADMIN = {
  errorCode: 'CONFLICT',
  message: 'El espacio de trabajo debe conservar al menos un administrador.',
};
const NOT_PENDING = {
  errorCode: 'CONFLICT',
  message: 'Solo las invitaciones pendientes se pueden reenviar o cancelar.',
};

async function members(token = tokens.admin, slug = 'cenit-demo'): Promise<MembersAnswer> {
  const response = await call('GET', `/t/${slug}/members`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return membersAnswerSchema.parse(await response.json());
}

const invite = (body: unknown, token = tokens.admin, slug = 'cenit-demo') =>
  call('POST', `/t/${slug}/members/invitations`, token, body);

async function invited(email: string, role?: string, slug = 'cenit-demo'): Promise<InvitationSentAnswer> {
  const response = await invite(role ? { email, role } : { email }, tokens.admin, slug);
  expect(response.status, await response.clone().text()).toBe(201);
  return invitationSentAnswerSchema.parse(await response.json());
}

const resend = (id: string, token = tokens.admin, slug = 'cenit-demo') =>
  call('POST', `/t/${slug}/members/invitations/${id}/resend`, token);
const revoke = (id: string, token = tokens.admin, slug = 'cenit-demo') =>
  call('POST', `/t/${slug}/members/invitations/${id}/revoke`, token);
const removeMember = (uid: string, token = tokens.admin, slug = 'cenit-demo') =>
  call('DELETE', `/t/${slug}/members/${uid}`, token);
const setRole = (uid: string, role: unknown, token = tokens.admin, slug = 'cenit-demo') =>
  call('PATCH', `/t/${slug}/members/${uid}/role`, token, { role });

/** Runs `attempt` and checks that members, invitations and the record of changes are as they were. */
async function changesNothing(attempt: () => Promise<void>) {
  const before = await members();
  const recorded = (await auditRows()).length;
  await attempt();
  expect(await members()).toEqual(before);
  expect(await auditRows()).toHaveLength(recorded);
}

async function restoreMembership(email: keyof typeof ROLE_ACCOUNTS, role: string) {
  const db = testContext().database.db;
  const userId = demoUid(ROLE_ACCOUNTS[email]);
  const id = await tenantId();
  await db.delete(memberships).where(and(eq(memberships.tenantId, id), eq(memberships.userId, userId)));
  await db.insert(memberships).values({ tenantId: id, userId, role });
}

describe('GET /t/{slug}/members', () => {
  it('lists the active members with their ids and roles, and every invitation with its display status', async () => {
    const answer = await members();
    expect(answer.members.map(({ email, role, status }) => ({ email, role, status }))).toEqual(
      expect.arrayContaining([
        { email: 'admin@siipro.test', role: 'admin', status: 'active' },
        { email: 'editor@siipro.test', role: 'editor', status: 'active' },
        { email: 'viewer@siipro.test', role: 'viewer', status: 'active' },
        { email: 'optimizador@siipro.test', role: 'optimizer', status: 'active' },
      ]),
    );
    expect(answer.members).toHaveLength(4);
    expect(answer.members.find((member) => member.email === 'editor@siipro.test')).toEqual({
      uid: demoUid('editor@siipro.test'),
      name: 'Juan Pérez',
      email: 'editor@siipro.test',
      avatarUrl: null,
      role: 'editor',
      status: 'active',
    });
    const byEmail = new Map(answer.invitations.map((invitation) => [invitation.email, invitation]));
    expect(byEmail.get('pablo.acosta@transporte.mendoza.example.gob.ar')).toMatchObject({
      status: 'accepted',
      role: 'optimizer',
      invitedBy: { name: 'María Fernández' },
      link: null,
    });
    expect(byEmail.get('federico.herrera@rosario.example.gob.ar')?.status).toBe('revoked');
    expect(byEmail.get('natalia.torres@edusalta.example.gob.ar')?.status).toBe('expired');
    // A pending invitation whose date passed shows as expired.
    expect(byEmail.get('diego.sosa@hidraulica.pba.example.gob.ar')?.status).toBe('expired');
  });

  it('is for tenant:users:view: admin, optimizer and editor read it; a viewer and a non-member get 403', async () => {
    for (const role of ['optimizer', 'editor'] as const) expect((await members(tokens[role])).members).toHaveLength(4);
    const viewer = await call('GET', '/t/cenit-demo/members', tokens.viewer);
    expect(viewer.status).toBe(403);
    expect(await viewer.json()).toEqual(PERMISSION_DENIED);
    const other = await call('GET', '/t/obras-publicas/members', tokens.editor);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual(NOT_A_MEMBER);
  });
});

describe('POST /t/{slug}/members/invitations', () => {
  it('invites a trimmed, lower-cased e-mail as viewer by default, for 7 days, with a link to copy', async () => {
    const now = testContext().clock.now();
    const invitation = await invited('  Nueva.Persona@Example.GOB.ar ');
    expect(invitation).toMatchObject({
      email: 'nueva.persona@example.gob.ar',
      role: 'viewer',
      status: 'pending',
      expiresAt: addDays(now, 7).toISOString(),
      createdAt: now.toISOString(),
      invitedBy: { name: 'María Fernández' },
      emailSent: false,
    });
    const webUrl = testContext().config.webUrl;
    expect(invitation.link).toMatch(new RegExp(`^${webUrl.replace(/[.]/g, '\\.')}/login\\?invitacion=[\\w-]{32}$`));
    const { emailSent: _sent, ...listed } = invitation;
    expect((await members()).invitations[0]).toEqual(listed);
    expect((await auditRows())[0]).toMatchObject({
      action: 'invitation.created',
      target: 'nueva.persona@example.gob.ar',
      actorEmail: 'admin@siipro.test',
      before: null,
      after: { invitationId: invitation.invitationId, email: 'nueva.persona@example.gob.ar', role: 'viewer' },
    });
    // Each invitation has its own link.
    const other = await invited('otra.persona@example.gob.ar', 'editor');
    expect(other.role).toBe('editor');
    expect(other.link).not.toBe(invitation.link);
  });

  it('answers 409 to a member or a pending invitation for the e-mail, in any case, and changes nothing', async () => {
    await invited('repetida@example.gob.ar');
    for (const [email, message] of [
      ['repetida@example.gob.ar', 'repetida@example.gob.ar ya tiene una invitación pendiente.'],
      [' REPETIDA@example.gob.ar', 'repetida@example.gob.ar ya tiene una invitación pendiente.'],
      ['editor@siipro.test', 'editor@siipro.test ya es miembro de este espacio de trabajo.'],
      ['Admin@SIIPRO.test', 'admin@siipro.test ya es miembro de este espacio de trabajo.'],
    ] as const) {
      await changesNothing(async () => {
        const response = await invite({ email, role: 'editor' });
        expect(response.status, email).toBe(409);
        expect(await response.json()).toEqual({ errorCode: 'CONFLICT', message });
      });
    }
  });

  it('refuses the outside probe’s addresses with a Spanish 400, and folds full-width letters and a trailing dot (issue 46)', async () => {
    for (const email of [
      '<script>@x.com',
      '"><img src=x onerror=alert(1)>@x.com',
      'ana@cba.gob.ar\u202e',
      'ana@127.0.0.1',
    ]) {
      await changesNothing(async () => {
        const response = await invite({ email, role: 'editor' });
        expect(response.status, email).toBe(400);
        const answer = (await response.json()) as { errorCode: string; message: string; details?: unknown[] };
        expect(answer.errorCode).toBe('VALIDATION_ERROR');
        expect(answer.message + JSON.stringify(answer.details ?? [])).toMatch(
          /Por favor ingresa un correo electrónico válido/,
        );
      });
    }
    // The same person in another spelling: a conflict with the pending invitation, not a second one.
    await invited('plegada@example.gob.ar');
    for (const email of ['ｐｌｅｇａｄａ＠ｅｘａｍｐｌｅ．ｇｏｂ．ａｒ', 'Plegada@Example.gob.ar.']) {
      await changesNothing(async () => {
        const response = await invite({ email, role: 'editor' });
        expect(response.status, email).toBe(409);
        expect(((await response.json()) as { message: string }).message).toBe(
          'plegada@example.gob.ar ya tiene una invitación pendiente.',
        );
      });
    }
    expect((await invited('ｎｕｅｖａ＠ｅｘａｍｐｌｅ．ｇｏｂ．ａｒ.')).email).toBe('nueva@example.gob.ar');
  });

  it('replaces a pending invitation whose date passed, marking it expired', async () => {
    const db = testContext().database.db;
    const [old] = await db
      .insert(invitations)
      .values({
        tenantId: await tenantId(),
        email: 'vencida@example.gob.ar',
        role: 'viewer',
        expiresAt: addDays(testContext().clock.now(), -1),
      })
      .returning();
    const fresh = await invited('vencida@example.gob.ar', 'editor');
    expect(fresh.status).toBe('pending');
    const [stored] = await db.select().from(invitations).where(eq(invitations.id, old!.id));
    expect(stored?.status).toBe('expired');
  });

  it('is for tenant:invite:manage only (admin): optimizer, editor, viewer and non-members get 403', async () => {
    for (const role of ['optimizer', 'editor', 'viewer'] as const) {
      await changesNothing(async () => {
        const response = await invite({ email: 'intruso@example.gob.ar', role: 'admin' }, tokens[role]);
        expect(response.status, role).toBe(403);
        expect(await response.json()).toEqual(PERMISSION_DENIED);
      });
    }
    const response = await invite({ email: 'intruso@example.gob.ar' }, tokens.editor, 'obras-publicas');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(NOT_A_MEMBER);
  });

  it.each([
    ['no e-mail', {}, /El correo electrónico es requerido/],
    ['an empty e-mail', { email: '   ' }, /El correo electrónico es requerido/],
    ['a text that is not an e-mail', { email: 'no-es-correo' }, /Por favor ingresa un correo electrónico válido/],
    ['two at-signs', { email: 'a@@b.gob.ar' }, /Por favor ingresa un correo electrónico válido/],
    ['an e-mail as a number', { email: 42 }, /correo/],
    ['an unknown role', { email: 'x@example.gob.ar', role: 'superadmin' }, /El rol debe ser/],
    ['a role in capitals', { email: 'x@example.gob.ar', role: 'ADMIN' }, /El rol debe ser/],
    ['a field of its own', { email: 'x@example.gob.ar', tenantId: 'otro' }, /tenantId/],
    ['a list', [{ email: 'x@example.gob.ar' }], /.+/],
    ['an SQL injection', { email: "x'); delete from memberships; --@a.gob.ar" }, /válido/],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_case, body, message) => {
    await changesNothing(async () => {
      const response = await invite(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errorCode: string; message: string; details?: unknown[] };
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message + JSON.stringify(answer.details ?? [])).toMatch(message);
    });
  });
});

describe('resend and revoke', () => {
  it('resends a pending invitation with a new expiry, keeping its link, and records it', async () => {
    const invitation = await invited('reenviar@example.gob.ar');
    testContext().clock.advanceSeconds(120);
    const response = await resend(invitation.invitationId);
    expect(response.status, await response.clone().text()).toBe(200);
    const resent = invitationSentAnswerSchema.parse(await response.json());
    expect(resent).toMatchObject({
      invitationId: invitation.invitationId,
      status: 'pending',
      link: invitation.link,
      expiresAt: addDays(testContext().clock.now(), 7).toISOString(),
    });
    expect((await auditRows())[0]).toMatchObject({
      action: 'invitation.resent',
      target: 'reenviar@example.gob.ar',
      before: { expiresAt: invitation.expiresAt },
      after: { expiresAt: resent.expiresAt },
    });
  });

  it('revokes a pending invitation: no link any more, and neither resend nor revoke again', async () => {
    const invitation = await invited('revocar@example.gob.ar');
    const response = await revoke(invitation.invitationId);
    expect(response.status).toBe(200);
    expect(invitationAnswerSchema.parse(await response.json())).toMatchObject({ status: 'revoked', link: null });
    expect((await auditRows())[0]).toMatchObject({
      action: 'invitation.revoked',
      before: { status: 'pending' },
      after: { status: 'revoked' },
    });
    for (const again of [resend, revoke]) {
      await changesNothing(async () => {
        const refused = await again(invitation.invitationId);
        expect(refused.status).toBe(409);
        expect(await refused.json()).toEqual(NOT_PENDING);
      });
    }
    // Now the e-mail can be invited again.
    expect((await invited('revocar@example.gob.ar')).status).toBe('pending');
  });

  it('is for tenant:users:manage: optimizer, editor and viewer get 403 and nothing changes', async () => {
    const invitation = await invited('permisos@example.gob.ar');
    for (const role of ['optimizer', 'editor', 'viewer'] as const) {
      for (const action of [resend, revoke]) {
        await changesNothing(async () => {
          const response = await action(invitation.invitationId, tokens[role]);
          expect(response.status, role).toBe(403);
          expect(await response.json()).toEqual(PERMISSION_DENIED);
        });
      }
    }
  });

  it('does not find another tenant’s invitation, an unknown id or a hostile one (404), and changes nothing', async () => {
    const elsewhere = await invited('ajena@example.gob.ar', 'viewer', 'obras-publicas');
    for (const id of [elsewhere.invitationId, '00000000-0000-4000-8000-000000000000', 'inv-0001', "1' or '1'='1"]) {
      for (const action of [resend, revoke]) {
        await changesNothing(async () => {
          const response = await action(encodeURIComponent(id));
          expect(response.status, id).toBe(404);
          expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'No se encontró la invitación.' });
        });
      }
    }
    expect((await members(tokens.admin, 'obras-publicas')).invitations[0]?.status).toBe('pending');
  });
});

describe('roles and removals', () => {
  it('changes a role, records it, and the member’s next request already has the new role’s permissions', async () => {
    const editor = demoUid('editor@siipro.test');
    expect((await call('GET', '/t/cenit-demo/members', tokens.editor)).status).toBe(200);
    const response = await setRole(editor, 'viewer');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(memberAnswerSchema.parse(await response.json())).toMatchObject({ uid: editor, role: 'viewer' });
    expect(await roleOf('editor@siipro.test')).toBe('viewer');
    expect((await auditRows())[0]).toMatchObject({
      action: 'member.role_changed',
      target: 'editor@siipro.test',
      before: { uid: editor, role: 'editor' },
      after: { uid: editor, role: 'viewer' },
    });
    // The same token, a moment later: a viewer cannot see the members list, here and in another API process.
    const refused = await call('GET', '/t/cenit-demo/members', tokens.editor);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(PERMISSION_DENIED);
    const other = await testContext().anotherProcess();
    try {
      const elsewhere = await other.app.request(`${BASE}/t/cenit-demo/members`, {
        headers: { authorization: `Bearer ${tokens.editor}` },
      });
      expect(elsewhere.status).toBe(403);
    } finally {
      await other.close();
    }
    // The same role again changes and records nothing.
    const recorded = (await auditRows()).length;
    expect((await setRole(editor, 'viewer')).status).toBe(200);
    expect(await auditRows()).toHaveLength(recorded);
    expect((await setRole(editor, 'editor')).status).toBe(200);
    expect((await call('GET', '/t/cenit-demo/members', tokens.editor)).status).toBe(200);
  });

  it('removes a member, whose very next request is refused in every process, and records it', async () => {
    const viewer = demoUid('viewer@siipro.test');
    try {
      expect((await call('GET', '/t/cenit-demo/settings', tokens.viewer)).status).toBe(200);
      const response = await removeMember(viewer);
      expect(response.status).toBe(204);
      expect((await members()).members.map((member) => member.email)).not.toContain('viewer@siipro.test');
      expect((await auditRows())[0]).toMatchObject({
        action: 'member.removed',
        target: 'viewer@siipro.test',
        before: { uid: viewer, email: 'viewer@siipro.test', name: 'Lucía Gómez', role: 'viewer' },
        after: null,
      });
      for (const path of ['/t/cenit-demo/settings', '/t/cenit-demo/organizations']) {
        const refused = await call('GET', path, tokens.viewer);
        expect(refused.status, path).toBe(403);
        expect(await refused.json()).toEqual(NOT_A_MEMBER);
      }
      const other = await testContext().anotherProcess();
      try {
        const elsewhere = await other.app.request(`${BASE}/t/cenit-demo/settings`, {
          headers: { authorization: `Bearer ${tokens.viewer}` },
        });
        expect(elsewhere.status).toBe(403);
      } finally {
        await other.close();
      }
      // Removing them again: not a member any more.
      const again = await removeMember(viewer);
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'No se encontró el miembro.' });
    } finally {
      await restoreMembership('viewer', 'viewer');
    }
  });

  it('keeps the last admin: not removed, not demoted (409); with a second admin, either may go', async () => {
    const admin = demoUid('admin@siipro.test');
    await changesNothing(async () => {
      for (const response of [await removeMember(admin), await setRole(admin, 'editor')]) {
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual(CONFLICT_LAST_ADMIN);
      }
    });
    expect((await setRole(admin, 'admin')).status).toBe(200);

    const optimizer = demoUid('optimizador@siipro.test');
    try {
      expect((await setRole(optimizer, 'admin')).status).toBe(200);
      // Two admins demoting each other at once: one wins, the other is refused, and one admin remains.
      const [first, second] = await Promise.all([
        setRole(optimizer, 'viewer', tokens.admin),
        setRole(admin, 'viewer', tokens.optimizer),
      ]);
      // The loser is refused by the last-admin rule (409), or, if it arrived after the winner's commit, already as a
      // viewer (403).
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = (await members(first.status === 200 ? tokens.admin : tokens.optimizer)).members.filter(
        (member) => member.role === 'admin',
      );
      expect(admins).toHaveLength(1);
    } finally {
      await restoreMembership('admin', 'admin');
      await restoreMembership('optimizer', 'optimizer');
    }
    expect(await roleOf('admin@siipro.test')).toBe('admin');
  });

  it('is for tenant:users:manage: optimizer, editor and viewer get 403 and nothing changes', async () => {
    for (const role of ['optimizer', 'editor', 'viewer'] as const) {
      await changesNothing(async () => {
        for (const response of [
          await setRole(demoUid('viewer@siipro.test'), 'admin', tokens[role]),
          await setRole(demoUid(ROLE_ACCOUNTS[role]), 'admin', tokens[role]),
          await removeMember(demoUid('admin@siipro.test'), tokens[role]),
        ]) {
          expect(response.status, role).toBe(403);
          expect(await response.json()).toEqual(PERMISSION_DENIED);
        }
      });
    }
  });

  it('does not find a non-member, another tenant’s member or a hostile id (404), and changes nothing', async () => {
    for (const uid of [demoUid('nuevo@siipro.test'), '00000000-0000-4000-8000-000000000000', 'demo-admin', '%27']) {
      await changesNothing(async () => {
        for (const response of [await removeMember(uid), await setRole(uid, 'viewer')]) {
          expect(response.status, uid).toBe(404);
          expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'No se encontró el miembro.' });
        }
      });
    }
    // An editor of cenit-demo cannot act on obras-publicas' members at all.
    const response = await removeMember(demoUid('admin@siipro.test'), tokens.editor, 'obras-publicas');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(NOT_A_MEMBER);
  });

  it.each([
    ['no role', {}],
    ['an unknown role', { role: 'owner' }],
    ['a role as a number', { role: 1 }],
    ['another field', { role: 'viewer', tenantId: 'x' }],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_case, body) => {
    await changesNothing(async () => {
      const response = await call(
        'PATCH',
        `/t/cenit-demo/members/${demoUid('viewer@siipro.test')}/role`,
        tokens.admin,
        body,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errorCode: string }).errorCode).toBe('VALIDATION_ERROR');
    });
  });
});

describe('accepting an invitation by signing in (POST /auth/exchange)', () => {
  it('gives the invited e-mail the tenant with the invited role and the welcome message, recorded', async () => {
    const person = await signUpNewUser('invitado');
    const invitation = await invited(person.email.toUpperCase(), 'editor');
    const response = await exchange(testContext(), person.idToken);
    expect(response.status).toBe(200);
    const body = exchangeResponseSchema.parse(await response.json());
    expect(body.message).toBe('¡Bienvenido! Se aceptaron tus invitaciones pendientes.');
    expect(body.accepted_invitations).toEqual([
      {
        invitationId: invitation.invitationId,
        tenantId: await tenantId(),
        tenantSlug: 'cenit-demo',
        tenantName: 'CENIT Demo',
        role: 'editor',
      },
    ]);
    // As an editor: the members list is theirs to read, inviting is not.
    const list = await members(body.accessToken);
    expect(list.members.find((member) => member.email === person.email)?.role).toBe('editor');
    expect(list.invitations.find((entry) => entry.invitationId === invitation.invitationId)).toMatchObject({
      status: 'accepted',
      link: null,
    });
    expect((await invite({ email: 'x@example.gob.ar' }, body.accessToken)).status).toBe(403);
    expect((await auditRows())[0]).toMatchObject({
      action: 'invitation.accepted',
      target: person.email,
      actorEmail: person.email,
      after: { invitationId: invitation.invitationId, status: 'accepted', role: 'editor' },
    });
  });

  it('grants nothing for a revoked or an expired invitation', async () => {
    const revoked = await signUpNewUser('revocada');
    const revokedInvitation = await invited(revoked.email, 'editor');
    expect((await revoke(revokedInvitation.invitationId)).status).toBe(200);

    const expired = await signUpNewUser('vencida');
    const expiredInvitation = await invited(expired.email, 'editor');
    await testContext()
      .database.db.update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, expiredInvitation.invitationId));

    for (const person of [revoked, expired]) {
      const response = await exchange(testContext(), person.idToken);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { errorCode: string }).errorCode).toBe('INVITE_REQUIRED');
    }
    const emails = (await members()).members.map((member) => member.email);
    expect(emails).not.toContain(revoked.email);
    expect(emails).not.toContain(expired.email);
  });
});

describe('GET /invitations/{token} (the page an invitation link opens)', () => {
  const lookUp = (token: string) => testContext().app.request(`${BASE}/invitations/${encodeURIComponent(token)}`);
  const tokenOf = (link: string | null) => new URL(link!).searchParams.get('invitacion')!;

  it('tells anyone holding the link which tenant invites which e-mail, with what role and status', async () => {
    const invitation = await invited('enlace@example.gob.ar', 'optimizer');
    const response = await lookUp(tokenOf(invitation.link));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(invitationLinkAnswerSchema.parse(await response.json())).toEqual({
      tenantName: 'CENIT Demo',
      tenantSlug: 'cenit-demo',
      email: 'enlace@example.gob.ar',
      role: 'optimizer',
      status: 'pending',
      expiresAt: invitation.expiresAt,
    });
    // An expired link still says so (the person asks for another one).
    await testContext()
      .database.db.update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, invitation.invitationId));
    expect(((await (await lookUp(tokenOf(invitation.link))).json()) as { status: string }).status).toBe('expired');
  });

  it('answers 404, saying nothing, to a revoked link and to an accepted one (issue 46)', async () => {
    const notFound = { errorCode: 'NOT_FOUND', message: 'No se encontró la invitación.' };
    const revokedLink = await invited('revocada-enlace@example.gob.ar', 'editor');
    expect((await lookUp(tokenOf(revokedLink.link))).status).toBe(200);
    expect((await revoke(revokedLink.invitationId)).status).toBe(200);
    const afterRevoke = await lookUp(tokenOf(revokedLink.link));
    expect(afterRevoke.status).toBe(404);
    expect(await afterRevoke.json()).toEqual(notFound);

    const person = await signUpNewUser('acepta-enlace');
    const acceptedLink = await invited(person.email, 'viewer');
    expect((await exchange(testContext(), person.idToken)).status).toBe(200);
    const afterAccept = await lookUp(tokenOf(acceptedLink.link));
    expect(afterAccept.status).toBe(404);
    expect(await afterAccept.json()).toEqual(notFound);
  });

  it('says a disabled workspace is disabled, and leaves its invitation pending until it is enabled (issue 46)', async () => {
    const disable = (disabled: boolean) =>
      setTenantDisabled(testContext().database.db, 'obras-publicas', disabled, testContext().clock.now());
    const person = await signUpNewUser('invitada-deshabilitado');
    const invitation = await invited(person.email, 'editor', 'obras-publicas');
    expect(await disable(true)).toBe('changed');
    try {
      const response = await lookUp(tokenOf(invitation.link));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        errorCode: 'PERMISSION_DENIED',
        message: messages.tenantDisabled.denied,
      });
      expect((await exchange(testContext(), person.idToken)).status).toBe(403);
      const [row] = await testContext()
        .database.db.select({ status: invitations.status })
        .from(invitations)
        .where(eq(invitations.id, invitation.invitationId));
      expect(row?.status).toBe('pending');
    } finally {
      await disable(false);
    }
    expect((await lookUp(tokenOf(invitation.link))).status).toBe(200);
    expect((await exchange(testContext(), person.idToken)).status).toBe(200);
    expect((await members(tokens.admin, 'obras-publicas')).members.map((member) => member.email)).toContain(
      person.email,
    );
  });

  it('answers 404 to a token no link has, or a hostile one', async () => {
    for (const token of ['x'.repeat(32), 'corto', "' or '1'='1", 'a\u0000b'.repeat(4), 'é'.repeat(20)]) {
      const response = await lookUp(token);
      expect(response.status, token).toBe(404);
      expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'No se encontró la invitación.' });
    }
  });
});
