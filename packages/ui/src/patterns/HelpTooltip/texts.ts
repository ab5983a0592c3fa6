// HelpTooltip's default Spanish text. An app in another language passes its own through `label`.
export const helpTooltipTexts = {
  /** The "?" button's accessible name. */
  help: 'Ayuda',
};
