import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Dialogs open in 300 ms and close in 200 ms (portfolio.md §9, "dialog transitions 300 ms in, 200 ms out").
const ENTER = '300ms';
const LEAVE = '200ms';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  opacity: 0,
  transition: `opacity ${LEAVE} ease-in`,
  selectors: {
    '&[data-enter]': { opacity: 1, transition: `opacity ${ENTER} ease-out` },
  },
  '@media': {
    // Both states: the entered one's selector outweighs a plain rule.
    '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&[data-enter]': { transition: 'none' } } },
  },
});

export const dialog = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    insetInline: 0,
    insetBlockStart: '50%',
    marginInline: 'auto',
    display: 'flex',
    flexDirection: 'column',
    maxWidth: 'calc(100vw - 2rem)',
    maxHeight: 'calc(100dvh - 2rem)',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    opacity: 0,
    transform: 'translateY(-50%) translateY(0.75rem) scale(0.98)',
    transition: `opacity ${LEAVE} ease-in, transform ${LEAVE} ease-in`,
    selectors: {
      '&[data-enter]': {
        opacity: 1,
        transform: 'translateY(-50%)',
        transition: `opacity ${ENTER} ease-out, transform ${ENTER} ease-out`,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': {
      // Both states: the entered one's selector outweighs a plain rule.
      '(prefers-reduced-motion: reduce)': {
        transition: 'none',
        transform: 'translateY(-50%)',
        selectors: { '&[data-enter]': { transition: 'none' } },
      },
    },
  },
  variants: {
    size: {
      sm: { width: '24rem' },
      md: { width: '36rem' },
      lg: { width: '52rem' },
      /** Full-screen overlay (the filters dialog). */
      full: {
        insetBlockStart: '1rem',
        width: 'calc(100vw - 2rem)',
        height: 'calc(100dvh - 2rem)',
        transform: 'translateY(0.75rem) scale(0.98)',
        selectors: { '&[data-enter]': { transform: 'none' } },
        '@media': { '(prefers-reduced-motion: reduce)': { transform: 'none' } },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof dialog>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInlineStart: vars.space['5'],
  paddingInlineEnd: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  paddingBlockStart: vars.space['1'],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  marginBlockStart: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  borderEndStartRadius: vars.radius.lg,
  borderEndEndRadius: vars.radius.lg,
});
