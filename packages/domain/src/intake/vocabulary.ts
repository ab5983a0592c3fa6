// The closed and suggested vocabularies of a project's fields: what the form offers, what the import checks, and what
// the demo generator draws from. SDGs are a closed list (the score counts them); the other three are suggestions the
// form offers while accepting any text, as ministries word them their own way.

export const ECONOMIC_EVALUATIONS: readonly string[] = [
  'Costo-beneficio',
  'Costo-eficiencia',
  'Multicriterio',
  'Sin evaluación',
];
export const ENVIRONMENTAL_STUDIES: readonly string[] = ['Aprobado', 'En trámite', 'No requerido', 'Pendiente'];
export const LAND_AVAILABILITY: readonly string[] = [
  'Disponible',
  'En gestión',
  'Expropiación en curso',
  'No disponible',
];

/** The 17 Sustainable Development Goals as they are written in Spanish. */
export const SDGS: readonly string[] = [
  'ODS 1: Fin de la pobreza',
  'ODS 2: Hambre cero',
  'ODS 3: Salud y bienestar',
  'ODS 4: Educación de calidad',
  'ODS 5: Igualdad de género',
  'ODS 6: Agua limpia y saneamiento',
  'ODS 7: Energía asequible y no contaminante',
  'ODS 8: Trabajo decente y crecimiento económico',
  'ODS 9: Industria, innovación e infraestructura',
  'ODS 10: Reducción de las desigualdades',
  'ODS 11: Ciudades y comunidades sostenibles',
  'ODS 12: Producción y consumo responsables',
  'ODS 13: Acción por el clima',
  'ODS 14: Vida submarina',
  'ODS 15: Vida de ecosistemas terrestres',
  'ODS 16: Paz, justicia e instituciones sólidas',
  'ODS 17: Alianzas para lograr los objetivos',
];
