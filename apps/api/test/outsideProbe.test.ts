// The outside probe of `pnpm start` (issue 46), each try kept as it was made: an unsigned emulator token naming an
// existing account with someone else's e-mail, a foreign Host (DNS rebinding), a disabled Firebase account keeping
// its session. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invitations, tenants, users } from '../src/db/schema.ts';
import { addDays } from './support/dates.ts';
import { signUpNewUser, signUpUnverifiedUser, updateEmulatorAccount } from './support/emulatorUsers.ts';
import { forgedIdToken } from './support/forgedTokens.ts';
import { BASE, exchange, refreshCookieOf } from './support/http.ts';
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
