import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { listPopover } from './listPopover.css';

/**
 * A combobox that searches as you type (the top bar's GlobalSearch, the relations' RequirePicker): the search box
 * (searchBox.css.ts) with a magnifier at its end, and a results panel wider than a filter's list, whose options have
 * a name and a second line, and whose messages (searching, an error) sit inside it.
 */

/** Results are longer than a filter's options: a wider panel, still the kit's list surface and 15rem height. */
export const resultsPopover = style([listPopover, { minWidth: '20rem', maxWidth: 'min(32rem, calc(100vw - 1rem))' }]);

/** An option's two lines: the name, then its detail (a code, an organisation). */
export const resultText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  paddingBlock: vars.space['1'],
});

export const resultName = style({ overflowWrap: 'anywhere' });

export const resultDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const resultsMessage = style({
  padding: `${vars.space['2']} ${vars.space['2']}`,
  color: vars.color.textMuted,
});

export const searchIcon = style({
  display: 'inline-flex',
  paddingInline: vars.space['2'],
  color: vars.color.textMuted,
});
