import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The themed wrapper carries the base text colour, font and page background, so content reads right anywhere. */
export const themeRoot = style({
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
