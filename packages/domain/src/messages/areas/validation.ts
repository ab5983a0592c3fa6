// Form validation shared by the web and the API.

export const validationMessages = {
  validation: {
    emailRequired: 'El correo electrónico es requerido',
    emailInvalid: 'Por favor ingresa un correo electrónico válido',
    domainInvalid: 'Por favor ingresa un dominio válido (ej: {host}).',
    invalidJson: 'JSON inválido',
    workspaceRequired: 'Debes seleccionar un espacio de trabajo.',
  },
} as const;
