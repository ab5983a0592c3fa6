import { style, styleVariants } from '@vanilla-extract/css';

/** Square versions of the Button sizes (the look itself comes from Button's recipe). */
export const square = styleVariants({
  xs: { width: '1.5rem', height: '1.5rem', paddingInline: 0 },
  sm: { width: '2rem', paddingInline: 0 },
  md: { width: '2.5rem', paddingInline: 0 },
});

export const glyph = style({
  display: 'inline-flex',
  fontSize: '1.125rem',
});
