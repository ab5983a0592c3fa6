// AppShell's default Spanish text. An app in another language passes its own through `skipLinkLabel`.
export const appShellTexts = {
  /** The skip link, the first stop of the keyboard on every page. */
  skipToContent: 'Saltar al contenido',
};
