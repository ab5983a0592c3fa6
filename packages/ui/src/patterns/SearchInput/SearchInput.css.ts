import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The box and its input are the kit's search box (styles/searchBox.css.ts); here, the buttons at its end.

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.125rem',
  paddingInlineEnd: '0.1875rem',
  color: vars.color.textMuted,
});
