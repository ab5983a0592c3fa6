// DetailPage's default Spanish texts. An app in another language passes its own through `texts`.
export const detailPageTexts = {
  /** Shown beside the spinner while the record loads. */
  loading: 'Cargando datos...',
  /** The button that asks again after an error. */
  retry: 'Reintentar',
};

export type DetailPageTexts = typeof detailPageTexts;
