import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tonePill } from '../../styles/tone.css';

export const pill = style([
  tonePill,
  {
    gap: vars.space['1'],
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
]);

/**
 * A pill that may take two lines ("Presupuesto / Asignado") where a table column is narrow: corners a one-line pill
 * still reads as a capsule with, a two-line one as a rounded tag.
 */
export const wrapping = style({
  whiteSpace: 'normal',
  borderRadius: vars.radius.lg,
});

/** A dot in the text colour: colour is never the only cue, the text says the status too. */
export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});
