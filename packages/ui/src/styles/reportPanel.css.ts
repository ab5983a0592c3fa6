// A titled panel of figures: the optimizer's restriction panels (issue 44: the yearly spend chart, the sources and
// regions usage, the efficiency curve, the infeasible explanation). Their titles are Headings, their tables
// DataTable's panel variant.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
