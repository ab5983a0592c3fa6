import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from './support/dates.ts';
import { invitations, memberships, tenants, users } from '../src/db/schema.ts';
import { exchangeResponseSchema } from '../src/routes/auth.ts';
import {
  NEW_USER_PASSWORD,
  signInWithPassword,
  signUpNewUser,
  signUpUnverifiedUser,
  updateEmulatorAccount,
} from './support/emulatorUsers.ts';
import { BASE, exchange, refreshCookieOf } from './support/http.ts';
import { forgedIdToken } from './support/forgedTokens.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

const INVITE_REQUIRED =
  'Necesitas una invitación para acceder. Contacta a un administrador para que te envíe una invitación.';
const EMAIL_NOT_VERIFIED = 'Por favor verifica tu correo electrónico antes de iniciar sesión.';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function cenitDemoId(): Promise<string> {
  const [tenant] = await context.database.db.select().from(tenants).where(eq(tenants.slug, 'cenit-demo'));
  return tenant!.id;
}

describe('POST /auth/exchange', () => {
  it('exchanges a demo account ID token for an access token and an httpOnly SameSite=Strict refresh cookie', async () => {
    const response = await exchange(context, await signInWithPassword('editor@siipro.test'));
    expect(response.status).toBe(200);
    const body = exchangeResponseSchema.parse(await response.json());
    expect(body.expiresIn).toBe(900);
    expect(body.accepted_invitations).toEqual([]);
    expect(body.message).toBe('Sesión iniciada correctamente.');
    const caller = await context.accessTokens.verify(body.accessToken);
    expect(caller.email).toBe('editor@siipro.test');

    const cookie = refreshCookieOf(response);
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', `Max-Age=${30 * 24 * 3600}`]),
    );
    // Plain http (local development): a Secure cookie would never come back.
    expect(cookie?.attributes).not.toContain('Secure');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await exchange(context, await signInWithPassword('viewer@siipro.test'), {
      url: 'https://127.0.0.1:3000/auth/exchange',
    });
    expect(response.status).toBe(200);
    expect(refreshCookieOf(response)?.attributes).toContain('Secure');
  });

  it('links the Firebase account to the seeded user instead of creating another one', async () => {
    await exchange(context, await signInWithPassword('optimizador@siipro.test'));
    const rows = await context.database.db.select().from(users).where(eq(users.email, 'optimizador@siipro.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firebaseUid).toBe('demo-optimizer');
    expect(rows[0]!.lastLoginAt).not.toBeNull();
  });

  it('answers 403 INVITE_REQUIRED to a person with no tenant and no invitation, without a cookie', async () => {
    const response = await exchange(context, await signInWithPassword('nuevo@siipro.test'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errorCode: 'INVITE_REQUIRED', message: INVITE_REQUIRED });
    expect(refreshCookieOf(response)).toBeNull();
  });

  it('creates the user on first sight even when access is refused', async () => {
    const person = await signUpNewUser('sin-invitacion');
    const response = await exchange(context, person.idToken);
    expect(response.status).toBe(403);
    const [user] = await context.database.db.select().from(users).where(eq(users.email, person.email));
    expect(user?.firebaseUid).toBe(person.uid);
  });

  it('accepts a pending invitation for the e-mail, reports it and welcomes the person in Spanish', async () => {
    const person = await signUpNewUser('invitada');
    const tenantId = await cenitDemoId();
    const now = context.clock.now();
    const [invitation] = await context.database.db
      .insert(invitations)
      .values({ tenantId, email: person.email, role: 'editor', expiresAt: addDays(now, 7) })
      .returning();

    const response = await exchange(context, person.idToken);
    expect(response.status).toBe(200);
    const body = exchangeResponseSchema.parse(await response.json());
    expect(body.message).toBe('¡Bienvenido! Se aceptaron tus invitaciones pendientes.');
    expect(body.accepted_invitations).toEqual([
      { invitationId: invitation!.id, tenantId, tenantSlug: 'cenit-demo', tenantName: 'CENIT Demo', role: 'editor' },
    ]);

    const [user] = await context.database.db.select().from(users).where(eq(users.email, person.email));
    const [membership] = await context.database.db.select().from(memberships).where(eq(memberships.userId, user!.id));
    expect(membership).toMatchObject({ tenantId, role: 'editor' });
    const [accepted] = await context.database.db.select().from(invitations).where(eq(invitations.id, invitation!.id));
    expect(accepted).toMatchObject({ status: 'accepted', acceptedBy: user!.id });

    // A second sign-in accepts nothing new.
    const again = exchangeResponseSchema.parse(await (await exchange(context, person.idToken)).json());
    expect(again.accepted_invitations).toEqual([]);
  });

  it('ignores an expired invitation, so the person still needs one', async () => {
    const person = await signUpNewUser('vencida');
    await context.database.db.insert(invitations).values({
      tenantId: await cenitDemoId(),
      email: person.email,
      role: 'viewer',
      expiresAt: addDays(context.clock.now(), -1),
    });
    const response = await exchange(context, person.idToken);
    expect(response.status).toBe(403);
    expect((await response.json()).errorCode).toBe('INVITE_REQUIRED');
  });

  it('refuses an account whose e-mail is not verified, creating no user and accepting no invitation', async () => {
    const person = await signUpUnverifiedUser('sin-verificar');
    const [invitation] = await context.database.db
      .insert(invitations)
      .values({
        tenantId: await cenitDemoId(),
        email: person.email,
        role: 'editor',
        expiresAt: addDays(context.clock.now(), 7),
      })
      .returning();

    const response = await exchange(context, person.idToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errorCode: 'PERMISSION_DENIED', message: EMAIL_NOT_VERIFIED });
    expect(refreshCookieOf(response)).toBeNull();
    expect(await context.database.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
    const [still] = await context.database.db.select().from(invitations).where(eq(invitations.id, invitation!.id));
    expect(still).toMatchObject({ status: 'pending', acceptedBy: null });
  });

  it("does not let an unverified account with a member's e-mail take that member's user over", async () => {
    // A member whose Firebase account is another one (re-created, or from another sign-in method), and a password
    // account someone created for the same address without owning it.
    const impostor = await signUpUnverifiedUser('suplantada');
    const now = context.clock.now();
    const [member] = await context.database.db
      .insert(users)
      .values({
        firebaseUid: 'cuenta-original',
        email: impostor.email,
        name: 'Integrante',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await context.database.db
      .insert(memberships)
      .values({ tenantId: await cenitDemoId(), userId: member!.id, role: 'admin', createdAt: now, updatedAt: now });

    for (const path of ['/auth/exchange', '/auth/login']) {
      const response =
        path === '/auth/exchange'
          ? await exchange(context, impostor.idToken)
          : await context.app.request(`${BASE}${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ idToken: impostor.idToken }),
            });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ errorCode: 'PERMISSION_DENIED', message: EMAIL_NOT_VERIFIED });
      expect(refreshCookieOf(response)).toBeNull();
    }
    const [after] = await context.database.db.select().from(users).where(eq(users.id, member!.id));
    expect(after).toEqual(member);
  });

  it('answers 401 with the error body to a forged, a malformed or a missing token', async () => {
    const genuine = await signInWithPassword('editor@siipro.test');
    const [header, payload] = genuine.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'admin@siipro.test' }),
    ).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.firma`, 'no-es-un-token']) {
      const response = await exchange(context, token);
      expect(response.status).toBe(401);
      const body = await response.json();
      expect(body.errorCode).toBe('UNAUTHENTICATED');
      expect(body.message).toMatch(/inicio de sesión/);
    }
    const missing = await context.app.request(`${BASE}/auth/exchange`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect((await missing.json()).errorCode).toBe('UNAUTHENTICATED');
  });

  it('refuses with 401, changing nothing, an account whose e-mail belongs to another user (it was a 500)', async () => {
    // Two people sign in, then the first one's Firebase account changes its address to the second one's (an admin
    // of the Firebase project may do that): which SIIPRO user is it now? Neither row may take the other's place.
    const first = await signUpNewUser('primero');
    const second = await signUpNewUser('segundo');
    await exchange(context, first.idToken);
    await exchange(context, second.idToken);
    await updateEmulatorAccount(second.uid, { email: `antes-${second.email}`, emailVerified: true });
    await updateEmulatorAccount(first.uid, { email: second.email, emailVerified: true });
    // A new address revokes the tokens issued before it (to the second), as Firebase does: the first person signs in
    // again with it. The old token passed only when both fell in the same second.
    const renewedToken = await signInWithPassword(second.email, NEW_USER_PASSWORD);
    const before = await context.database.db.select().from(users).orderBy(users.email);

    const response = await exchange(context, renewedToken);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errorCode: 'UNAUTHENTICATED',
      message:
        'El correo electrónico de esta cuenta ya pertenece a otro usuario de SIIPRO. Contacta a un administrador.',
    });
    expect(refreshCookieOf(response)).toBeNull();
    expect(await context.database.db.select().from(users).orderBy(users.email)).toEqual(before);
  });

  it('refuses with 401 a token whose claims have the wrong types, creating nobody (even where they are not read)', async () => {
    const before = await context.database.db.select().from(users);
    for (const claims of [
      // An emulator account that exists (the emulator refuses unknown uids), with claims of the wrong shape.
      { sub: 'demo-new', email: 12345 },
      { sub: 'demo-new', email: { correo: 'x@y.z' } },
      { sub: 'demo-new', email: 'sin-arroba' },
      { sub: 'demo-new', email: 'nuevo@siipro.test', email_verified: 'true' },
      { sub: '', email: 'vacio@prueba.siipro.test' },
    ]) {
      const response = await exchange(context, forgedIdToken(claims));
      expect(response.status, JSON.stringify(claims)).toBe(401);
      expect((await response.json()).errorCode).toBe('UNAUTHENTICATED');
    }
    expect(await context.database.db.select().from(users)).toEqual(before);
  });

  it('takes the profile from the emulator’s record, never from what an unsigned token claims', async () => {
    const response = await exchange(
      context,
      forgedIdToken({
        sub: 'demo-new',
        email: 'nuevo@siipro.test',
        name: 'Otra Persona',
        picture: 'https://x.example/a.png',
      }),
    );
    // nuevo@ has no tenant: signed in, then refused for want of an invitation.
    expect(response.status).toBe(403);
    const [row] = await context.database.db.select().from(users).where(eq(users.email, 'nuevo@siipro.test'));
    expect(row?.avatarUrl ?? null).toBeNull();
    expect(row?.name).toBe('Sofía Díaz');
  });
});
