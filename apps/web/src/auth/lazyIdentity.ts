// The sign-in service, loaded on demand. The Firebase SDK is its own chunk: the login page starts loading it when it
// mounts (it arrives while the person types), and the session loads it at start only when Firebase has kept a user
// in this browser. Without one there is nothing it could tell: no user is signed in, and no token exists.
import type { IdentityProvider } from './identityProvider.ts';

/**
 * Firebase's local persistence (browserLocalPersistence, firebase.ts) keeps the signed-in user in localStorage
 * under `firebase:authUser:<apiKey>:<appName>`; it is removed on sign-out.
 */
const PERSISTED_USER_PREFIX = 'firebase:authUser:';

function hasPersistedUser(storage: Pick<Storage, 'length' | 'key'>): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(PERSISTED_USER_PREFIX)) return true;
    }
    return false;
  } catch {
    return true; // storage unreadable: ask Firebase itself
  }
}

export interface LazyIdentityOptions {
  load: () => Promise<IdentityProvider>;
  /** Where Firebase persists its user; window.localStorage in the browser. */
  storage: Pick<Storage, 'length' | 'key'>;
}

export interface LazyIdentity extends IdentityProvider {
  /** Starts loading the sign-in service (idempotent), e.g. as soon as the login screen shows. */
  preload(): Promise<IdentityProvider>;
}

export function lazyIdentityProvider({ load, storage }: LazyIdentityOptions): LazyIdentity {
  let loaded: IdentityProvider | null = null;
  let loading: Promise<IdentityProvider> | null = null;
  const pendingListeners = new Set<(signedIn: boolean) => void>();
  const unsubscribers = new Map<(signedIn: boolean) => void, () => void>();

  function preload(): Promise<IdentityProvider> {
    if (!loading) {
      loading = load().then((provider) => {
        loaded = provider;
        // Listeners registered before the service arrived start hearing it now.
        for (const listener of pendingListeners) unsubscribers.set(listener, provider.onSignedInChange(listener));
        pendingListeners.clear();
        return provider;
      });
      loading.catch(() => {
        loading = null; // a failed download (offline) is retried by the next call
      });
    }
    return loading;
  }

  /** The loaded service, or null when none is loaded and Firebase keeps no user here (so none is signed in). */
  async function whenUserMayExist(): Promise<IdentityProvider | null> {
    if (loaded) return loaded;
    if (loading || hasPersistedUser(storage)) return preload();
    return null;
  }

  return {
    preload,
    ready: async () => (await whenUserMayExist())?.ready(),
    currentIdToken: async () => (await whenUserMayExist())?.currentIdToken() ?? null,
    currentEmail: async () => (await whenUserMayExist())?.currentEmail() ?? null,
    signInWithEmail: async (email, password) => (await preload()).signInWithEmail(email, password),
    // The popup must open while the click's user activation lasts (seconds): the login page has preloaded the
    // service, so this await is a resolved promise in practice.
    signInWithGoogle: async () => (await preload()).signInWithGoogle(),
    signOut: async () => (await whenUserMayExist())?.signOut(),
    onSignedInChange(listener) {
      if (loaded) return loaded.onSignedInChange(listener);
      pendingListeners.add(listener);
      return () => {
        pendingListeners.delete(listener);
        unsubscribers.get(listener)?.();
        unsubscribers.delete(listener);
      };
    },
  };
}
