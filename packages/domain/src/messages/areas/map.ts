// The projects map.

export const mapMessages = {
  map: {
    title: 'Mapa de proyectos',
    /** The map page's own filters (status and priority) and what else of the list's filters applies. */
    filters: 'Filtros del mapa',
    moreFilters: 'y {count} filtros más de la lista',
    moreFiltersOne: 'y 1 filtro más de la lista',
    /** The selection's projects without a position: counted, not drawn (the list shows them). */
    unplaced: '{count} proyectos sin coordenadas no se muestran',
    unplacedOne: '1 proyecto sin coordenadas no se muestra',
    /** The projects list with the map's filters. */
    viewList: 'Ver en la lista',
    /** The list's "Ver en el mapa": the map with the list's filters. */
    viewOnMap: 'Ver en el mapa',
    loading: 'Cargando proyectos...',
    loadError: 'Error al cargar proyectos para el mapa',
    viewDetail: 'Ver Detalle',
    /** «Ver Detalle» of a project with no organismo: its page lives under one. */
    viewDetailUnavailable: 'Este proyecto no tiene organismo asignado, así que no tiene página para abrir.',
    /** The visible text alternative: how many projects the markers and groups in view stand for. */
    count: '{count} proyectos en el mapa',
    countOne: '1 proyecto en el mapa',
    /** The markers' group (one tab stop) and how to move in it. */
    markers: 'Marcadores del mapa',
    keyboardHint:
      'Usa las flechas para moverte entre los marcadores, Intro para abrir un grupo o un proyecto y Escape para cerrar.',
    /** The list of what is in view, for screen readers. */
    inView: 'Proyectos en la vista del mapa',
    cluster: 'Grupo de {count} proyectos',
    /** A marker without its name (the name comes with the popup): status, priority and score. */
    marker: 'Proyecto en estado {status}. {priority}. {score}.',
    markerNamed: '{name}. Estado: {status}. {priority}. {score}.',
    markerScore: 'Puntuación {score}',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    zoomInLimit: 'Ya estás en el acercamiento máximo.',
    zoomOutLimit: 'Ya estás en el alejamiento máximo.',
    layers: {
      title: 'Capas',
      baseMap: 'Mapa base',
      ign: 'IGN Argenmap',
      osm: 'OpenStreetMap',
      colouring: 'Color de marcadores',
      default: 'Básico',
      score: 'Puntaje SIIPRO',
      priority: 'Prioridad',
    },
    legend: {
      score: 'Puntaje SIIPRO',
      priority: 'Prioridad',
      noPriority: 'Sin prioridad',
      noScore: 'Sin puntuación',
    },
    /** Credits for the base map's tiles, shown on every map. */
    attribution: {
      ign: '© Instituto Geográfico Nacional',
      osm: '© colaboradores de OpenStreetMap',
    },
    /** The small map of one place (the project detail's side panel). */
    miniMap: {
      label: 'Mapa de ubicación: {name}',
      marker: 'Marcador: {name}',
    },
    popup: {
      label: 'Proyecto',
      close: 'Cerrar',
      status: 'Estado',
      priority: 'Prioridad',
      area: 'Área',
      score: 'Puntuación',
    },
  },
} as const;
