import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardSurface } from '../../styles/cardSurface.css';
import { bareList } from '../../styles/list.css';

export const section = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** The three figures side by side while they fit, one under the other on a phone. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const figure = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    minWidth: 0,
    padding: vars.space['4'],
  },
]);

export const figureLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A budget of thirteen digits and cents wraps rather than widening a phone's page. */
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const figureNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const statuses = style([bareList, { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }]);

export const statusItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
