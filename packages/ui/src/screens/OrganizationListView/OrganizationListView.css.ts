import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The screen's type; the page gutter belongs to the shell (AppShell's main). */
export const screen = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const toolbar = style({});

export const search = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '32rem' });

export const toggle = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

export const toggleButton = style({
  minHeight: '2.25rem',
  paddingInline: vars.space['3'],
  border: 'none',
  background: 'transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderInlineStart: `1px solid ${vars.color.borderStrong}` },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.primary, color: vars.color.primaryText },
    '&:hover:not([aria-pressed="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' },
  },
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.compact]: { gap: vars.space['3'] } },
});

/** A grid cell stretches its card, so the cards of a row share one height. */
export const cardItem = style({ display: 'grid', minWidth: 0 });

export const message = style({
  margin: 0,
  paddingBlock: vars.space['8'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const errorText = style([
  message,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    color: vars.color.danger,
    fontWeight: vars.fontWeight.medium,
  },
]);

/**
 * The table view's table, replaced by cards below 40rem where three columns would not fit a phone, and the
 * Tarjetas/Tabla toggle, which has nothing to choose there. Declared after `toggle`, so it wins over its display.
 */
export const wideOnly = style({ '@media': { [media.compact]: { display: 'none' } } });

/** The table view's cards: only below 40rem. display:none also hides them from assistive technology. */
export const narrowOnly = style({ display: 'none', '@media': { [media.compact]: { display: 'block' } } });
