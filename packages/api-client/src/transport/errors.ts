// The one error type every call of the client throws, so the web can show `message` to a person without knowing
// whether the failure came from the server, the network or the session.
import { messages, type ApiErrorCode } from '@siipro/domain';

/** The API's codes (ARCHITECTURE.md §4) plus the ones the client itself produces. */
export type ClientErrorCode = ApiErrorCode | 'CANCELLED' | 'NETWORK_ERROR' | 'TIMEOUT' | 'UNKNOWN';

/** Status the product uses for a request the browser cancelled (portfolio.md §7: "status 499 treated as cancelled"). */
export const CANCELLED_STATUS = 499;

/** Texts of the error catalogues (platform.md §8, portfolio.md §8) that the transport itself raises. */
export const TRANSPORT_MESSAGES = {
  authenticationFailed: messages.auth.authenticationFailed,
  tokenRefreshFailed: messages.auth.tokenRefreshFailed,
  tokenExchangeFailed: messages.auth.tokenExchangeFailed,
  inviteRequired: messages.auth.inviteRequired,
  forbidden: messages.auth.forbidden,
  unexpected: messages.errors.unexpected,
  network: messages.login.errors.network,
  // Never shown: a cancelled request is dropped by the caller.
  cancelled: 'Request cancelled',
} as const;

export interface ApiErrorInit {
  status: number;
  errorCode: ClientErrorCode | (string & {});
  message: string;
  details?: unknown[];
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure, timeout), 499 when cancelled. */
  readonly status: number;
  readonly errorCode: ClientErrorCode | (string & {});
  readonly details: unknown[] | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a request the caller aborted (AbortSignal) or the server reported as cancelled (499). */
export function isCancelled(error: unknown): boolean {
  if (error instanceof ApiError) return error.errorCode === 'CANCELLED' || error.status === CANCELLED_STATUS;
  return error instanceof Error && error.name === 'AbortError';
}

export function cancelledError(cause?: unknown): ApiError {
  return new ApiError({
    status: CANCELLED_STATUS,
    errorCode: 'CANCELLED',
    message: TRANSPORT_MESSAGES.cancelled,
    cause,
  });
}

/** A successful answer whose body does not have the shape the contract promises. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
}
