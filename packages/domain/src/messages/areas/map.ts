// The projects map.

export const mapMessages = {
  map: {
    title: 'Mapa de proyectos',
    loading: 'Cargando proyectos...',
    loadError: 'Error al cargar proyectos para el mapa',
    viewDetail: 'Ver Detalle',
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
      status: 'Estado',
      priority: 'Prioridad',
      area: 'Área',
      score: 'Puntuación',
    },
  },
} as const;
