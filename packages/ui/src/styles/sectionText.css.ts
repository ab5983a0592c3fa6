// Text styles screens share: a screen's title, a section's heading, a muted note under it and an error line with its
// icon (the optimizer's results, scenarios and comparison; a field's error, FieldError).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A screen's title (its h1): the lists (Proyectos, Organismos), the optimizer's results, the areas with a side menu,
 * a detail page's editable title and the public portal's pages.
 */
export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A refusal or a load or server error of a whole panel or form (settings panels, intake forms): a danger box. */
export const panelAlert = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const errorLine = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

// The icon beside the first line of the text, however many lines it wraps to: its box is one line tall (its drawing
// is centred in it), and the line is the text's first.
globalStyle(`${errorLine} > svg`, { flexShrink: 0, height: '1lh' });
