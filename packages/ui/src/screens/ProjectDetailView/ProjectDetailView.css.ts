import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const metaLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const metaValue = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
