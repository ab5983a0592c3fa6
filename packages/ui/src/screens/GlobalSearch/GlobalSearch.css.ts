import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The box, the results panel and its options are the kit's search combobox (styles/searchBox.css.ts,
// styles/searchCombobox.css.ts); here, what only the top bar's search has.

/** The top bar's box, as wide as the bar allows. */
export const root = style({ width: '100%', minWidth: 0 });

export const groupLabel = style({
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['1']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
