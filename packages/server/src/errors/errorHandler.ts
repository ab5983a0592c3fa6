// Turns anything a route throws into the error body of ARCHITECTURE.md §4. Known failures keep their code; a service
// may recognise more failures of its own (the API: values its database refuses); whatever else escapes is logged with
// the request id and answered as a Spanish 500 without internals.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { messages } from '@siipro/domain';
import { ApiError } from './apiError.ts';

/** HTTP errors raised by Hono itself (malformed JSON, body limit, …) mapped onto our codes. */
function fromHttpException(error: HTTPException): ApiError {
  switch (error.status) {
    case 400:
      return new ApiError('VALIDATION_ERROR', /json/i.test(error.message) ? messages.errors.malformedJson : undefined);
    case 401:
      return new ApiError('UNAUTHENTICATED');
    case 403:
      return new ApiError('PERMISSION_DENIED');
    case 404:
      return new ApiError('NOT_FOUND');
    case 409:
      return new ApiError('CONFLICT');
    case 413:
      return new ApiError('PAYLOAD_TOO_LARGE');
    case 429:
      return new ApiError('RATE_LIMITED');
    default:
      return error.status >= 400 && error.status < 500
        ? new ApiError('VALIDATION_ERROR')
        : new ApiError('INTERNAL', messages.errors.internal);
  }
}

/**
 * How long a client should wait before asking again after a 503: the database was unreachable (a restart), and the
 * API answers again within 5 s of its coming back (README › Quality › Load and faults).
 */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

export function respondWithError(c: Context, error: ApiError): Response {
  if (error.code === 'SERVICE_UNAVAILABLE') c.header('Retry-After', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
  return c.json(error.toBody(), error.status);
}

export interface ErrorHandlerOptions {
  /**
   * Failures a service knows how to answer besides ApiError and Hono's own (the API: a value its database refuses is
   * bad input). Answers the error to send, or undefined for "not mine". Whatever it recognises is logged as a warning:
   * it passed the service's own validation and should not have.
   */
  recognise?: (error: unknown) => { error: ApiError; logMessage: string } | undefined;
}

export function createErrorHandler(logger: Logger, options: ErrorHandlerOptions = {}): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return respondWithError(c, error);
    if (error instanceof HTTPException) return respondWithError(c, fromHttpException(error));
    const where = { err: error, requestId: c.get('requestId'), path: c.req.path };
    const recognised = options.recognise?.(error);
    if (recognised) {
      logger.warn(where, recognised.logMessage);
      return respondWithError(c, recognised.error);
    }
    logger.error(where, 'unhandled error');
    return respondWithError(c, new ApiError('INTERNAL', messages.errors.internal));
  };
}

export const notFoundHandler: NotFoundHandler = (c) => respondWithError(c, new ApiError('NOT_FOUND'));
