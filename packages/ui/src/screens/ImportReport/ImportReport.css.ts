import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardSurface } from '../../styles/cardSurface.css';

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const count = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space['1'],
    padding: vars.space['3'],
  },
]);

export const countLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const countValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const names = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  overflowWrap: 'anywhere',
});

export const value = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const reason = style({
  overflowWrap: 'anywhere',
  minWidth: '14rem',
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
