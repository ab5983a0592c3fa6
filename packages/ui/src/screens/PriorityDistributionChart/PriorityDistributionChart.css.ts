import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

/** One bar per row: label, track, count. The label column shrinks on narrow screens. */
export const barRow = style({
  display: 'grid',
  gridTemplateColumns: '10rem minmax(0, 1fr) 3.5rem',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
  '@media': { [media.narrow]: { gridTemplateColumns: '6.5rem minmax(0, 1fr) 3rem' } },
});

export const barLabel = style({ color: vars.color.text, overflowWrap: 'anywhere' });

export const track = style({
  height: '1.25rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', borderRadius: vars.radius.sm, borderWidth: '1px', borderStyle: 'solid' });

export const count = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});

/**
 * The table kept for screen readers while the bars show: inside the visually hidden wrapper its frame must not be a
 * scrolling region (one with nothing to focus fails WCAG 2.1.1); the wrapper already clips it.
 */
export const hiddenTableFrame = style({ selectors: { [`${visuallyHidden} > &`]: { overflow: 'visible' } } });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const errorText = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.danger,
});
