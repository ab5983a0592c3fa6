import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 24 px: the WCAG 2.2 minimum target size for something that reacts to focus and hover.
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  borderWidth: '1px',
  borderStyle: 'solid',
  fontSize: '0.875rem',
  cursor: 'default',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
