// A titled panel of figures: the optimizer's restriction panels (issue 44: the yearly spend chart, the sources and
// regions usage, the efficiency curve, the infeasible explanation). Their titles are Headings, their tables
// DataTable's panel variant.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { cardSurface } from './cardSurface.css';

export const panel = style([
  cardSurface,
  {
    display: 'grid',
    gap: vars.space['3'],
    minWidth: 0,
    padding: vars.space['4'],
  },
]);
