// The dashboard's type, the two-column frame and the greyed sample panel; cards and lists are the primitives'.
import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });

/** Recents on the left, the month's trends and the news in a 20rem column on the right; one column when narrow. */
export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 20rem',
  alignItems: 'start',
  gap: vars.space['6'],
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  // Long project names wrap inside the card instead of widening it.
  overflowWrap: 'anywhere',
});

export const cardTitleRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const cardTitleText = style({ flex: '1 1 auto', minWidth: 0 });

export const meta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const cardActions = style({ marginTop: 'auto' });

/** "Tendencias del Mes" is sample data: muted text on a muted surface (still ≥ 4.5:1, per the theme's rule). */
export const inactive = style({ color: vars.color.textMuted, cursor: 'default' });

export const figures = style({ margin: 0, display: 'grid', gap: vars.space['3'] });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const figureLabel = style({ fontSize: vars.fontSize.sm });

export const newsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const newsSummary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const plainList = style({ listStyle: 'none' });
