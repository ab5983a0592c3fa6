import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { popover as listPopover } from '../../patterns/SelectFilter/SelectFilter.css';

/** The top bar's box: SearchInput's look (its `form` and `input` styles), as wide as the bar allows. */
export const root = style({ width: '100%', minWidth: 0 });

/** Results are longer than a filter's options: a wider panel, still the kit's list surface and 15rem height. */
export const popover = style([listPopover, { minWidth: '20rem', maxWidth: 'min(32rem, calc(100vw - 1rem))' }]);

export const groupLabel = style({
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['1']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, paddingBlock: vars.space['1'] });

export const itemName = style({ overflowWrap: 'anywhere' });

export const itemDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const message = style({
  padding: `${vars.space['2']} ${vars.space['2']}`,
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'inline-flex',
  paddingInline: vars.space['2'],
  color: vars.color.textMuted,
});
