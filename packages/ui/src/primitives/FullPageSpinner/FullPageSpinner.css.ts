import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The whole viewport, on small screens too (svh ignores the collapsing browser bars).
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
  padding: vars.space['4'],
  backgroundColor: vars.color.bg,
});

export const spinner = style({
  fontSize: vars.fontSize.md,
});
