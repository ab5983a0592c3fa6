// Breadcrumbs' default Spanish text. An app in another language passes its own through `label`.
export const breadcrumbsTexts = {
  /** The navigation landmark's name. */
  label: 'Migas de pan',
};
