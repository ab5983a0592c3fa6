// A project's detail page: header, side panel and activity.

export const projectDetailMessages = {
  projectDetail: {
    // Editar, Guardar, Cancelar, Guardando... and Cargando datos... are messages.common's.
    notFound: 'No se encontró el proyecto.',
    statusLabel: 'Estado',
    priorityLabel: 'Prioridad',
    executingArea: 'Área ejecutora',
    description: 'Descripción',
    titleLabel: 'Título',
    /** Issue 42: the score's own inputs (TIR and the yes/no questions), edited in place beside the score. */
    editScoreInputs: 'Editar datos de la puntuación',
    saved: 'Proyecto actualizado',
    statusUpdated: 'Estado actualizado',
    /** A program's page: its projects and their totals (issue 43). */
    program: {
      title: 'Proyectos del programa',
      totals: 'Totales del programa',
      count: 'Proyectos',
      budget: 'Presupuesto total',
      budgetOf: 'Suma de {count} proyectos con presupuesto',
      budgetNone: 'Ningún proyecto tiene presupuesto',
      meanScore: 'Puntuación SIIPRO promedio',
      scoredOf: 'Promedio de {count} proyectos con puntuación',
      scoreNone: 'Ningún proyecto tiene puntuación',
      byStatus: 'Proyectos por estado',
      empty: 'Este programa todavía no tiene proyectos.',
      totalsError: 'No se pudieron cargar los totales del programa.',
      viewList: 'Ver en la lista',
    },
    /** «Requiere» and «Alternativas» on the project's page (issue 44): what the optimizer's model v2 reads. */
    relations: {
      title: 'Relaciones',
      requires: 'Requiere',
      requiresHint: 'Este proyecto solo entra en la selección si entran también los proyectos que requiere.',
      requiresNone: 'No requiere otros proyectos.',
      requiredBy: 'Lo requieren',
      alternatives: 'Alternativas',
      groupLabel: 'Grupo de alternativas',
      groupNone: 'No está en un grupo de alternativas.',
      groupSave: 'Guardar grupo',
      /** «Guardar grupo» while the field still holds the saved group. */
      groupUnchanged: 'Escribe otro grupo, o bórralo, para guardar un cambio.',
      otherMembers: 'Otras alternativas del grupo',
      otherMembersNone: 'Todavía ningún otro proyecto está en este grupo.',
      add: 'Agregar un proyecto requerido',
      addPlaceholder: 'Busca por nombre o código',
      results: 'Proyectos encontrados',
      searchHint: 'Escribe al menos {min} letras del nombre o del código.',
      noResults: 'Ningún otro proyecto coincide con «{term}».',
      remove: 'Quitar «{name}» de Requiere',
      saved: 'Relaciones actualizadas',
      loadError: 'No se pudieron cargar las relaciones del proyecto.',
      saveError: 'No se pudieron guardar las relaciones del proyecto.',
    },
    /** Moving a project to a closed status (issue 43: its role is "closed") asks first, with an optional reason. */
    closeStatus: {
      title: '¿Cambiar el estado a «{status}»?',
      description:
        '«{status}» cierra el proyecto: deja de ser candidato del optimizador. El cambio queda en la historia con tu nombre.',
      reasonLabel: 'Motivo (opcional)',
      confirm: 'Cambiar el estado',
    },
    errors: {
      save: 'No se pudo guardar el proyecto',
      statusUpdate: 'No se pudo actualizar el estado',
      notAuthenticated: 'No autenticado',
      load: 'No se pudo cargar el proyecto',
      loadAlt: 'Error al cargar el proyecto',
      missingParams: 'Faltan parámetros de proyecto',
      missingId: 'No se encontró el ID del proyecto (project_id)',
      conflict: 'Otra persona modificó este proyecto. Recarga la página para ver los cambios.',
    },
    /** What the API answers to a bad edit or comment (400). */
    validation: {
      nameRequired: 'El nombre del proyecto no puede estar vacío.',
      nameTooLong: 'El nombre del proyecto no puede superar los {max} caracteres.',
      descriptionText: 'La descripción debe ser un texto.',
      descriptionTooLong: 'La descripción no puede superar los {max} caracteres.',
      statusText: 'El estado debe ser un texto no vacío.',
      unknownStatus: 'El estado «{status}» no existe en este espacio de trabajo.',
      statusReasonText: 'El motivo del cambio de estado debe ser un texto.',
      statusReasonTooLong: 'El motivo del cambio de estado no puede superar los {max} caracteres.',
      statusReasonWithoutStatus: 'El motivo acompaña un cambio de estado: envía también el estado (status).',
      versionRequired: 'Falta la versión del proyecto que se editó (version, un número entero).',
      commentRequired: 'El comentario no puede estar vacío.',
      commentTooLong: 'El comentario no puede superar los {max} caracteres.',
      badActivityKind: 'Tipo de actividad desconocido: {kind}.',
    },
    /** What the API answers about documents. */
    documents: {
      fileRequired: 'Adjunta el archivo en el campo «file» de un formulario multipart/form-data.',
      empty: 'El archivo está vacío.',
      tooLarge: 'El archivo supera el máximo de {max} MB.',
      typeNotAllowed: 'No se admiten archivos «{extension}». Tipos admitidos: {allowed}.',
      nameTooLong: 'El nombre del archivo no puede superar los {max} caracteres.',
      notFound: 'No se encontró el documento.',
      /** A row whose file is not in the store (a store restored from an older backup than the database). */
      fileMissing:
        'El archivo de este documento ya no está en el almacenamiento. Pide a un administrador que lo restaure desde una copia de seguridad.',
      /** The tenant's storage quota (DOCUMENT_QUOTA_MB): {used} and {max} are formatFileSize's. */
      quotaExceeded:
        'Este archivo no entra: los documentos del espacio de trabajo ya ocupan {used} de {max}. Pide a un administrador que libere espacio.',
    },
  },

  sidePanel: {
    /** Code, organisations, priority, sector, executing area and progress stage (issue 42); labels are the form's. */
    classification: 'Clasificación',
    details: 'Detalles',
    location: 'Ubicación',
    program: 'Programa',
    budget: 'Presupuesto',
    budgetDate: 'Fecha del presupuesto',
    fundingSource: 'Fuente de financiamiento',
    executionMonths: 'Meses de ejecución',
    beneficiaries: 'Beneficiarios',
    expectedBenefits: 'Beneficios esperados',
    sdgTargets: 'Objetivos de Desarrollo Sostenible',
    economicEvaluation: 'Evaluación económica',
    landAvailability: 'Disponibilidad de terreno',
    environmentalStudy: 'Estudio ambiental',
    author: 'Autor',
    createdAt: 'Fecha de creación',
    address: 'Dirección',
    noCoordinates: 'Sin coordenadas para mostrar el mapa',
    // What the optimizer's model v2 reads (issue 44).
    province: 'Provincia',
    plannedStart: 'Inicio previsto',
    alternativeGroup: 'Grupo de alternativas',
    /** Issue 42: each section edited in place by those who may edit (the button's name says which section). */
    editClassification: 'Editar clasificación',
    editDetails: 'Editar detalles',
    editLocation: 'Editar ubicación',
    /** Beside the score the project would get with what is typed in the section. */
    scorePreview: 'Puntuación con estos datos',
  },

  activity: {
    title: 'Actividad',
    tabs: { comments: 'Comentarios', documents: 'Documentación', history: 'Historia' },
    empty: {
      comments: 'No hay comentarios aún.',
      documents: 'No hay documentos adjuntos.',
      history: 'No hay historial disponible.',
    },
    commentPlaceholder: 'Escribe un comentario...',
    commentLabel: 'Comentario',
    send: 'Enviar',
    /** «Enviar» with nothing written. */
    sendUnavailable: 'Escribe un comentario para enviarlo.',
    quickReplies: ['Funciona para mi', 'Necesito ayuda?', 'Estoy bloqueado', 'Puedes aclararme...?', 'Listo'],
    quickRepliesLabel: 'Respuestas rápidas',
    statusChange: 'cambió el estado',
    /** The reason given when the status was closed (issue 43). */
    statusReason: 'Motivo: {reason}',
    fieldUpdate: 'actualizó {field}',
    /** Between a change's before and after, for screen readers (the screen shows an arrow). */
    changedTo: 'a',
    fileUpload: 'adjuntó {file}',
    comment: 'comentó',
    created: 'creó el proyecto',
    archived: 'archivó el proyecto',
    restored: 'restauró el proyecto',
    /** An import's entry: it created the project, or changed {field} (then shown with before → after). */
    imported: 'importó el proyecto (importado)',
    importedField: 'importó {field} (importado)',
    /**
     * How a history sentence names the field it changed ("actualizó el presupuesto"): with its article, in lower case
     * as a person writes it mid-sentence. A field missing here is named by its key (a test keeps the form's complete).
     */
    fieldNames: {
      type: 'el tipo',
      name: 'el nombre',
      organizations: 'los organismos',
      program: 'el programa',
      status: 'el estado',
      priority: 'la prioridad',
      sector: 'el sector',
      executingArea: 'el área ejecutora',
      fundingSource: 'la fuente de financiamiento',
      budgetAmount: 'el presupuesto',
      budgetCurrencyCode: 'la moneda',
      budgetDate: 'la fecha del presupuesto',
      expectedExecutionMonths: 'los meses de ejecución',
      beneficiaryCount: 'los beneficiarios',
      description: 'la descripción',
      expectedBenefits: 'los beneficios esperados',
      sdgTargets: 'los Objetivos de Desarrollo Sostenible',
      landAvailability: 'la disponibilidad de terreno',
      environmentalStudy: 'el estudio ambiental',
      economicEvaluation: 'la evaluación económica',
      progressStage: 'la etapa de avance',
      projectCode: 'el código',
      addressLine1: 'la dirección',
      latitude: 'la latitud',
      longitude: 'la longitud',
      tir: 'la TIR',
      isGreen: 'el campo «Proyecto verde»',
      hasGenderDiversity: 'el campo «Género y diversidad»',
      hasSpecificFunds: 'el campo «Alineación con fondos específicos»',
      published: 'el campo «Publicado»',
      // "Requiere" and "Alternativas" (issue 44), written by PUT …/relations.
      province: 'la provincia',
      plannedStart: 'el inicio previsto',
      requires: 'los proyectos que requiere',
      alternativeGroup: 'el grupo de alternativas',
    } as Readonly<Record<string, string>>,
    /** A yes/no field's value as the history records it. */
    yes: 'Sí',
    no: 'No',
    /** A value that was empty before or after a change. */
    emptyValue: '(vacío)',
    /** An entry whose author is no longer known. */
    unknownUser: 'Alguien',
    attach: 'Adjuntar archivo',
    uploading: 'Subiendo archivo...',
    download: 'Descargar {name}',
    /** Deleting a document (issue 46): its button, the confirmation, the failure, and the history's entry. */
    deleteDocument: 'Eliminar {name}',
    deleteTitle: '¿Eliminar «{name}»?',
    deleteDescription:
      'El documento deja de estar disponible para todos los miembros del espacio de trabajo. La eliminación queda en la historia con tu nombre.',
    deleteConfirm: 'Eliminar documento',
    deleteError: 'No se pudo eliminar el documento.',
    deleted: 'Documento eliminado',
    documentDeleted: 'eliminó el documento «{name}»',
  },
} as const;
