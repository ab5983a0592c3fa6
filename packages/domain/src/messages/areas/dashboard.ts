// The home dashboard and the reports area: its priority-distribution chart and page. (The reports menu's texts are
// nav's: `nav.reports`, `nav.priorityDistribution`.)

export const dashboardMessages = {
  dashboard: {
    title: 'Tu actividad',
    recentProjects: 'Proyectos recientes',
    recentOrganizations: 'Organismos recientes',
    viewProgram: 'Ver programa',
    noProgram: 'Sin programa',
    viewOrganization: 'Ver Organismo',
    trends: 'Tendencias del Mes',
    trendsInactive: 'Datos de ejemplo: esta sección todavía no está activa.',
    /** platform.md §2: "static sample figures, greyed out and inactive". */
    trendsSample: [
      { label: 'Proyectos nuevos', value: '18' },
      { label: 'Proyectos finalizados', value: '6' },
      { label: 'Presupuesto asignado', value: 'ARS 1.250 M' },
    ],
    /** The month's figures, computed (issue 43): the sample's layout, its first and last labels. */
    trendsFigures: {
      projectsCreated: 'Proyectos nuevos',
      statusChanges: 'Cambios de estado',
      budgetAssigned: 'Presupuesto asignado',
    },
    /** Under the title: which month the figures count, "diciembre de 2026, hasta hoy". */
    trendsPeriod: '{month}, hasta hoy',
    trendsLoading: 'Cargando tendencias...',
    trendsError: 'No se pudieron cargar las tendencias del mes.',
    news: 'Novedades',
    viewAll: 'Ver todas',
    /** Why "Ver todas" is disabled (issue 43: a disabled button says why). */
    viewAllUnavailable: 'Todavía no hay una página con todas las novedades.',
    /** platform.md §2: "static sample news". */
    newsSample: [
      {
        title: 'Nuevo mapa de proyectos',
        summary: 'Ahora puedes ver los proyectos en el mapa y filtrarlos por estado y prioridad.',
      },
      {
        title: 'Puntuación SIIPRO',
        summary: 'Cada proyecto muestra su puntuación y los datos que faltan para mejorarla.',
      },
    ],
    loadingOrganizations: 'Cargando organismos...',
    noActivity: 'No hay actividad reciente.',
    loadingProjects: 'Cargando proyectos...',
    noRecentProjects: 'No hay proyectos recientes.',
  },

  priorityChart: {
    byPriority: 'Por prioridad',
    byStatus: 'Por estado',
    noPriority: 'Sin prioridad',
    priorityCaption: 'Cantidad de proyectos por prioridad',
    statusCaption: 'Cantidad de proyectos por estado',
    columns: { priority: 'Prioridad', status: 'Estado', count: 'Proyectos', share: 'Porcentaje' },
    total: 'Total',
    showTable: 'Ver como tabla',
    showChart: 'Ver como gráfico',
    empty: 'No hay proyectos para mostrar.',
    loadError: 'No se pudo cargar la distribución por prioridad.',
  },

  /** /reports: the page of Reportes > Distribución por Prioridad, for the active tenant. */
  reports: {
    /** Under the title: the path names no tenant, so the page says whose projects it counts. */
    intro: 'Proyectos de {tenant}, por prioridad y por estado.',
    /** When the address carries the projects list's filters. */
    introFiltered: 'Proyectos de {tenant} que cumplen los filtros de la lista, por prioridad y por estado.',
    /** The projects list with the same filters, whose totals the counts equal. */
    viewList: 'Ver en la lista de proyectos',
  },
} as const;
