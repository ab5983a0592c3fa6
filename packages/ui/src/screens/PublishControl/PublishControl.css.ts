import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});

/** A checkbox drawn as a switch: the same input, so it keeps the native keyboard (Space) and form behaviour. */
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  width: '2.5rem',
  height: '1.5rem',
  margin: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '1.125rem',
      height: '1.125rem',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.borderStrong,
      transitionProperty: 'transform',
      transitionDuration: vars.motion.fast,
    },
    '&:checked': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::after': { transform: 'translateX(1rem)', backgroundColor: vars.color.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const state = style({ color: vars.color.textMuted });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
