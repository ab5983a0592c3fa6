// The outside probe of `pnpm start` (issue 46), each try kept as it was made: an unsigned emulator token naming an
// existing account with someone else's e-mail, a foreign Host (DNS rebinding), a disabled Firebase account keeping
// its session. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invitations, refreshTokens, tenants, users } from '../src/db/schema.ts';
import { addDays } from './support/dates.ts';
import {
  signInWithPassword,
  signUpNewUser,
  signUpUnverifiedUser,
  updateEmulatorAccount,
} from './support/emulatorUsers.ts';
import { forgedIdToken } from './support/forgedTokens.ts';
import { BASE, authorized, exchange, refreshCookieOf, withCookie } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function pendingInvitationFor(email: string) {
  const [tenant] = await context.database.db.select().from(tenants).where(eq(tenants.slug, 'cenit-demo'));
  const [invitation] = await context.database.db
    .insert(invitations)
    .values({ tenantId: tenant!.id, email, role: 'admin', expiresAt: addDays(context.clock.now(), 7) })
    .returning();
  return invitation!;
}

describe('emulator-mode sign-in reads the account from the emulator, not from the token', () => {
  it('signs an unsigned token naming an account and someone else’s e-mail in as that account’s own person', async () => {
    const attacker = await signUpNewUser('atacante');
    const victimEmail = `victima-${attacker.uid.slice(0, 6).toLowerCase()}@example.gob.ar`;
    const invitation = await pendingInvitationFor(victimEmail);

    const response = await exchange(
      context,
      forgedIdToken({ sub: attacker.uid, email: victimEmail, email_verified: true, name: 'Víctima' }),
    );
    // The attacker is themself, with no tenant: refused for want of an invitation of their own.
    expect(response.status).toBe(403);
    expect((await response.json()).errorCode).toBe('INVITE_REQUIRED');
    expect(refreshCookieOf(response)).toBeNull();
    expect(await context.database.db.select().from(users).where(eq(users.email, victimEmail))).toEqual([]);
    const [row] = await context.database.db.select().from(users).where(eq(users.firebaseUid, attacker.uid));
    expect(row?.email).toBe(attacker.email);
    const [still] = await context.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(still).toMatchObject({ status: 'pending', acceptedBy: null });
  });

  it('takes a demo member’s uid with the admin’s address as the member, never as the admin', async () => {
    const response = await exchange(
      context,
      forgedIdToken({ sub: 'demo-viewer', email: 'admin@siipro.test', email_verified: true }),
    );
    expect(response.status).toBe(200);
    const caller = await context.accessTokens.verify((await response.json()).accessToken);
    expect(caller.email).toBe('viewer@siipro.test');
  });

  it('refuses an unverified account whose token claims it is verified, and an account the emulator does not have', async () => {
    const unverified = await signUpUnverifiedUser('dice-verificada');
    const claimed = await exchange(
      context,
      forgedIdToken({ sub: unverified.uid, email: unverified.email, email_verified: true }),
    );
    expect(claimed.status).toBe(403);
    expect(await claimed.json()).toEqual({
      errorCode: 'PERMISSION_DENIED',
      message: 'Por favor verifica tu correo electrónico antes de iniciar sesión.',
    });

    const unknown = await exchange(context, forgedIdToken({ sub: 'nadie-en-el-emulador', email: 'a@b.gob.ar' }));
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).errorCode).toBe('UNAUTHENTICATED');
  });

  it('refuses a disabled account’s genuine token with 401', async () => {
    const person = await signUpNewUser('deshabilitada');
    await pendingInvitationFor(person.email);
    await updateEmulatorAccount(person.uid, { disableUser: true });
    const response = await exchange(context, person.idToken);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errorCode: 'UNAUTHENTICATED',
      message: 'Tu cuenta está deshabilitada o ya no existe. Contacta a un administrador.',
    });
    expect(await context.database.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
  });
});

describe('avatars only from an allowed image host', () => {
  it('keeps a sign-in picture from the provider’s avatar host and drops one from any other', async () => {
    for (const [photoUrl, stored] of [
      ['https://atacante.example/rastreo.png', null],
      ['https://lh3.googleusercontent.com/a/foto-de-perfil', 'https://lh3.googleusercontent.com/a/foto-de-perfil'],
    ] as const) {
      const person = await signUpNewUser('con-foto');
      await updateEmulatorAccount(person.uid, { photoUrl });
      expect((await exchange(context, person.idToken)).status).toBe(403); // no tenant yet: signed in, then refused
      const [row] = await context.database.db.select().from(users).where(eq(users.email, person.email));
      expect(row?.avatarUrl ?? null, photoUrl).toBe(stored);
    }
  });
});

describe('a Host the API is not configured with (DNS rebinding)', () => {
  const FOREIGN_HOST = {
    errorCode: 'PERMISSION_DENIED',
    message: 'Solicitud rechazada: la dirección no corresponde a este servidor de SIIPRO.',
  };

  it('is refused with 403 before any route runs, sign-in included', async () => {
    const idToken = forgedIdToken({ sub: 'demo-admin' });
    const before = await context.database.db.select().from(users).orderBy(users.email);
    for (const host of [
      'atacante.example',
      'atacante.example:3000',
      '127.0.0.1:3000.atacante.example',
      '127.0.0.1',
      'localhost:3001',
      '',
    ]) {
      for (const [method, path] of [
        ['POST', '/auth/exchange'],
        ['GET', '/users/me'],
        ['GET', '/'],
        ['GET', '/invitations/abcdefghijklmnopqrstuvwx'],
      ] as const) {
        const response = await context.app.request(`${BASE}${path}`, {
          method,
          headers: { host, authorization: `Bearer ${idToken}`, origin: `http://${host}` },
        });
        expect(response.status, `${method} ${path} Host: ${host}`).toBe(403);
        expect(await response.json()).toEqual(FOREIGN_HOST);
        expect(refreshCookieOf(response)).toBeNull();
      }
    }
    expect(await context.database.db.select().from(users).orderBy(users.email)).toEqual(before);
  });

  it('answers its own names, whatever their case', async () => {
    for (const host of ['127.0.0.1:3000', 'LOCALHOST:3000', '[::1]:3000']) {
      const response = await context.app.request(`${BASE}/`, { headers: { host } });
      expect(response.status, host).toBe(200);
    }
  });

  it('lets a load balancer probe health by address (those paths say nothing else)', async () => {
    const response = await context.app.request(`${BASE}/health/live`, { headers: { host: '10.0.0.5:3000' } });
    expect(response.status).not.toBe(403);
  });
});

describe('sessions end when the account does, at their absolute lifetime, or when an admin ends them', () => {
  const ACCOUNT_DISABLED = {
    errorCode: 'UNAUTHENTICATED',
    message: 'Tu cuenta está deshabilitada o ya no existe. Contacta a un administrador.',
  };
  const SESSIONS_ENDED = {
    errorCode: 'UNAUTHENTICATED',
    message: 'Un administrador cerró tus sesiones. Inicia sesión nuevamente.',
  };

  async function signedIn(idToken: string) {
    const response = await exchange(context, idToken);
    expect(response.status).toBe(200);
    return { accessToken: (await response.json()).accessToken as string, cookie: refreshCookieOf(response)!.value };
  }

  const refresh = (cookie: string) => withCookie(context, '/auth/refresh', cookie);

  async function openFamilies(userId: string) {
    const rows = await context.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
    return new Set(rows.filter((row) => !row.revokedAt && !row.usedAt).map((row) => row.familyId)).size;
  }

  it('refuses the refresh of a Firebase account disabled since sign-in, and ends all its sessions', async () => {
    const person = await signUpNewUser('se-deshabilita');
    await pendingInvitationFor(person.email);
    const first = await signedIn(person.idToken);
    const second = await signedIn(person.idToken);
    const rotated = await refresh(first.cookie);
    expect(rotated.status).toBe(200);

    await updateEmulatorAccount(person.uid, { disableUser: true });
    const refused = await refresh(refreshCookieOf(rotated)!.value);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(ACCOUNT_DISABLED);
    expect(refreshCookieOf(refused)?.attributes).toContain('Max-Age=0');
    // The other session (another device) ended with it.
    expect((await refresh(second.cookie)).status).toBe(401);
    const [user] = await context.database.db.select().from(users).where(eq(users.email, person.email));
    expect(await openFamilies(user!.id)).toBe(0);
  });

  it('ends a session 30 days after its sign-in however often it is refreshed (rotation does not renew it)', async () => {
    let { cookie } = await signedIn(await signInWithPassword('optimizador@siipro.test'));
    for (let day = 1; day <= 29; day++) {
      context.clock.advanceSeconds(24 * 3600);
      const response = await refresh(cookie);
      expect(response.status, `day ${day}`).toBe(200);
      const next = refreshCookieOf(response)!;
      // What is left of the 30 days, never a fresh 30.
      expect(next.attributes, `day ${day}`).toContain(`Max-Age=${(30 - day) * 24 * 3600}`);
      cookie = next.value;
    }
    context.clock.advanceSeconds(24 * 3600);
    const expired = await refresh(cookie);
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toBe('La sesión expiró o fue cerrada. Inicia sesión nuevamente.');
  });

  it('lets an admin end a member’s sessions: refresh and access tokens refused at once, membership kept', async () => {
    const admin = await signedIn(await signInWithPassword('admin@siipro.test'));
    const viewer = await signedIn(await signInWithPassword('viewer@siipro.test'));
    const otherDevice = await signedIn(await signInWithPassword('viewer@siipro.test'));
    const [viewerRow] = await context.database.db.select().from(users).where(eq(users.email, 'viewer@siipro.test'));
    const path = `/t/cenit-demo/members/${viewerRow!.id}/sessions`;
    expect((await authorized(context, '/t/cenit-demo/settings', viewer.accessToken)).status).toBe(200);

    const open = await openFamilies(viewerRow!.id);
    expect(open).toBeGreaterThanOrEqual(2);
    const ended = await authorized(context, path, admin.accessToken, { method: 'DELETE' });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ uid: viewerRow!.id, endedSessions: open });
    expect(await openFamilies(viewerRow!.id)).toBe(0);

    for (const call of ['/t/cenit-demo/settings', '/users/me']) {
      const refused = await authorized(context, call, viewer.accessToken);
      expect(refused.status, call).toBe(401);
      expect(await refused.json()).toEqual(SESSIONS_ENDED);
    }
    for (const cookie of [viewer.cookie, otherDevice.cookie]) expect((await refresh(cookie)).status).toBe(401);
    // Recorded, and the admin's own session untouched.
    const audit = await authorized(context, '/t/cenit-demo/audit', admin.accessToken);
    expect((await audit.json()).data[0]).toMatchObject({
      action: 'member.sessions_ended',
      target: 'viewer@siipro.test',
      after: { openSessions: 0 },
    });

    // Still a member: signing in again lets them back in.
    context.clock.advanceSeconds(1);
    const again = await signedIn(await signInWithPassword('viewer@siipro.test'));
    expect((await authorized(context, '/t/cenit-demo/settings', again.accessToken)).status).toBe(200);
    expect((await authorized(context, '/users/me', again.accessToken)).status).toBe(200);
  });

  it('is refused to non-admins, and finds no one outside the admin’s own tenant (nothing ends)', async () => {
    const editor = await signedIn(await signInWithPassword('editor@siipro.test'));
    const admin = await signedIn(await signInWithPassword('admin@siipro.test'));
    const optimizer = await signedIn(await signInWithPassword('optimizador@siipro.test'));
    const [optimizerRow] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'optimizador@siipro.test'));
    const open = await openFamilies(optimizerRow!.id);
    const attempts: Array<[string, string, number]> = [
      // An editor may not, even for someone of their own tenant.
      [`/t/cenit-demo/members/${optimizerRow!.id}/sessions`, editor.accessToken, 403],
      // The admin of obras-publicas, about someone who is not a member there.
      [`/t/obras-publicas/members/${optimizerRow!.id}/sessions`, admin.accessToken, 404],
      // A tenant the caller does not belong to.
      [`/t/obras-publicas/members/${optimizerRow!.id}/sessions`, editor.accessToken, 403],
      // Ids that are not one, or hostile.
      ['/t/cenit-demo/members/demo-optimizer/sessions', admin.accessToken, 404],
      ["/t/cenit-demo/members/1'%20or%20'1'='1/sessions", admin.accessToken, 404],
      ['/t/cenit-demo/members/00000000-0000-4000-8000-000000000000/sessions', admin.accessToken, 404],
    ];
    for (const [path, token, status] of attempts) {
      const response = await authorized(context, path, token, { method: 'DELETE' });
      expect(response.status, path).toBe(status);
      expect((await response.json()).message).toMatch(/\.$/);
    }
    // An edited token: the editor's, claiming to be the admin, is not a token.
    const [header, payload, signature] = editor.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const [adminRow] = await context.database.db.select().from(users).where(eq(users.email, 'admin@siipro.test'));
    const edited = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: adminRow!.id })).toString('base64url')}.${signature}`;
    const forged = await authorized(context, `/t/cenit-demo/members/${optimizerRow!.id}/sessions`, edited, {
      method: 'DELETE',
    });
    expect(forged.status).toBe(401);

    expect(await openFamilies(optimizerRow!.id)).toBe(open);
    expect((await authorized(context, '/users/me', optimizer.accessToken)).status).toBe(200);
  });
});
