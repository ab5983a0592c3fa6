// Signing in and the session: the login screen and its errors, what the API answers about tokens and sessions.

export const authMessages = {
  auth: {
    noAccessToken: 'No access token available',
    tokenExchangeFailed: 'Token exchange failed',
    fetchUserFailed: 'Failed to fetch user data',
    tokenRefreshFailed: 'Token refresh failed',
    authenticationFailed: 'Authentication failed',
    inviteRequired: 'Access denied: invitation required',
    forbidden: 'Forbidden',
    userNotAuthenticated: 'Usuario no autenticado',
    welcomeAfterInvitations: '¡Bienvenido! Se aceptaron tus invitaciones pendientes.',
  },

  /** What the API answers about the caller's session (sign-in, access and refresh tokens). */
  session: {
    signedIn: 'Sesión iniciada correctamente.',
    missingAccessToken: 'Falta el token de acceso. Inicia sesión nuevamente.',
    idTokenRequired: 'El idToken es requerido.',
    invalidIdToken: 'El token de inicio de sesión no es válido o expiró. Vuelve a iniciar sesión.',
    missingRefreshToken: 'No hay una sesión activa. Inicia sesión nuevamente.',
    invalidRefreshToken: 'La sesión expiró o fue cerrada. Inicia sesión nuevamente.',
    missingEmail: 'La cuenta no tiene un correo electrónico asociado.',
    accountMismatch:
      'El correo electrónico de esta cuenta ya pertenece a otro usuario de SIIPRO. Contacta a un administrador.',
    foreignOrigin: 'Solicitud rechazada: no proviene de la aplicación SIIPRO.',
    foreignHost: 'Solicitud rechazada: la dirección no corresponde a este servidor de SIIPRO.',
    accountDisabled: 'Tu cuenta está deshabilitada o ya no existe. Contacta a un administrador.',
    sessionsEnded: 'Un administrador cerró tus sesiones. Inicia sesión nuevamente.',
  },

  login: {
    title: 'Iniciar sesión',
    subtitle: 'Ingresa con tu cuenta para acceder a tus espacios de trabajo.',
    loading: 'Iniciando sesión...',
    google: 'Continuar con Google',
    or: 'o',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'nombre@organismo.gob.ar',
    passwordLabel: 'Contraseña',
    submit: 'Ingresar',
    providersLabel: 'Proveedores de inicio de sesión',
    /** What the page an invitation's link opens says (GET /invitations/{token}). */
    invitation: {
      pending: 'Tienes una invitación a {tenant} con el rol {role}. Ingresa con {email} para aceptarla.',
      notPending:
        'Esta invitación a {tenant} ya no está vigente ({status}). Pide a un administrador que te envíe otra.',
    },
    errors: {
      passwordRequired: 'La contraseña es requerida',
      popupClosed: 'Ventana de inicio de sesión cerrada. Por favor intenta nuevamente.',
      popupCancelled: 'Inicio de sesión cancelado. Por favor intenta nuevamente.',
      network: 'Error de conexión. Verifica tu conexión a internet e intenta nuevamente.',
      emailNotVerified: 'Por favor verifica tu correo electrónico antes de iniciar sesión.',
      noTenantAccess: 'No tienes acceso a ningún workspace. Por favor contacta a un administrador para que te invite.',
      googleFallback: 'Ocurrió un error al iniciar sesión. Por favor intenta nuevamente o contacta al soporte.',
      wrongPassword: 'Correo o contraseña incorrectos.',
      userNotFound: 'No existe una cuenta con este correo electrónico.',
      tooManyRequests: 'Demasiados intentos fallidos. Por favor intenta más tarde.',
      emailFallback: 'Error al iniciar sesión. Por favor verifica tus credenciales.',
    },
  },

  noAccess: {
    title: 'Necesitas una invitación',
    signedInAs: 'Entraste con la cuenta {email}.',
    howToAsk:
      'Pide a quien administra el espacio de trabajo de tu organismo que te invite con esa dirección de correo. Si la invitación llegó a otra dirección, vuelve a iniciar sesión con esa cuenta.',
    backToLogin: 'Volver al inicio de sesión',
  },
} as const;
