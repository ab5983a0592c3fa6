import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { recordCard } from '../../styles/cardSurface.css';

export const card = style([recordCard, { fontFamily: vars.font.body, color: vars.color.text }]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const name = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Long official names wrap instead of widening the card.
  overflowWrap: 'anywhere',
});

export { textLink as nameLink } from '../../styles/textLink.css';

export const slug = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });

export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({ margin: 0 });

/** The responsable's name carries a tooltip: dotted underline says "more on hover or focus". */
export const person = style({
  textDecoration: 'underline dotted',
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const notAssigned = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const count = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold });

export const footer = style({
  display: 'flex',
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space['2'],
});
