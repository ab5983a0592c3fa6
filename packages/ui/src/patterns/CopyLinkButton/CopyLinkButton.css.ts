import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Smaller and quieter than a toolbar button: a table row may hold up to three. */
export const copyButton = style({
  flexShrink: 0,
  minHeight: '1.75rem',
  width: '1.75rem',
  color: vars.color.textMuted,
});
