// Real Firebase ID tokens from the Auth emulator, through its REST API (as the web's Firebase SDK would get them).
import { randomBytes } from 'node:crypto';
import { EMULATOR_HOST } from './emulatorProcess.ts';

const identityToolkit = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
/** The password of every account signUpUnverifiedUser opens. */
export const NEW_USER_PASSWORD = 'secreto123';

async function call(endpoint: string, body: unknown): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`${identityToolkit}/${endpoint}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { idToken: string; localId: string; error?: { message: string } };
  if (!response.ok) throw new Error(`${endpoint} failed: ${json.error?.message ?? response.status}`);
  return json;
}

export async function signInWithPassword(email: string, password = 'demo1234'): Promise<string> {
  return (await call('accounts:signInWithPassword', { email, password, returnSecureToken: true })).idToken;
}

/**
 * A brand-new emulator account with a unique address (parallel test files never share one) that has not proven its
 * e-mail: anyone can create such an account for any address.
 */
export async function signUpUnverifiedUser(
  prefix = 'persona',
): Promise<{ email: string; idToken: string; uid: string }> {
  const email = `${prefix}-${randomBytes(5).toString('hex')}@prueba.siipro.test`;
  const { idToken, localId } = await call('accounts:signUp', {
    email,
    password: NEW_USER_PASSWORD,
    returnSecureToken: true,
  });
  return { email, idToken, uid: localId };
}

/**
 * Changes an emulator account as the project's admin would (the emulator's admin credential, "Bearer owner"):
 * its address, its verification, disabling it. Only on accounts a test created for itself.
 */
export async function updateEmulatorAccount(
  uid: string,
  changes: { email?: string; emailVerified?: boolean; disableUser?: boolean; photoUrl?: string },
): Promise<void> {
  const response = await fetch(`${identityToolkit}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, ...changes }),
  });
  if (!response.ok) throw new Error(`accounts:update failed: ${response.status} ${await response.text()}`);
}

/**
 * A brand-new account whose e-mail is verified, as after following the verification link: the emulator's admin
 * credential marks it, and a fresh sign-in gives a token that says so.
 */
export async function signUpNewUser(prefix = 'persona'): Promise<{ email: string; idToken: string; uid: string }> {
  const person = await signUpUnverifiedUser(prefix);
  await updateEmulatorAccount(person.uid, { emailVerified: true });
  return { ...person, idToken: await signInWithPassword(person.email, NEW_USER_PASSWORD) };
}
