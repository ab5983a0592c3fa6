// Modal's default Spanish text. An app in another language passes its own through `closeLabel`.
export const modalTexts = {
  /** The close button's accessible name. */
  close: 'Cerrar',
};
