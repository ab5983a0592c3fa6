import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * One look for every clickable control: Button and IconButton, and the links and menu triggers that look like a
 * button. Disabled and loading buttons keep their colours but fade, and never change on hover.
 */
export const buttonRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, filter',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: 'ease-out',
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.8 },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.primaryHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.textInverse,
        selectors: {
          // No hover token for danger: darkening the same colour keeps the family (and the contrast only grows).
          '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.88)' },
        },
      },
    },
    size: {
      // xs is the WCAG 2.2 minimum target (24 px), for an icon inside a dense row such as a table header; sm is 32 px;
      // md is the 40 px touch-friendly default.
      xs: { minHeight: '1.5rem', paddingInline: vars.space['1'], fontSize: vars.fontSize.sm },
      sm: { minHeight: '2rem', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: { minHeight: '2.5rem', paddingInline: vars.space['4'], fontSize: vars.fontSize.md },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof buttonRecipe>>;

/** Keeps the label's place while the spinner replaces the icon, so the button does not change width. */
export const iconSlot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25em',
  height: '1.25em',
});
