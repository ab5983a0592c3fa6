// What every screen shares: the product name, buttons, navigation, the shell, search and the generic screens.

export const commonMessages = {
  app: {
    name: 'SIIPRO',
    fullName: 'Sistema Integrado e Inteligente de Proyectos',
    demoBanner:
      'Estás en un espacio de demostración: se reinicia en cada despliegue y todo lo que crees en él se elimina.',
  },

  common: {
    loading: 'Cargando...',
    loadingData: 'Cargando datos...',
    empty: '-',
    edit: 'Editar',
    save: 'Guardar',
    saveChanges: 'Guardar Cambios',
    saving: 'Guardando...',
    /** A button's reason while a message is on its way (issue 43: a disabled button says why). */
    sending: 'Enviando...',
    cancel: 'Cancelar',
    close: 'Cerrar',
    back: 'Volver',
    logout: 'Cerrar Sesión',
    continue: 'Continuar',
    delete: 'Eliminar',
    add: 'Agregar',
    searchPlaceholder: 'Buscar...',
    copyLink: 'Copiar enlace',
    /** A detail page's empty description (projects, organisations). */
    noDescription: 'Sin descripción',
    notAvailable: 'No disponible',
    error: 'Error',
    noData: 'Sin datos',
    seeMore: 'Ver más',
    seeLess: 'Ver menos',
    retry: 'Reintentar',
    readOnly: 'Solo lectura',
  },

  notFound: {
    title: 'Página no encontrada',
    text: 'La página que está buscando no existe o ha sido movida.',
    home: 'Volver al inicio',
  },

  routerError: {
    title: 'Unexpected Application Error!',
  },

  forbidden: {
    title: 'Acceso Denegado',
    text: 'No tienes los permisos necesarios para acceder a esta sección.',
  },

  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    organizations: 'Organismos',
    programs: 'Programas',
    projects: 'Proyectos',
    map: 'Mapa',
    optimizer: 'Optimización',
    create: 'Crear',
    createTooltip: 'Crear proyecto',
    notifications: 'Notificaciones',
    notificationsUnavailable: 'todavía no están disponibles en SIIPRO.',
    settings: 'Configuración',
    reports: 'Reportes',
    priorityDistribution: 'Distribución por Prioridad',
  },

  aboutModal: {
    title: 'Acerca de SIIPRO',
    credits: 'Co-creado por dos consultoras.',
    rights: '© {year} Todos los derechos reservados.',
  },

  search: {
    label: 'Búsqueda global',
    results: 'Resultados de búsqueda',
    recent: 'Vistos recientemente',
    noRecent: 'No hay elementos recientes',
    noResults: 'No se encontraron resultados para',
    kinds: { proyecto: 'Proyecto', programa: 'Programa', organization: 'Organismo' },
    /** What GET /t/{slug}/search answers to a query it refuses (400). */
    request: {
      queryRequired: 'Indica el texto a buscar en el parámetro q.',
      queryTooLong: 'La búsqueda no puede superar los {max} caracteres.',
    },
  },
} as const;
