// CopyLinkButton's default Spanish texts. An app in another language passes its own through `texts`.
export const copyLinkButtonTexts = {
  /** The button's text, and the icon button's accessible name. */
  copyLink: 'Copiar enlace',
  /** The text button's label for 1.5 s after a copy. */
  copied: '¡Copiado!',
  /** The icon button's toasts. */
  linkCopied: 'Enlace copiado',
  linkCopyFailed: 'No se pudo copiar el enlace',
};

export type CopyLinkButtonTexts = typeof copyLinkButtonTexts;
