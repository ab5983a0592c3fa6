// Where the access token lives. In memory by default: the refresh cookie (httpOnly) is what survives a reload, so
// nothing readable by scripts needs to persist the short-lived access token.

export interface StoredToken {
  accessToken: string;
  /** Epoch milliseconds at which the token stops being accepted. */
  expiresAt: number;
}

export interface TokenStore {
  get(): StoredToken | null;
  set(token: StoredToken): void;
  clear(): void;
}

export function createMemoryTokenStore(initial: StoredToken | null = null): TokenStore {
  let current = initial;
  return {
    get: () => current,
    set: (token) => {
      current = token;
    },
    clear: () => {
      current = null;
    },
  };
}
