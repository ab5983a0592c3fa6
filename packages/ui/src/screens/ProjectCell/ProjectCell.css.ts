import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A project's fields as the lists show them (ProjectCell): in the projects table's cells and cards, and in the
// optimizer's results. The name cell and the card's title are the kit's card list (styles/cardList.css.ts).
export { nameCell, nameHeading } from '../../styles/cardList.css';

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const linkCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const cellText = style({});

export const figure = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const priority = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});
