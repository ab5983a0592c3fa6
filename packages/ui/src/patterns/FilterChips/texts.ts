// FilterChips' default Spanish texts. An app in another language passes its own through `texts`.
export const filterChipsTexts = {
  /** The list's accessible name. */
  label: 'Filtros activos',
  clearAll: 'Quitar todos',
};

export type FilterChipsTexts = typeof filterChipsTexts;
