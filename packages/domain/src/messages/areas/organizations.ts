// Organisations (organismos): list, cards and detail.

export const organizationsMessages = {
  organizations: {
    title: 'Organismos',
    /** The cards/table toggle group's name. */
    viewLabel: 'Vista',
    viewCards: 'Tarjetas',
    viewTable: 'Tabla',
    responsable: 'Responsable',
    notAssigned: 'No asignado',
    viewProjects: 'Ver Proyectos',
    projects: 'Proyectos',
    columns: { key: 'Clave', name: 'Nombre' },
    tableLabel: 'Listado de organismos',
    cardsLabel: 'Tarjetas de organismos',
    empty: 'No se encontraron organizaciones',
    permissionDenied: 'No tenés permiso para ver organizaciones o la funcionalidad no está habilitada para tu cuenta.',
    detail: {
      description: 'Descripción',
      details: 'Detalles',
      code: 'Código',
      createdBy: 'Creado por',
      createdAt: 'Fecha de creación',
      updatedBy: 'Actualizado por',
      updatedAt: 'Fecha de actualización',
      attachments: 'Adjuntos',
      attachmentFiles: [
        'Plantilla de proyectos.xlsx',
        'Organigrama del organismo.pdf',
        'Documento de referencias.docx',
      ],
      latestProjects: 'Últimos proyectos',
      viewAll: 'Ver todos',
      noProjects: 'No hay proyectos para este organismo',
      sector: 'Sector',
      area: 'Área',
      priority: 'Prioridad',
      /** The toast after a save (platform.md §8: toasts of type success; the spec gives no text of its own). */
      saved: 'Organismo actualizado',
    },
    errors: {
      notFound: 'No se encontró la organización',
      load: 'No se pudo cargar la organización',
      save: 'No se pudo guardar la organización',
      missingId: 'No se encontró el ID del organismo',
      noActiveTenant: 'No hay tenant activo',
      missingParams: 'Faltan parámetros de organización',
      conflict: 'Otra persona modificó este organismo. Recarga la página para ver los cambios.',
    },
    /** What the API answers to a bad list query or edit (400). */
    validation: {
      nameRequired: 'El nombre del organismo no puede estar vacío.',
      nameTooLong: 'El nombre del organismo no puede superar los {max} caracteres.',
      descriptionText: 'La descripción debe ser un texto.',
      descriptionTooLong: 'La descripción no puede superar los {max} caracteres.',
      versionRequired: 'Falta la versión del organismo que se editó (version, un número entero).',
      badSort: 'Orden desconocido: {sort}. Los órdenes posibles son {sorts}.',
      badLimit: 'El límite debe ser un entero entre 1 y {max}.',
    },
  },
} as const;
