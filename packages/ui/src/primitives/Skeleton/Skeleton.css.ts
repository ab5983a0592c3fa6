import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceMuted,
    // A hairline so the placeholder still shows on a surfaceMuted background.
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    variant: {
      text: { height: '0.8em', borderRadius: vars.radius.sm, marginBlock: '0.35em' },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
  },
  defaultVariants: { variant: 'text' },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
});

export const cell = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});
