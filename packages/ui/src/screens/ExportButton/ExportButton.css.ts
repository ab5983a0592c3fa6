import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { menuItem, popupSurface } from '../../styles/popupSurface.css';

export const downloadIcon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const arrow = style({ color: vars.color.textMuted });

export const menu = style([
  popupSurface,
  {
    minWidth: '12rem',
    display: 'flex',
    flexDirection: 'column',
  },
]);

export const item = style([menuItem, { gap: vars.space['3'] }]);

/** A small file-type tag before each format, like a file icon. */
export const formatTag = style({
  minWidth: '2.75rem',
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.tone.green.bg,
  color: vars.tone.green.fg,
  border: `1px solid ${vars.tone.green.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  letterSpacing: '0.02em',
});
