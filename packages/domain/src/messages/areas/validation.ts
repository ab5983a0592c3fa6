// Form validation shared by the web and the API.

export const validationMessages = {
  validation: {
    emailRequired: 'El correo electrónico es requerido',
    emailInvalid: 'Por favor ingresa un correo electrónico válido',
    domainInvalid: 'Por favor ingresa un dominio válido (ej: {host}).',
    invalidJson: 'JSON inválido',
    workspaceRequired: 'Debes seleccionar un espacio de trabajo.',
    /** A money or number input whose text is not a number (format/numbers.ts' readTypedAmount). */
    numberUnreadable: 'No se entiende «{text}» como número. Escribe, por ejemplo, 1.500.000,50 o 50 mil millones.',
    /** Under a money or number input while typing: the value it understood. */
    numberUnderstood: 'Se entiende: {value}',
  },
} as const;
