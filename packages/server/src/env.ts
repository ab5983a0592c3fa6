// What the kit's middleware attaches to a request. A service's own env extends these variables with its own.

/** The caller, as proven by a valid access token (`sub` and `email` of the JWT). */
export interface Caller {
  userId: string;
  email: string;
  /** When the token was issued (`iat`, seconds): the API refuses tokens older than an admin's "end sessions". */
  issuedAt?: number;
}

export interface ServerVariables {
  /** Set by `requestLog`: the caller's x-request-id or a new one. */
  requestId: string;
  /** Set by `requireCaller`. */
  caller: Caller;
}

export interface ServerEnv {
  Variables: ServerVariables;
}
