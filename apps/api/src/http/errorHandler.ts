// Turns anything a route throws into the error body of ARCHITECTURE.md §4. Known failures keep their code; a value the
// database refuses is bad input (400); whatever else escapes is logged with the request id and answered as a Spanish
// 500 without internals.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { ApiError, apiMessages } from './errors.ts';

/** HTTP errors raised by Hono itself (malformed JSON, body limit, …) mapped onto our codes. */
function fromHttpException(error: HTTPException): ApiError {
  switch (error.status) {
    case 400:
      return new ApiError(
        'VALIDATION_ERROR',
        /json/i.test(error.message) ? apiMessages.malformedJson : apiMessages.invalidRequest,
      );
    case 401:
      return new ApiError('UNAUTHENTICATED');
    case 403:
      return new ApiError('PERMISSION_DENIED');
    case 404:
      return new ApiError('NOT_FOUND');
    case 409:
      return new ApiError('CONFLICT');
    case 413:
      return new ApiError('PAYLOAD_TOO_LARGE', apiMessages.payloadTooLarge);
    case 429:
      return new ApiError('RATE_LIMITED', apiMessages.rateLimited);
    default:
      return error.status >= 400 && error.status < 500
        ? new ApiError('VALIDATION_ERROR')
        : new ApiError('INTERNAL', apiMessages.internal);
  }
}

/**
 * The SQLSTATE of a database error, from the driver's error or from the one drizzle wraps around it (`cause`).
 * PGlite and node-postgres both put it in `code`.
 */
function sqlStateOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * SQLSTATE class 22, "data exception": a value the database cannot take (a NUL character, a number or date out of
 * range, a malformed pattern). Requests are validated before they reach the database; this is the net under that
 * validation, so that bad input never answers 500 (ARCHITECTURE.md §4). The statement failed, so nothing changed.
 */
const isDataException = (error: unknown) => sqlStateOf(error)?.startsWith('22') === true;

export function respondWithError(c: Context, error: ApiError): Response {
  return c.json(error.toBody(), error.status);
}

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return respondWithError(c, error);
    if (error instanceof HTTPException) return respondWithError(c, fromHttpException(error));
    if (isDataException(error)) {
      // Logged: it names an input that passed validation and should not have.
      logger.warn({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'input refused by the database');
      return respondWithError(c, new ApiError('VALIDATION_ERROR', apiMessages.invalidRequest));
    }
    logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return respondWithError(c, new ApiError('INTERNAL', apiMessages.internal));
  };
}

export const notFoundHandler: NotFoundHandler = (c) => respondWithError(c, new ApiError('NOT_FOUND'));
