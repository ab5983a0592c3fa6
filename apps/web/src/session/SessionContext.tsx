// React access to the session store: the snapshot (re-rendering on change) and the store's actions.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionTenant, SessionUser } from '@siipro/domain';
import { findTenant } from './activeTenant.ts';
import type { SessionSnapshot, SessionStore } from './sessionStore.ts';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children?: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** The signed-in user; only for screens behind the authentication guard. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser must be used behind <RequireAuth>');
  return user;
}

/** The active tenant of the session, or null. */
export function useActiveTenant(): SessionTenant | null {
  const { user, activeTenantSlug } = useSession();
  return user ? findTenant(user.tenants, activeTenantSlug) : null;
}
