// The screen's surfaces and type; its layout is the Stack's.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
  textAlign: 'center',
  backgroundColor: vars.color.bg,
  color: vars.color.text,
});

/** The big "404": decoration, so it is muted and hidden from assistive technology. */
export const code = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(3.5rem, 18vw, 6rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
  letterSpacing: '-0.02em',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
