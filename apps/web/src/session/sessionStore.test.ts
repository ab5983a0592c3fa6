import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@siipro/api-client';
import { sessionUserSchema, type AuthExchange, type SessionUser } from '@siipro/domain';
import type { IdentityProvider } from '../auth/identityProvider.ts';
import { createLocalStore } from '../lib/localStore.ts';
import { SessionStore, type SessionApi } from './sessionStore.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

const tenant = (slug: string, name: string) => ({ tenantId: `id-${slug}`, slug, name, role: 'admin', features: [] });
const admin: SessionUser = sessionUserSchema.parse({
  uid: 'u-1',
  email: 'admin@siipro.test',
  name: 'Ana Admin',
  tenants: [tenant('cenit-demo', 'CENIT Demo'), tenant('obras-publicas', 'Obras Públicas')],
});

/** In-memory Storage with the browser's three calls. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    store: createLocalStore({
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    }),
  };
}

/** A sign-in service whose user the test controls. */
function fakeIdentity() {
  let listener: (signedIn: boolean) => void = () => undefined;
  let idToken: string | null = null;
  const identity = {
    ready: vi.fn(async () => undefined),
    currentIdToken: vi.fn(async () => idToken),
    currentEmail: vi.fn(async (): Promise<string | null> => 'persona@prueba.siipro.test'),
    signInWithEmail: vi.fn(async (email: string, password: string) => {
      if (password !== 'demo1234') throw Object.assign(new Error('Firebase: Error'), { code: 'auth/wrong-password' });
      idToken = `id-token-of-${email}`;
      listener(true);
      return idToken;
    }),
    signInWithGoogle: vi.fn(async () => 'google-id-token'),
    signOut: vi.fn(async () => {
      idToken = null;
      listener(false);
    }),
    onSignedInChange: vi.fn((next: (signedIn: boolean) => void) => {
      listener = next;
      return () => undefined;
    }),
  } satisfies IdentityProvider;
  return { identity, signOutElsewhere: () => identity.signOut() };
}

function fakeApi(overrides: { exchange?: () => Promise<AuthExchange>; refresh?: () => Promise<void> } = {}) {
  return {
    auth: {
      exchange: vi.fn(
        overrides.exchange ??
          (async () => ({ accessToken: 't', expiresIn: 900, message: 'Hola', acceptedInvitations: 0 })),
      ),
      refresh: vi.fn(overrides.refresh ?? (async () => undefined)),
      logout: vi.fn(async () => undefined),
      login: vi.fn(),
      accessToken: vi.fn(() => 't'),
    },
    users: {
      getMe: vi.fn(async () => admin),
      updateMe: vi.fn(async (changes: { preferredTenant?: string | null }) => ({
        ...admin,
        preferredTenant: changes.preferredTenant ?? null,
      })),
    },
  };
}

function createStore(api = fakeApi(), { sessionOpened = true } = {}) {
  const storage = memoryStorage();
  if (sessionOpened) storage.values.set(STORAGE_KEYS.sessionOpened, '1');
  const { identity, signOutElsewhere } = fakeIdentity();
  const navigate = vi.fn();
  const deferred: Array<() => void> = [];
  const store = new SessionStore({
    loadApi: async () => api as unknown as SessionApi,
    identity,
    storage: storage.store,
    afterFirstScreen: (task) => deferred.push(task),
  });
  store.setNavigator(navigate);
  /** The page has shown (afterLoadOrInteraction): runs what the session left for then. */
  const showFirstScreen = async () => {
    for (const task of deferred.splice(0)) task();
    await vi.waitFor(() => expect(identity.onSignedInChange).toHaveBeenCalled());
  };
  return { store, api, identity, storage: storage.values, navigate, signOutElsewhere, showFirstScreen };
}

const atOnce = (task: () => void) => task();

const refused = () =>
  Promise.reject(new ApiError({ status: 401, errorCode: 'UNAUTHENTICATED', message: 'Token refresh failed' }));

describe('SessionStore: restoring on reload', () => {
  it('starts loading and restores the session from the refresh cookie', async () => {
    const { store, api, storage } = createStore();
    storage.set(STORAGE_KEYS.activeTenant, 'obras-publicas');
    expect(store.getSnapshot().status).toBe('loading');
    await store.start();
    expect(api.auth.refresh).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', activeTenantSlug: 'obras-publicas' });
    expect(store.getSnapshot().user?.email).toBe('admin@siipro.test');
  });

  it('calls nothing when no session was opened in this browser and the sign-in service has no user', async () => {
    const loadApi = vi.fn(async () => fakeApi() as unknown as SessionApi);
    const store = new SessionStore({
      loadApi,
      identity: fakeIdentity().identity,
      storage: memoryStorage().store,
      afterFirstScreen: atOnce,
    });
    await store.start();
    expect(loadApi).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', user: null });
  });

  it('leaves the sign-in service alone until the first screen has shown when the cookie restores the session', async () => {
    const { store, api, identity, showFirstScreen } = createStore();
    await store.start();
    expect(api.auth.refresh).toHaveBeenCalledOnce();
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(identity.ready).not.toHaveBeenCalled();
    expect(identity.currentIdToken).not.toHaveBeenCalled();
    await showFirstScreen();
    expect(identity.ready).toHaveBeenCalledOnce();
    expect(identity.onSignedInChange).toHaveBeenCalledOnce();
    expect(store.getSnapshot().status).toBe('signedIn');
  });

  it('restores through the sign-in service user when no session was opened in this browser', async () => {
    const api = fakeApi();
    const { identity } = fakeIdentity();
    identity.currentIdToken.mockResolvedValue('id-token');
    const store = new SessionStore({
      loadApi: async () => api as unknown as SessionApi,
      identity,
      storage: memoryStorage().store,
      afterFirstScreen: atOnce,
    });
    await store.start();
    expect(api.auth.refresh).toHaveBeenCalledOnce();
    expect(store.getSnapshot().status).toBe('signedIn');
  });

  it('is signed out when nothing can be restored', async () => {
    const { store, api } = createStore(fakeApi({ refresh: refused }));
    await store.start();
    expect(api.users.getMe).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', user: null });
  });
});

describe('SessionStore: signing in', () => {
  let ctx: ReturnType<typeof createStore>;
  beforeEach(async () => {
    ctx = createStore(fakeApi({ refresh: refused }));
    await ctx.store.start();
  });

  it('exchanges the identity token and loads the user with no active tenant among two', async () => {
    await ctx.store.signInWithEmail('admin@siipro.test', 'demo1234');
    expect(ctx.api.auth.exchange).toHaveBeenCalledWith('id-token-of-admin@siipro.test');
    expect(ctx.store.getSnapshot()).toMatchObject({ status: 'signedIn', activeTenantSlug: null, signOutReason: null });
  });

  it('keeps the welcome message when the exchange accepted invitations', async () => {
    ctx.api.auth.exchange.mockResolvedValueOnce({
      accessToken: 't',
      expiresIn: 900,
      message: '¡Bienvenido!',
      acceptedInvitations: 2,
    });
    await ctx.store.signInWithEmail('admin@siipro.test', 'demo1234');
    expect(ctx.store.welcomeMessage()).toBe('¡Bienvenido!');
    ctx.store.clearWelcomeMessage();
    expect(ctx.store.welcomeMessage()).toBeNull();
  });

  it('keeps no welcome message when no invitation was accepted', async () => {
    await ctx.store.signInWithEmail('admin@siipro.test', 'demo1234');
    expect(ctx.store.welcomeMessage()).toBeNull();
  });

  it('lets the sign-in service error through and stays signed out', async () => {
    await expect(ctx.store.signInWithEmail('admin@siipro.test', 'mala')).rejects.toMatchObject({
      code: 'auth/wrong-password',
    });
    expect(ctx.api.auth.exchange).not.toHaveBeenCalled();
    expect(ctx.store.getSnapshot().status).toBe('signedOut');
  });

  it('signs out of the sign-in service when the exchange fails', async () => {
    ctx.api.auth.exchange.mockRejectedValueOnce(
      new ApiError({ status: 500, errorCode: 'INTERNAL', message: 'Token exchange failed' }),
    );
    await expect(ctx.store.signInWithEmail('admin@siipro.test', 'demo1234')).rejects.toThrow('Token exchange failed');
    expect(ctx.identity.signOut).toHaveBeenCalledOnce();
    expect(ctx.api.auth.logout).not.toHaveBeenCalled();
    expect(ctx.store.getSnapshot().status).toBe('signedOut');
  });

  it('also ends the API session when the user cannot be loaded after the exchange', async () => {
    ctx.api.users.getMe.mockRejectedValueOnce(new ApiError({ status: 500, errorCode: 'INTERNAL', message: 'x' }));
    await expect(ctx.store.signInWithEmail('admin@siipro.test', 'demo1234')).rejects.toThrow();
    expect(ctx.api.auth.logout).toHaveBeenCalledOnce();
    expect(ctx.identity.signOut).toHaveBeenCalledOnce();
  });

  it('opens the only tenant of a one-tenant user', async () => {
    ctx.api.users.getMe.mockResolvedValueOnce({ ...admin, tenants: [admin.tenants[1]!] });
    await ctx.store.signInWithGoogle();
    expect(ctx.api.auth.exchange).toHaveBeenCalledWith('google-id-token');
    expect(ctx.store.getSnapshot().activeTenantSlug).toBe('obras-publicas');
  });
});

describe('SessionStore: during a session', () => {
  async function signedIn() {
    const ctx = createStore();
    await ctx.store.start();
    await ctx.showFirstScreen();
    await ctx.store.signInWithEmail('admin@siipro.test', 'demo1234');
    return ctx;
  }

  it('makes only the user tenants active, by their canonical slug, and stores the choice', async () => {
    const { store, storage } = await signedIn();
    store.setActiveTenant('nadie');
    expect(store.getSnapshot().activeTenantSlug).toBeNull();
    store.setActiveTenant('CENIT-DEMO');
    expect(store.getSnapshot().activeTenantSlug).toBe('cenit-demo');
    expect(storage.get(STORAGE_KEYS.activeTenant)).toBe('cenit-demo');
  });

  it('logout clears the active tenant and the user, ends both sessions and goes to /login', async () => {
    const { store, api, identity, storage, navigate } = await signedIn();
    store.setActiveTenant('cenit-demo');
    storage.set(STORAGE_KEYS.preferredTenant, 'cenit-demo');
    expect(storage.get(STORAGE_KEYS.sessionOpened)).toBe('1');
    await store.logout();
    expect(store.getSnapshot()).toEqual({
      status: 'signedOut',
      user: null,
      activeTenantSlug: null,
      signOutReason: 'logout',
    });
    expect(storage.has(STORAGE_KEYS.activeTenant)).toBe(false);
    expect(storage.has(STORAGE_KEYS.sessionOpened)).toBe(false);
    expect(storage.get(STORAGE_KEYS.preferredTenant)).toBe('cenit-demo');
    expect(api.auth.logout).toHaveBeenCalledOnce();
    expect(identity.signOut).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('clears the session when the sign-in service user goes away (another tab logged out)', async () => {
    const { store, api, signOutElsewhere } = await signedIn();
    await signOutElsewhere();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', signOutReason: 'expired' });
    expect(api.auth.logout).toHaveBeenCalledOnce();
  });

  it('ends the session when the API client reports an authentication failure', async () => {
    const { store, identity } = await signedIn();
    store.handleAuthFailure();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', signOutReason: 'expired' });
    expect(identity.signOut).toHaveBeenCalledOnce();
  });

  it('goes to /no-access when the API requires an invitation', async () => {
    const { store, navigate } = await signedIn();
    let arrived = () => undefined as void;
    navigate.mockReturnValueOnce(new Promise<void>((resolve) => (arrived = resolve)));
    store.handleInviteRequired();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/no-access'));
    // The refused account is known before the no-access screen shows (it names it), read before signing out.
    expect(store.refusedAccount).toBe('persona@prueba.siipro.test');
    // Still signed in until the no-access screen is shown, so no guard sends the person to /login meanwhile.
    expect(store.getSnapshot().status).toBe('signedIn');
    arrived();
    await vi.waitFor(() =>
      expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', signOutReason: 'inviteRequired' }),
    );
  });

  it('remembers the preferred tenant locally and on the server, and forgets it with null', async () => {
    const { store, api, storage } = await signedIn();
    await store.setPreferredTenant('obras-publicas');
    expect(storage.get(STORAGE_KEYS.preferredTenant)).toBe('obras-publicas');
    expect(api.users.updateMe).toHaveBeenLastCalledWith({ preferredTenant: 'obras-publicas' });
    expect(store.getSnapshot().user?.preferredTenant).toBe('obras-publicas');
    await store.setPreferredTenant(null);
    expect(storage.has(STORAGE_KEYS.preferredTenant)).toBe(false);
    expect(api.users.updateMe).toHaveBeenLastCalledWith({ preferredTenant: null });
  });
});
