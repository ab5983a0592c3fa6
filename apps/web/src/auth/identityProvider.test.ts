import { describe, expect, it } from 'vitest';
import type { Auth } from 'firebase/auth';
import { firebaseIdentityProvider } from './identityProvider.ts';

/**
 * Firebase Auth as a page sees it just after the SDK loaded: no current user until its persisted one is restored
 * (authStateReady resolves then), whatever storage holds.
 */
function restoringAuth(idToken: string | null) {
  let restore!: () => void;
  const restored = new Promise<void>((resolve) => (restore = resolve));
  const auth = {
    currentUser: null as { getIdToken: () => Promise<string> } | null,
    authStateReady: () => restored,
  };
  return {
    auth: auth as unknown as Auth,
    finishRestoring() {
      if (idToken) auth.currentUser = { getIdToken: async () => idToken };
      restore();
    },
  };
}

const options = { emulator: true, apiKey: 'fake-api-key' };

describe('firebaseIdentityProvider', () => {
  it('waits for the persisted user before answering whether someone is signed in', async () => {
    const firebase = restoringAuth('id-token');
    const identity = firebaseIdentityProvider(firebase.auth, options);

    const token = identity.currentIdToken();
    let answered = false;
    void token.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);

    firebase.finishRestoring();
    expect(await token).toBe('id-token');
  });

  it('answers null once the service knows nobody is signed in', async () => {
    const firebase = restoringAuth(null);
    const identity = firebaseIdentityProvider(firebase.auth, options);
    firebase.finishRestoring();
    expect(await identity.currentIdToken()).toBeNull();
  });
});
