// Errors: the default text of each error code of ARCHITECTURE.md §4 and the failures of the services themselves.

/** portfolio.md §8 "Unknown failure": also what a 500 says by default. */
const UNEXPECTED = 'Error inesperado';

export const errorsMessages = {
  errors: {
    unexpected: UNEXPECTED,
    /** A failure of the services themselves (500), without internals. */
    internal: 'Ocurrió un error inesperado. Por favor intenta nuevamente.',
    malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
    jsonRequired: 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).',
    /** A 429 that knows its Retry-After: {wait} is formatWait's ("3 minutos"). */
    rateLimitedFor: 'Demasiadas solicitudes desde tu conexión. Vuelve a intentarlo en {wait}.',
    /** A 429 of the per-person write limit (WRITE_RATE_LIMIT): {wait} as above. */
    writesRateLimitedFor: 'Hiciste demasiados cambios seguidos. Vuelve a intentarlo en {wait}.',
    /** A 429 of the sign-ins of one account from one address (SIGN_IN_ACCOUNT_LIMIT): {wait} as above. */
    signInsRateLimitedFor:
      'Iniciaste sesión demasiadas veces con esta cuenta desde tu conexión. Vuelve a intentarlo en {wait}.',
    byCode: {
      VALIDATION_ERROR: 'Los datos enviados no son válidos.',
      UNAUTHENTICATED: 'Tu sesión expiró. Vuelve a iniciar sesión.',
      PERMISSION_DENIED: 'No tienes los permisos necesarios para realizar esta acción.',
      INVITE_REQUIRED:
        'Necesitas una invitación para acceder. Contacta a un administrador para que te envíe una invitación.',
      NOT_FOUND: 'No se encontró el recurso solicitado.',
      CONFLICT: 'Otra persona modificó estos datos. Recarga para ver la última versión.',
      RATE_LIMITED: 'Demasiadas solicitudes. Por favor intenta más tarde.',
      PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
      INTERNAL: UNEXPECTED,
      /** The database (or another service the API needs) is out of reach for a moment: asking again will work. */
      SERVICE_UNAVAILABLE:
        'El servicio no está disponible en este momento. Por favor intenta nuevamente en unos segundos.',
    },
  },
} as const;
