// The signed-in person's own account: the user menu and the profile.

export const accountMessages = {
  userMenu: {
    title: 'Cuenta',
    manageAccount: 'Gestionar cuenta',
    about: 'Acerca de',
    role: 'Rol',
  },

  profile: {
    title: 'Perfil',
    language: 'Idioma',
    phone: 'Teléfono',
    workAddress: 'Dirección laboral',
    setDefault: 'Marcar como espacio predeterminado',
    unsetDefault: 'Quitar como espacio predeterminado',
    defaultWorkspace: 'Predeterminado',
    errors: {
      userProfile: 'No se pudo obtener el perfil del usuario',
      profile: 'No se pudo obtener el perfil.',
      savePreference: 'No se pudo guardar la preferencia. Intenta de nuevo.',
    },
    /** What PATCH /users/me answers about the fields it refuses. */
    validation: {
      phoneNotText: 'El teléfono debe ser un texto.',
      phoneTooLong: 'El teléfono puede tener como máximo {max} caracteres.',
      phoneCharacters: 'El teléfono solo puede tener números, espacios y los signos + ( ) - .',
      workAddressNotText: 'La dirección laboral debe ser un texto.',
      workAddressTooLong: 'La dirección laboral puede tener como máximo {max} caracteres.',
      workAddressCharacter: 'La dirección laboral contiene un carácter no permitido.',
      preferredTenantNotText: 'El espacio de trabajo preferido debe ser un texto.',
      preferredTenantNotMember: 'El espacio de trabajo preferido debe ser uno de los tuyos.',
    },
  },
} as const;
