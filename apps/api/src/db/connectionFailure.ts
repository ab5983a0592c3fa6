// The database out of reach: its server restarting, shutting down or refusing connections. The request did not fail
// because of what it asked, and asking again in a few seconds will work, so the answer is 503 SERVICE_UNAVAILABLE with
// a Spanish message, not a 500. A write that failed this way was not acknowledged (its transaction did not commit, or
// its commit was not confirmed), so the client may retry it.
import { ApiError, type ErrorHandlerOptions } from '@siipro/server';
import { errorChain, errorCodes } from './errorChain.ts';

/** Node's codes for a connection that could not be made or was cut (the driver's socket to the server). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs of a server that cannot serve right now: class 08 (connection exception), 57P01-57P03 (shut down by an
 * administrator, crashed, starting up or shutting down) and 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres throws, without a code, when the server ends a connection or a pool cannot get one in time. */
const DRIVER_MESSAGES = [/^Connection terminated/, /is not queryable$/, /^timeout exceeded when trying to connect$/];

export function isConnectionFailure(error: unknown): boolean {
  if (errorCodes(error).some((code) => SOCKET_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  return errorChain(error).some(
    (link) => link instanceof Error && DRIVER_MESSAGES.some((pattern) => pattern.test(link.message)),
  );
}

/** For the error handler: 503 with the Spanish text of SERVICE_UNAVAILABLE, logged as a warning. */
export const recogniseConnectionFailure: NonNullable<ErrorHandlerOptions['recognise']> = (error) =>
  isConnectionFailure(error)
    ? { error: new ApiError('SERVICE_UNAVAILABLE'), logMessage: 'database unavailable' }
    : undefined;
