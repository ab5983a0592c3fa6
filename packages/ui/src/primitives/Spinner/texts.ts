// The Spinner's default Spanish text. An app in another language passes its own through `label`.
export const spinnerTexts = {
  /** What a spinner announces when it is not told what is loading. */
  loading: 'Cargando...',
};
