// Organisations (organismos): list, cards and detail.

export const organizationsMessages = {
  organizations: {
    viewCards: 'Tarjetas',
    viewTable: 'Tabla',
    responsable: 'Responsable',
    notAssigned: 'No asignado',
    viewProjects: 'Ver Proyectos',
    projects: 'Proyectos',
    columns: { key: 'Clave', name: 'Nombre' },
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
    },
    errors: {
      notFound: 'No se encontró la organización',
      load: 'No se pudo cargar la organización',
      save: 'No se pudo guardar la organización',
      missingId: 'No se encontró el ID del organismo',
      noActiveTenant: 'No hay tenant activo',
      missingParams: 'Faltan parámetros de organización',
    },
  },
} as const;
