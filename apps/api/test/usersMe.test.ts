import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { permissionsForRole } from '@siipro/domain';
import { users } from '../src/db/schema.ts';
import { sessionUserSchema } from '../src/users/sessionUser.ts';
import { BASE, authorized, patchJson, signIn } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
let admin: string;
let editor: string;
beforeAll(async () => {
  context = await createTestContext();
  admin = (await signIn(context, 'admin@siipro.test')).accessToken;
  editor = (await signIn(context, 'editor@siipro.test')).accessToken;
});
afterAll(() => context.close());

async function me(token: string) {
  const response = await authorized(context, '/users/me', token);
  expect(response.status).toBe(200);
  return sessionUserSchema.parse(await response.json());
}

async function storedAdmin() {
  const [row] = await context.database.db.select().from(users).where(eq(users.email, 'admin@siipro.test'));
  return row!;
}

describe('GET /users/me', () => {
  it('returns the profile with phone, work address and tenants with role and features', async () => {
    const user = await me(editor);
    expect(user).toMatchObject({
      email: 'editor@siipro.test',
      name: 'Juan Pérez',
      phone: '+54 351 422-1100',
      workAddress: 'Av. Poeta Lugones 12, Córdoba',
      preferredTenant: null,
    });
    expect(user.tenants).toEqual([
      expect.objectContaining({
        slug: 'cenit-demo',
        name: 'CENIT Demo',
        siteUrl: 'https://cenit.example.gob.ar',
        logo: null,
        role: 'editor',
        features: permissionsForRole('editor'),
      }),
    ]);
  });

  it('answers 401 without a token, with a Firebase token instead of ours, and with garbage', async () => {
    const none = await context.app.request(`${BASE}/users/me`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      errorCode: 'UNAUTHENTICATED',
      message: 'Falta el token de acceso. Inicia sesión nuevamente.',
    });
    for (const token of ['basura', `${admin.slice(0, -4)}AAAA`]) {
      const response = await authorized(context, '/users/me', token);
      expect(response.status).toBe(401);
      expect((await response.json()).errorCode).toBe('UNAUTHENTICATED');
    }
  });
});

describe('PATCH /users/me', () => {
  it('updates phone and work address, trimming them, and returns the updated user', async () => {
    const response = await patchJson(context, '/users/me', admin, {
      phone: '  +54 11 5555-0000 ',
      workAddress: 'Hipólito Yrigoyen 250, CABA',
    });
    expect(response.status).toBe(200);
    const user = sessionUserSchema.parse(await response.json());
    expect(user).toMatchObject({ phone: '+54 11 5555-0000', workAddress: 'Hipólito Yrigoyen 250, CABA' });
    expect(await storedAdmin()).toMatchObject({
      phone: '+54 11 5555-0000',
      workAddress: 'Hipólito Yrigoyen 250, CABA',
    });
  });

  it('clears a field sent empty or null', async () => {
    const user = sessionUserSchema.parse(
      await (await patchJson(context, '/users/me', admin, { phone: '', workAddress: null })).json(),
    );
    expect(user).toMatchObject({ phone: null, workAddress: null });
  });

  it("stores a preferred tenant among the user's own, which becomes the active tenant; null removes it", async () => {
    const chosen = sessionUserSchema.parse(
      await (await patchJson(context, '/users/me', admin, { preferredTenant: 'obras-publicas' })).json(),
    );
    expect(chosen.preferredTenant).toBe('obras-publicas');
    expect(chosen.tenantActive?.slug).toBe('obras-publicas');
    expect((await me(admin)).preferredTenant).toBe('obras-publicas');

    const cleared = sessionUserSchema.parse(
      await (await patchJson(context, '/users/me', admin, { preferredTenant: null })).json(),
    );
    expect(cleared.preferredTenant).toBeNull();
    expect(cleared.tenantActive).toBeNull();
  });

  it('refuses a tenant the user does not belong to with a Spanish VALIDATION_ERROR and changes nothing', async () => {
    await patchJson(context, '/users/me', editor, { phone: '+54 351 000-1111' });
    const response = await patchJson(context, '/users/me', editor, {
      phone: '+54 9 11 2222-3333',
      preferredTenant: 'obras-publicas',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      message: 'El espacio de trabajo preferido debe ser uno de los tuyos.',
      details: [{ path: 'preferredTenant', message: 'El espacio de trabajo preferido debe ser uno de los tuyos.' }],
    });
    const user = await me(editor);
    expect(user.phone).toBe('+54 351 000-1111');
    expect(user.preferredTenant).toBeNull();
  });

  it('reports every invalid field, in Spanish, and unknown fields too', async () => {
    const response = await patchJson(context, '/users/me', admin, {
      phone: 'llamame',
      workAddress: 'x'.repeat(201),
      email: 'otro@siipro.test',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'phone', message: 'El teléfono solo puede tener números, espacios y los signos + ( ) - .' },
        { path: 'workAddress', message: 'La dirección laboral puede tener como máximo 200 caracteres.' },
      ]),
    );
    // PostgreSQL stores no NUL character: refused as the person's mistake, not a server failure.
    const nul = await patchJson(context, '/users/me', admin, { workAddress: 'Av. de Mayo\u0000 525' });
    expect(nul.status).toBe(400);
    expect((await nul.json()).details).toEqual([
      { path: 'workAddress', message: 'La dirección laboral contiene un carácter no permitido.' },
    ]);
    const unknown = body.details.find((detail: { path: string }) => detail.path === '');
    expect(unknown?.message).toMatch(/desconocid/i);
    expect((await storedAdmin()).email).toBe('admin@siipro.test');
  });

  it('needs a JSON body and a token', async () => {
    const text = await authorized(context, '/users/me', admin, {
      method: 'PATCH',
      headers: { 'content-type': 'text/plain' },
      body: 'phone=1',
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      message: 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).',
    });
    const anonymous = await context.app.request(`${BASE}/users/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });
});
