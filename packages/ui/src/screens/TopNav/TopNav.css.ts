import { createContainer, style } from '@vanilla-extract/css';
import { navLinkRecipe, navList } from '../../styles/navLink.css';
import { vars } from '../../theme/contract.css';
import { popupSurface } from '../../styles/popupSurface.css';
import { visuallyHiddenRules } from '../../styles/visuallyHidden.css';

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

export const list = style([navList, { alignItems: 'center' }]);

export const link = navLinkRecipe({ look: 'tab' });

/** The collapsed layout's "Menú" button: hidden while the list fits. */
export const menuButton = style({
  display: 'none',
  '@container': { [COLLAPSED]: { display: 'inline-flex' } },
});

export const menu = style([
  popupSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '14rem',
    maxHeight: 'var(--popover-available-height)',
    overflowY: 'auto',
  },
]);

export const menuSeparator = style({
  marginBlock: vars.space['1'],
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

/** What the folded menu holds instead when the bar is narrow (Reportes): shown only while the bar is unfolded. */
export const unfoldedOnly = style({
  display: 'inline-flex',
  '@container': { [COLLAPSED]: { display: 'none' } },
});

export const menuItem = navLinkRecipe({ look: 'menu' });

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
  // Visually hidden but still the button's name.
  '@container': { [COMPACT]: visuallyHiddenRules },
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
