// The app's long-lived objects, created once: the session store, wired to the sign-in service and to the API client,
// both loaded on demand (lazyIdentity.ts; apiClient.ts), so a newcomer's /login downloads neither before it shows.
import { lazyIdentityProvider } from '../auth/lazyIdentity.ts';
import { afterLoadOrInteraction } from '../lib/afterLoad.ts';
import { browserLocalStore } from '../lib/localStore.ts';
import { SessionStore } from '../session/sessionStore.ts';

export const identity = lazyIdentityProvider({
  load: () => import('../auth/firebaseIdentity.ts').then((module) => module.identity),
  storage: window.localStorage,
});

/** The API client (its own chunk, with ky and the schemas): screens behind the guard import apiClient.ts directly. */
export const loadApi = () => import('./apiClient.ts').then((module) => module.api);

export const session = new SessionStore({
  loadApi,
  identity,
  storage: browserLocalStore(),
  afterFirstScreen: afterLoadOrInteraction,
});
