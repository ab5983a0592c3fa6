// FieldList's Spanish texts for a missing value.
export const fieldListTexts = {
  /** The mark shown for a missing value, and the text that formatters give for one. */
  empty: '-',
  /** What a screen reader hears instead of the mark. */
  noData: 'Sin datos',
};
