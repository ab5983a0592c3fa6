import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardSurface } from '../../styles/cardSurface.css';
import { bareList } from '../../styles/list.css';

/** Side by side where there is room (four on a wide page, two in the wizard), one under another on a phone. */
export const list = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    gap: vars.space['2'],
  },
]);

export const item = style([
  cardSurface,
  {
    display: 'grid',
    gap: vars.space['1'],
    padding: vars.space['3'],
  },
]);

export const title = style({ fontWeight: vars.fontWeight.semibold });

export const facts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const budget = style({ margin: 0 });
