// SearchInput's default Spanish texts. An app in another language passes its own through `label`, `placeholder` and
// `clearLabel`.
export const searchInputTexts = {
  /** The box's accessible name, and the magnifier button's. */
  search: 'Buscar',
  placeholder: 'Buscar...',
  /** The X button's accessible name. */
  clear: 'Limpiar búsqueda',
};
