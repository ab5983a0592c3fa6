// The one error type routes throw. The error handler turns it into the body of ARCHITECTURE.md §4:
// {errorCode, message, details?} with the status that belongs to the code.
import { messages, type ApiErrorCode } from '@siipro/domain';

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
} as const satisfies Record<ApiErrorCode, number>;

/** One problem with the request, for forms that show errors next to fields. */
export interface ErrorDetail {
  /** Dotted path of the offending field ("" for the whole body). */
  path: string;
  message: string;
}

export interface ErrorBody {
  errorCode: ApiErrorCode;
  message: string;
  details?: ErrorDetail[];
}

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

/** Spanish texts the API itself produces (the catalogue shared with the web lives in @siipro/domain). */
export const apiMessages = {
  notFound: messages.errors.byCode.NOT_FOUND,
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  jsonRequired: 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).',
  invalidRequest: messages.errors.byCode.VALIDATION_ERROR,
  missingBearer: 'Falta el token de acceso. Iniciá sesión nuevamente.',
  invalidAccessToken: messages.errors.byCode.UNAUTHENTICATED,
  invalidIdToken: 'El token de inicio de sesión no es válido o expiró. Volvé a iniciar sesión.',
  missingRefreshToken: 'No hay una sesión activa. Iniciá sesión nuevamente.',
  invalidRefreshToken: 'La sesión expiró o fue cerrada. Iniciá sesión nuevamente.',
  inviteRequired: messages.login.errors.inviteRequired,
  welcome: 'Sesión iniciada correctamente.',
  welcomeAfterInvitations: messages.auth.welcomeAfterInvitations,
  tenantAccessDenied: 'No tienes acceso a este espacio de trabajo.',
  permissionDenied: messages.errors.byCode.PERMISSION_DENIED,
  rateLimited: messages.errors.byCode.RATE_LIMITED,
  payloadTooLarge: messages.errors.byCode.PAYLOAD_TOO_LARGE,
  internal: 'Ocurrió un error inesperado. Por favor intenta nuevamente.',
  preferredTenantNotMember: 'El espacio de trabajo preferido debe ser uno de los tuyos.',
  missingEmail: 'La cuenta no tiene un correo electrónico asociado.',
  emailNotVerified: messages.login.errors.emailNotVerified,
} as const;
