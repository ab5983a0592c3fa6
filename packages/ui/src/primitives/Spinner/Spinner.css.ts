import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const circle = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    // A full ring in a faint colour with one coloured quarter: the quarter is what moves.
    borderColor: vars.color.border,
    borderTopColor: 'currentColor',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Still show activity, but as a slow turn instead of a fast spin.
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em', borderWidth: '2px' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
    tone: {
      primary: { color: vars.color.primary },
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof circle>>;
