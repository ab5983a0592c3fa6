// Turns whatever a ky call threw into an ApiError whose message a person can read: the server's Spanish message
// first, then the call's own fallback from the spec, then a generic one.
import { isHTTPError, isTimeoutError } from 'ky';
import {
  ApiError,
  CANCELLED_STATUS,
  ResponseShapeError,
  TRANSPORT_MESSAGES,
  cancelledError,
  type ClientErrorCode,
} from './errors.ts';
import { readErrorBody } from './errorBody.ts';

const CODE_BY_STATUS: Readonly<Record<number, ClientErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

export async function toApiError(error: unknown, fallbackMessage?: string): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.name === 'AbortError') return cancelledError(error);

  if (isHTTPError(error)) {
    const { status } = error.response;
    if (status === CANCELLED_STATUS) return cancelledError(error);
    const body = await readErrorBody(error.response);
    // platform.md §8: "Other 403 uses the server message or 'Forbidden'".
    const statusMessage = status === 403 ? TRANSPORT_MESSAGES.forbidden : undefined;
    return new ApiError({
      status,
      errorCode: body.errorCode ?? CODE_BY_STATUS[status] ?? 'UNKNOWN',
      message: body.message ?? statusMessage ?? fallbackMessage ?? TRANSPORT_MESSAGES.unexpected,
      details: body.details,
      cause: error,
    });
  }

  if (isTimeoutError(error)) {
    return new ApiError({
      status: 0,
      errorCode: 'TIMEOUT',
      message: fallbackMessage ?? TRANSPORT_MESSAGES.network,
      cause: error,
    });
  }

  // A 2xx answer whose body breaks the contract: the server answered, so this is no network problem. (zod/mini's
  // parse throws a `$ZodError`, classic zod's a `ZodError`.)
  const zodError = error instanceof Error && (error.name === '$ZodError' || error.name === 'ZodError');
  if (error instanceof ResponseShapeError || zodError) {
    return new ApiError({
      status: 0,
      errorCode: 'UNKNOWN',
      message: fallbackMessage ?? TRANSPORT_MESSAGES.unexpected,
      cause: error,
    });
  }

  // fetch rejects with a TypeError when no answer arrives at all (offline, refused, DNS).
  if (error instanceof TypeError) {
    return new ApiError({
      status: 0,
      errorCode: 'NETWORK_ERROR',
      message: fallbackMessage ?? TRANSPORT_MESSAGES.network,
      cause: error,
    });
  }

  return new ApiError({
    status: 0,
    errorCode: 'UNKNOWN',
    message: fallbackMessage ?? TRANSPORT_MESSAGES.unexpected,
    cause: error,
  });
}
