import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { menuItem, popupSurface } from '../../styles/popupSurface.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: `0 0 0 3px ${vars.color.surfaceMuted}` },
    '&[aria-expanded="true"]': { boxShadow: `0 0 0 3px ${vars.color.border}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const menu = style([
  popupSurface,
  {
    width: '17rem',
    maxWidth: 'calc(100vw - 1rem)',
    maxHeight: 'var(--popover-available-height)',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const email = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const role = style({
  alignSelf: 'flex-start',
  marginTop: vars.space['1'],
  paddingBlock: '0.125rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.tone.purple.bg,
  color: vars.tone.purple.fg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const separator = style({
  // An <hr>: its default auto side margins would shrink it to nothing in a flex column.
  alignSelf: 'stretch',
  height: '1px',
  marginBlock: vars.space['1'],
  marginInline: 0,
  border: 'none',
  backgroundColor: vars.color.border,
});

export const item = style([menuItem, { gap: vars.space['2'] }]);

export const itemDanger = style({
  color: vars.color.danger,
});
