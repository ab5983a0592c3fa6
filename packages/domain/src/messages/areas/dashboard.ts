// The home dashboard. (The reports menu's texts are nav's: `nav.reports`, `nav.priorityDistribution`.)

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
    news: 'Novedades',
    viewAll: 'Ver todas',
    loadingOrganizations: 'Cargando organismos...',
    noActivity: 'No hay actividad reciente.',
    loadingProjects: 'Cargando proyectos...',
    noRecentProjects: 'No hay proyectos recientes.',
  },
} as const;
