// The home dashboard and the reports menu.

export const dashboardMessages = {
  dashboard: {
    title: 'Tu actividad',
    recentProjects: 'Proyectos recientes',
    recentOrganizations: 'Organismos recientes',
    viewProgram: 'Ver programa',
    noProgram: 'Sin programa',
    viewOrganization: 'Ver Organismo',
    viewProjects: 'Ver Proyectos',
    trends: 'Tendencias del Mes',
    trendsInactive: 'Datos de ejemplo: esta sección todavía no está activa.',
    news: 'Novedades',
    viewAll: 'Ver todas',
    loadingOrganizations: 'Cargando organismos...',
    noActivity: 'No hay actividad reciente.',
    loadingProjects: 'Cargando proyectos...',
    noRecentProjects: 'No hay proyectos recientes.',
  },

  reports: {
    title: 'Reportes',
    priorityDistribution: 'Distribución por Prioridad',
  },
} as const;
