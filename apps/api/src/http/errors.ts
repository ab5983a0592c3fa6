// The API's error type is the server kit's (ApiError, ARCHITECTURE.md §4). `apiMessages` names the Spanish texts the
// API's own modules answer with; every one comes from @siipro/domain's messages.
import { messages } from '@siipro/domain';

export { ApiError } from '@siipro/server';

export const apiMessages = {
  notFound: messages.errors.byCode.NOT_FOUND,
  malformedJson: messages.errors.malformedJson,
  jsonRequired: messages.errors.jsonRequired,
  invalidRequest: messages.errors.byCode.VALIDATION_ERROR,
  missingBearer: messages.session.missingAccessToken,
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
  internal: messages.errors.internal,
  preferredTenantNotMember: 'El espacio de trabajo preferido debe ser uno de los tuyos.',
  missingEmail: 'La cuenta no tiene un correo electrónico asociado.',
  emailNotVerified: messages.login.errors.emailNotVerified,
} as const;
