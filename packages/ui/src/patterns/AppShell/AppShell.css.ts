// The frame's surfaces and stacking; its layout is the primitives' (Stack, Box).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
  backgroundColor: vars.color.bg,
  color: vars.color.text,
});

/** Hidden until focused, then shown over the top-left corner (the first stop of the Tab key). */
export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(calc(-100% - 1rem))',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The top bar stays in view while the page scrolls, below any open menu or dialog. */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: `calc(${vars.zIndex.dropdown} - 1)`,
});

export const main = style({
  flex: 1,
  // Focus lands here from the skip link; it is a target, not a control, so no ring.
  outline: 'none',
});

/** A filled page: exactly one screen high, so the page (the map) takes what the header leaves and nothing scrolls. */
export const filledRoot = style({
  height: '100vh',
  '@supports': { '(height: 100svh)': { height: '100svh' } },
  overflow: 'hidden',
});

export const filledMain = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  position: 'relative',
});
