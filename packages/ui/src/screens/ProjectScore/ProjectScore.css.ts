import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The badge with its "?" beside the title row. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  maxWidth: '100%',
});
