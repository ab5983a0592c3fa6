// Keeps the access token fresh (platform.md §4): refresh when fewer than 60 s remain or after a 401; if the refresh
// fails, try a new exchange; if that fails too, log out. Refreshes are single-flight: however many requests need a
// new token at the same moment, one POST /auth/refresh runs and they all wait for it, because the server rotates the
// refresh token and treats a reused one as theft (it would revoke the whole family). The tabs of one browser share
// the refresh cookie, so their renewals also take turns (a RefreshLock): each then sends the cookie the previous one
// received, instead of two tabs waking at once both presenting the same one.
import { ApiError, TRANSPORT_MESSAGES } from './errors.ts';
import type { TokenGrant } from './tokenGrant.ts';
import type { TokenStore } from './tokenStore.ts';

/** platform.md §9: the access token is refreshed 60 seconds before it expires. */
export const REFRESH_THRESHOLD_SECONDS = 60;

/** Runs `renew` while no other holder of the same lock runs (the tabs of a browser: the Web Locks API). */
export type RefreshLock = <T>(renew: () => Promise<T>) => Promise<T>;

/** The name of the browser-wide lock the tabs' renewals take turns on. */
export const REFRESH_LOCK_NAME = 'siipro-auth-refresh';

/** The Web Locks API of this browser as a RefreshLock; undefined where there is none (Node, old browsers). */
export function webRefreshLock(): RefreshLock | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return undefined;
  // lib.dom types the answer as Promise<Promise<T>>; a promise resolved with a promise is that promise's value.
  return <T>(renew: () => Promise<T>) => locks.request(REFRESH_LOCK_NAME, renew) as unknown as Promise<T>;
}

export interface SessionOptions {
  tokenStore: TokenStore;
  now: () => number;
  /** POST /auth/refresh (cookie only). */
  refresh: () => Promise<TokenGrant>;
  /** POST /auth/exchange with a fresh identity token; stores nothing itself. */
  exchange: (idToken: string) => Promise<TokenGrant>;
  /** A fresh identity token from the sign-in service, or null when it has no user. */
  getIdToken?: () => Promise<string | null>;
  onAuthFailure: () => void;
  /** Shared with the other tabs of the browser; without one, renewals only take turns within this client. */
  refreshLock?: RefreshLock;
}

export class Session {
  readonly #options: SessionOptions;
  #renewal: Promise<void> | null = null;
  /** Set once the web has been told to log out, so ten failing requests cause one redirect, not ten. */
  #failureSignalled = false;

  constructor(options: SessionOptions) {
    this.#options = options;
  }

  accessToken(): string | null {
    return this.#options.tokenStore.get()?.accessToken ?? null;
  }

  keep(grant: TokenGrant): void {
    this.#options.tokenStore.set({
      accessToken: grant.accessToken,
      expiresAt: this.#options.now() + grant.expiresIn * 1000,
    });
    this.#failureSignalled = false;
  }

  /** True when a token exists but fewer than REFRESH_THRESHOLD_SECONDS remain. */
  isExpiring(): boolean {
    const token = this.#options.tokenStore.get();
    return token !== null && token.expiresAt - this.#options.now() < REFRESH_THRESHOLD_SECONDS * 1000;
  }

  /**
   * Called after a 401 for a request sent with `sentAuthorization`. When another request has already replaced that
   * token, the retry just uses the new one; otherwise this joins (or starts) the single refresh.
   */
  async recoverFromUnauthorized(sentAuthorization: string | null): Promise<void> {
    const current = this.accessToken();
    if (current !== null && sentAuthorization !== `Bearer ${current}`) return;
    await this.renew();
  }

  /** Single-flight refresh, falling back to a new exchange, then to logout. */
  renew(): Promise<void> {
    const lock = this.#options.refreshLock ?? ((renew) => renew());
    this.#renewal ??= lock(() => this.#renewOnce()).finally(() => {
      this.#renewal = null;
    });
    return this.#renewal;
  }

  /** Clears the token and tells the web (once) that the user must sign in again. */
  fail(): void {
    this.#options.tokenStore.clear();
    if (this.#failureSignalled) return;
    this.#failureSignalled = true;
    this.#options.onAuthFailure();
  }

  /** Forgets the token without telling the web: the web itself asked to log out. */
  forget(): void {
    this.#options.tokenStore.clear();
  }

  async #renewOnce(): Promise<void> {
    try {
      this.keep(await this.#options.refresh());
      return;
    } catch {
      // Fall through to a new exchange: platform.md §4, "If the refresh fails, a new exchange is tried".
    }
    try {
      const idToken = await this.#options.getIdToken?.();
      if (idToken) {
        this.keep(await this.#options.exchange(idToken));
        return;
      }
    } catch (error) {
      // No access at all (INVITE_REQUIRED): the web already went to /no-access; a /login redirect would fight it.
      if (error instanceof ApiError && error.errorCode === 'INVITE_REQUIRED') {
        this.forget();
        throw error;
      }
    }
    this.fail();
    throw new ApiError({ status: 401, errorCode: 'UNAUTHENTICATED', message: TRANSPORT_MESSAGES.tokenRefreshFailed });
  }
}
