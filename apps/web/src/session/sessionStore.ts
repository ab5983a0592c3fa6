// The browser's session (platform.md §4): unauthenticated → signed in with the sign-in service → identity token
// exchanged for the API's access token → the user's tenants loaded. It also keeps the active tenant, and restores
// the session on reload from the refresh cookie (falling back to the sign-in service's user and a new exchange).
// The API client is loaded on demand: a newcomer's /login needs none of it (nothing to restore, no call to make).
// A plain external store, read by React through useSyncExternalStore, so the API client's callbacks and the
// router can reach it outside React.
import { authMessages, LOGIN_PATH, NO_ACCESS_PATH, type SessionUser } from '@siipro/domain';
import type { ApiClient, ProfileChanges } from '@siipro/api-client';
import type { IdentityProvider } from '../auth/identityProvider.ts';
import type { KeyValueStore } from '../lib/localStore.ts';
import { chooseActiveTenant, findTenant } from './activeTenant.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/** Why the last session ended; a person who logged out is not sent back to where they were. */
export type SignOutReason = 'logout' | 'expired' | 'inviteRequired';

export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
  /** Canonical slug of the active tenant, or null when none is chosen. */
  activeTenantSlug: string | null;
  signOutReason: SignOutReason | null;
}

export type SessionApi = Pick<ApiClient, 'auth' | 'users'>;

export interface SessionStoreOptions {
  /** The API client, loaded when the session first calls the API (idempotent). */
  loadApi: () => Promise<SessionApi>;
  identity: IdentityProvider;
  storage: KeyValueStore;
  /**
   * Runs work the first screen can do without once the page has shown (afterLoadOrInteraction in the browser):
   * here, loading the sign-in service when the refresh cookie restores the session without it.
   */
  afterFirstScreen: (task: () => void) => unknown;
}

type Navigate = (path: string) => unknown;

const LOADING: SessionSnapshot = { status: 'loading', user: null, activeTenantSlug: null, signOutReason: null };

export class SessionStore {
  readonly #loadApi: SessionStoreOptions['loadApi'];
  readonly #identity: IdentityProvider;
  readonly #storage: KeyValueStore;
  readonly #afterFirstScreen: SessionStoreOptions['afterFirstScreen'];
  readonly #listeners = new Set<() => void>();
  #snapshot: SessionSnapshot = LOADING;
  #navigate: Navigate = () => undefined;
  #refusedAccount: string | null = null;
  /** True while a sign-in is under way: the sign-in service's user comes and goes during it on purpose. */
  #signingIn = false;
  #identitySignedIn = false;
  #started: Promise<void> | null = null;

  constructor({ loadApi, identity, storage, afterFirstScreen }: SessionStoreOptions) {
    this.#loadApi = loadApi;
    this.#identity = identity;
    this.#storage = storage;
    this.#afterFirstScreen = afterFirstScreen;
  }

  // ── reading ────────────────────────────────────────────────────────────────────────────────────────────────────
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.#snapshot;

  /** The router's navigate, for the redirects the API client asks for (/no-access, /login). */
  setNavigator(navigate: Navigate): void {
    this.#navigate = navigate;
  }

  // ── start ──────────────────────────────────────────────────────────────────────────────────────────────────────
  /** Learns the first authentication state and restores the session if one survives (idempotent). */
  start(): Promise<void> {
    this.#started ??= this.#restore();
    return this.#started;
  }

  async #restore(): Promise<void> {
    if (this.#storage.get(STORAGE_KEYS.sessionOpened) !== null) {
      // A session opened in this browser since its last end: the refresh cookie restores it without the sign-in
      // service. That service is needed later only to hear a sign-out in another tab (a new exchange loads it on
      // demand), so its SDK, its stored user and its own request wait until the first screen has shown.
      this.#afterFirstScreen(() => void this.#followIdentity());
      return this.#restoreFromApi();
    }
    await this.#followIdentity();
    // Neither a sign-in service user nor a session opened in this browser since its last end: nothing to restore,
    // so no call (whose 401 the console would show) and no API client to download before /login shows.
    if (!this.#identitySignedIn) {
      this.#set({ ...LOADING, status: 'signedOut' });
      return;
    }
    return this.#restoreFromApi();
  }

  /** Learns whether the sign-in service has a user, then follows its changes (#onIdentityChange). */
  async #followIdentity(): Promise<void> {
    await this.#identity.ready().catch(() => undefined);
    this.#identitySignedIn = (await this.#identity.currentIdToken().catch(() => null)) !== null;
    this.#identity.onSignedInChange((signedIn) => this.#onIdentityChange(signedIn));
  }

  async #restoreFromApi(): Promise<void> {
    try {
      const api = await this.#loadApi();
      // The refresh cookie first; when it is missing or refused, the client itself tries a new exchange with the
      // sign-in service's current user (platform.md §4), and calls onAuthFailure when both fail.
      await api.auth.refresh();
      this.#enter(await api.users.getMe());
    } catch {
      if (this.#snapshot.status === 'loading') this.#set({ ...LOADING, status: 'signedOut' });
    }
  }

  // ── signing in and out ─────────────────────────────────────────────────────────────────────────────────────────
  signInWithEmail(email: string, password: string): Promise<void> {
    return this.#signIn(() => this.#identity.signInWithEmail(email, password));
  }

  signInWithGoogle(): Promise<void> {
    return this.#signIn(() => this.#identity.signInWithGoogle());
  }

  async #signIn(getIdToken: () => Promise<string>): Promise<void> {
    this.#signingIn = true;
    try {
      const idToken = await getIdToken();
      await this.#openSession(idToken);
    } finally {
      this.#signingIn = false;
    }
  }

  async #openSession(idToken: string): Promise<void> {
    let api: SessionApi | null = null;
    let exchanged = false;
    try {
      api = await this.#loadApi();
      const answer = await api.auth.exchange(idToken);
      exchanged = true;
      if (answer.acceptedInvitations > 0) {
        this.#storage.set(STORAGE_KEYS.welcomeMessage, answer.message ?? authMessages.auth.welcomeAfterInvitations);
      }
      this.#enter(await api.users.getMe());
    } catch (error) {
      // platform.md §4: "A failed exchange logs the user out" — of the sign-in service, and of the API when the
      // exchange itself went through but the user could not be loaded.
      if (exchanged) await api?.auth.logout().catch(() => undefined);
      await this.#identity.signOut().catch(() => undefined);
      throw error;
    }
  }

  /** Cerrar Sesión: clears the active tenant, the token and the user, signs out everywhere, goes to /login. */
  async logout(): Promise<void> {
    this.#endSession('logout');
    await Promise.allSettled([this.#apiLogout(), this.#identity.signOut()]);
    this.#navigate(LOGIN_PATH);
  }

  /** The API client lost the session (second 401, or refresh and new exchange both failed). */
  handleAuthFailure = (): void => {
    if (this.#signingIn) return; // the sign-in reports its own failure on the login screen
    this.#endSession('expired');
    void this.#identity.signOut().catch(() => undefined);
  };

  /** The API answered 403 INVITE_REQUIRED: no tenant and no invitation, so there is no session to keep. */
  handleInviteRequired = (): void => {
    // The account is read before signing out: the no-access page says which one was refused (issue 43).
    void this.#identity
      .currentEmail()
      .catch(() => null)
      .then((email) => {
        this.#refusedAccount = email;
        // Leave the guarded screen first: ended while still on it, the session would send the person to /login.
        return this.#navigate(NO_ACCESS_PATH);
      })
      .finally(() => {
        this.#endSession('inviteRequired');
        void this.#identity.signOut().catch(() => undefined);
      });
  };

  /** The e-mail of the last account the API refused for want of an invitation (null after a reload). */
  get refusedAccount(): string | null {
    return this.#refusedAccount;
  }

  #onIdentityChange(signedIn: boolean): void {
    const wasSignedIn = this.#identitySignedIn;
    this.#identitySignedIn = signedIn;
    // platform.md §4: "If the sign-in service reports no user, session data is cleared" — e.g. a logout in another
    // tab. Only a user going away counts: a session restored from the cookie may have no sign-in service user.
    if (wasSignedIn && !signedIn && !this.#signingIn && this.#snapshot.status === 'signedIn') {
      this.#endSession('expired');
      void this.#apiLogout().catch(() => undefined);
    }
  }

  async #apiLogout(): Promise<void> {
    await (await this.#loadApi()).auth.logout();
  }

  #enter(user: SessionUser): void {
    // A session that opens is no refused account any more.
    this.#refusedAccount = null;
    this.#storage.set(STORAGE_KEYS.sessionOpened, '1');
    const activeTenantSlug = chooseActiveTenant({
      tenants: user.tenants,
      storedActive: this.#storage.get(STORAGE_KEYS.activeTenant),
      localPreferred: this.#storage.get(STORAGE_KEYS.preferredTenant),
      serverPreferred: user.preferredTenant,
    });
    this.#set({ status: 'signedIn', user, activeTenantSlug, signOutReason: null });
  }

  #endSession(reason: SignOutReason): void {
    this.#storage.remove(STORAGE_KEYS.activeTenant);
    this.#storage.remove(STORAGE_KEYS.sessionOpened);
    this.#set({ status: 'signedOut', user: null, activeTenantSlug: null, signOutReason: reason });
  }

  // ── tenants and preferences ────────────────────────────────────────────────────────────────────────────────────
  /** Makes one of the user's tenants active (visiting /{tenant}, the picker, the switcher). */
  setActiveTenant(slug: string): void {
    const { user, activeTenantSlug } = this.#snapshot;
    const tenant = user ? findTenant(user.tenants, slug) : null;
    if (!tenant) return;
    this.#storage.set(STORAGE_KEYS.activeTenant, tenant.slug);
    if (activeTenantSlug !== tenant.slug) this.#set({ ...this.#snapshot, activeTenantSlug: tenant.slug });
  }

  /**
   * Remembers (or forgets, with null) the preferred tenant on this device at once, then on the server; answers the
   * user as the server now has it, and fails when the server did not keep the choice.
   */
  setPreferredTenant(slug: string | null): Promise<SessionUser> {
    if (slug) this.#storage.set(STORAGE_KEYS.preferredTenant, slug);
    else this.#storage.remove(STORAGE_KEYS.preferredTenant);
    return this.updateProfile({ preferredTenant: slug });
  }

  /**
   * GET /users/me into the session: after a change of the user's tenants (a renamed tenant, a new role), so the top
   * bar and the permissions of every screen follow.
   */
  async reloadUser(): Promise<SessionUser> {
    const user = await (await this.#loadApi()).users.getMe();
    if (this.#snapshot.status === 'signedIn') this.#set({ ...this.#snapshot, user });
    return user;
  }

  /** PATCH /users/me, keeping the session's user in step with the answer. */
  async updateProfile(changes: ProfileChanges): Promise<SessionUser> {
    const user = await (await this.#loadApi()).users.updateMe(changes);
    if (this.#snapshot.status === 'signedIn') this.#set({ ...this.#snapshot, user });
    return user;
  }

  /** The welcome text left by an exchange that accepted invitations, until it has been shown. */
  welcomeMessage(): string | null {
    return this.#storage.get(STORAGE_KEYS.welcomeMessage);
  }

  clearWelcomeMessage(): void {
    this.#storage.remove(STORAGE_KEYS.welcomeMessage);
  }

  #set(snapshot: SessionSnapshot): void {
    this.#snapshot = snapshot;
    for (const listener of this.#listeners) listener();
  }
}
