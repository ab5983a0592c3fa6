import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The bar responds to its own width (a container query), not the window's: it collapses the same way in a narrow
 * layout, in a docs page and in a 360 px phone. Below 64rem the six entries fold into the "Menú" button; below 40rem
 * the search moves to its own row and the product name and Crear's label hide behind their icons.
 */
const bar = createContainer('topnav');
const COLLAPSED = `${bar} (max-width: 63.99rem)`;
const COMPACT = `${bar} (max-width: 39.99rem)`;

export const root = style({
  containerName: bar,
  containerType: 'inline-size',
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  minHeight: '3.5rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  '@container': {
    [COLLAPSED]: { columnGap: vars.space['2'] },
    [COMPACT]: { paddingInline: vars.space['2'], columnGap: vars.space['1'] },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.5rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  textDecoration: 'none',
  flexShrink: 0,
});

export const brandName = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  color: vars.color.text,
  '@container': { [COMPACT]: { display: 'none' } },
});

/** The wide layout's list of entries. */
export const nav = style({
  display: 'flex',
  '@container': { [COLLAPSED]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    // The current page: primary text and an underline bar, so it is not told by colour alone (WCAG 1.4.1).
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space['3'],
      bottom: '0.125rem',
      height: '2px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.primary,
    },
  },
});

/** The collapsed layout's "Menú" button: hidden while the list fits. */
export const menuButton = style({
  display: 'none',
  '@container': { [COLLAPSED]: { display: 'inline-flex' } },
});

export const menu = style({
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  minWidth: '14rem',
  maxHeight: 'var(--popover-available-height)',
  overflowY: 'auto',
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    // Opened with the pointer, Ariakit focuses the panel itself; the ring belongs on the items, which show their own.
    '&:focus-visible': { outline: 'none' },
  },
});

export const menuSeparator = style({
  marginBlock: vars.space['1'],
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

/** What the folded menu holds instead when the bar is narrow (Reportes). */
export const wideOnly = style({
  display: 'inline-flex',
  '@container': { [COLLAPSED]: { display: 'none' } },
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  borderInlineStart: '3px solid transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-active-item], &:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.primary,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const search = style({
  flex: '1 1 12rem',
  minWidth: '10rem',
  maxWidth: '26rem',
  '@container': {
    // Alone on the second row, full width.
    [COMPACT]: { order: 10, flexBasis: '100%', maxWidth: 'none' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
  '@container': { [COMPACT]: { gap: vars.space['1'] } },
});

export const createLabel = style({
  '@container': {
    // Visually hidden but still the button's name.
    [COMPACT]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const createButton = style({
  '@container': { [COMPACT]: { width: '2.5rem', paddingInline: 0 } },
});

export const square = style({
  width: '2.5rem',
  paddingInline: 0,
});

/** Reportes and the gear, when their area is the current page: primary glyph on the muted surface. */
export const areaLink = style({
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, backgroundColor: vars.color.surfaceMuted },
  },
});

export const glyph = style({
  display: 'inline-flex',
  fontSize: '1.125rem',
});
