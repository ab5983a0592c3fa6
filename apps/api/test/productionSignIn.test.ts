// An API configured for a real Firebase project (no FIREBASE_AUTH_EMULATOR_HOST) refuses the unsigned tokens the
// emulator would accept: emulator mode cannot be switched on by accident (issue #13).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { forgedIdToken } from './support/forgedTokens.ts';
import { exchange } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
beforeAll(async () => {
  // firebase-admin reads the emulator's address from the process environment; the global setup (which seeds the
  // emulator) left it there. A production process never has it.
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  context = await createTestContext({
    env: { FIREBASE_PROJECT_ID: 'siipro-produccion', FIREBASE_AUTH_EMULATOR_HOST: '' },
  });
});
afterAll(() => context.close());

describe('an API configured for a real Firebase project', () => {
  it('does not use the emulator', () => {
    expect(context.config.firebaseAuthEmulatorHost).toBeUndefined();
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });

  it('refuses with 401 an unsigned token that names a seeded admin, and creates nothing', async () => {
    const before = await context.database.db.select().from(users);
    const response = await exchange(
      context,
      forgedIdToken({ sub: 'demo-admin', email: 'admin@siipro.test' }, 'siipro-produccion'),
    );
    expect(response.status).toBe(401);
    expect((await response.json()).errorCode).toBe('UNAUTHENTICATED');
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(await context.database.db.select().from(users)).toEqual(before);
  });
});
