import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { menuItem, popupSurface } from '../../styles/popupSurface.css';

/** The square trigger: the active tenant's logo fills it, or a grid glyph sits in it. */
export const trigger = style({
  width: '2.5rem',
  height: '2.5rem',
  paddingInline: 0,
  overflow: 'hidden',
});

export const triggerLogo = style({
  width: '2rem',
  height: '2rem',
});

export const glyph = style({
  display: 'inline-flex',
  fontSize: '1.125rem',
});

export const menu = style([
  popupSurface,
  {
    // platform.md §9: the dropdown is 14rem wide.
    width: '14rem',
    maxHeight: 'var(--popover-available-height)',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
]);

export const heading = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const item = style([
  menuItem,
  {
    gap: vars.space['2'],
    minHeight: '2.75rem',
    paddingInline: vars.space['2'],
    selectors: {
      // The current tenant cannot be chosen again: shown, marked, but inert.
      '&[aria-disabled="true"]': { cursor: 'default' },
    },
  },
]);

export const name = style({
  // platform.md §9: names are cut at 140px; the full name is in the title attribute.
  maxWidth: '140px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const current = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  paddingBlock: '0.125rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.tone.blue.bg,
  color: vars.tone.blue.fg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
