// SelectFilter's default Spanish texts. An app in another language passes its own through `placeholder` and `texts`.
export const selectFilterTexts = {
  /** Shown with nothing selected, and the item that clears a single selection. */
  all: 'Todos',
  /** The tooltip that lists every selected value. */
  selectedValues: (values: string) => `Seleccionados: ${values}`,
  /** The badge beside the first of several selected values. */
  moreSelected: (count: number) => `+${count}`,
  /** The list with no options. */
  noOptions: 'Sin datos',
};

export type SelectFilterTexts = typeof selectFilterTexts;
