// The one error type the services throw, and the body it becomes (ARCHITECTURE.md §4):
// {errorCode, message, details?} with the status that belongs to the code.
import { z } from 'zod';
import { API_ERROR_CODES, messages, type ApiErrorCode } from '@siipro/domain';

export const STATUS_BY_CODE = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  INVITE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ApiErrorCode, number>;

/** The error body every answer of the API and the optimizer carries on failure; the OpenAPI document shows it. */
export const errorBodySchema = z.object({
  errorCode: z.enum(API_ERROR_CODES),
  message: z.string().meta({ description: 'Texto en español apto para mostrar a una persona.' }),
  details: z
    .array(
      z.object({
        path: z.string().meta({ description: 'Ruta del campo con el problema ("" para todo el cuerpo).' }),
        message: z.string(),
      }),
    )
    .optional(),
});

export type ErrorBody = z.output<typeof errorBodySchema>;

/** One problem with the request, for forms that show errors next to fields. */
export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

export class ApiError extends Error {
  readonly status: (typeof STATUS_BY_CODE)[ApiErrorCode];

  constructor(
    readonly code: ApiErrorCode,
    message: string = messages.errors.byCode[code],
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = STATUS_BY_CODE[code];
  }

  toBody(): ErrorBody {
    return { errorCode: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}
