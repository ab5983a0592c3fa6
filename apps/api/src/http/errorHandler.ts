// Turns anything a route throws into the error body of ARCHITECTURE.md §4. Known failures keep their code; whatever
// else escapes is logged with the request id and answered as a Spanish 500 without internals.
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

export function respondWithError(c: Context, error: ApiError): Response {
  return c.json(error.toBody(), error.status);
}

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return respondWithError(c, error);
    if (error instanceof HTTPException) return respondWithError(c, fromHttpException(error));
    logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return respondWithError(c, new ApiError('INTERNAL', apiMessages.internal));
  };
}

export const notFoundHandler: NotFoundHandler = (c) => respondWithError(c, new ApiError('NOT_FOUND'));
