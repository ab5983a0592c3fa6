// The app's long-lived objects, created once: the API client (through the web's same-origin proxies) and the
// session store, wired to each other and to the sign-in service (loaded on demand: see lazyIdentity.ts).
import { createApiClient } from '@siipro/api-client';
import { lazyIdentityProvider } from '../auth/lazyIdentity.ts';
import { browserLocalStore } from '../lib/localStore.ts';
import { SessionStore } from '../session/sessionStore.ts';

export const identity = lazyIdentityProvider({
  load: () => import('../auth/firebaseIdentity.ts').then((module) => module.identity),
  storage: window.localStorage,
});

// The client's callbacks run long after this module has finished loading, when `session` exists.
export const api = createApiClient({
  baseUrl: '/api',
  onAuthFailure: () => session.handleAuthFailure(),
  onInviteRequired: () => session.handleInviteRequired(),
  getIdToken: () => identity.currentIdToken(),
});

export const session = new SessionStore({ api, identity, storage: browserLocalStore() });
