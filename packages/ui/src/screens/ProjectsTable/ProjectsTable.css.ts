import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardField, cardWideField, listErrorRules } from '../../styles/cardList.css';
import type { ProjectColumnId } from '../ProjectCell';

// The cards' list, card, fields and the table/cards switch are the kit's card list (styles/cardList.css.ts), which
// the optimizer's results share.
export {
  card,
  cardItem,
  cards,
  cardsRegion,
  compactOnly,
  fieldLabel,
  fieldValue,
  fields,
  wideOnly,
} from '../../styles/cardList.css';

// The projects list's own column widths and sort choice; the table itself is DataTable's, a cell's content
// ProjectCell's.

/**
 * The name column keeps a readable width; the rest share what is left, so at 1280 px every column, status and
 * priority included, is in view without scrolling (short values never wrap).
 */
export const columnCell = styleVariants({
  // As wide as the other columns' room allows at 1280 px: the demo's longest names (90 characters) take four lines.
  name: { minWidth: '14rem' },
  organization: { minWidth: '8rem' },
  sector: {},
  area: {},
  score: { whiteSpace: 'nowrap' },
  budget: { whiteSpace: 'nowrap' },
  program: { minWidth: '8rem' },
  // The pill itself may take two lines ("Presupuesto / Asignado"): one line cost the 1280 px page 60 px.
  status: {},
  priority: { whiteSpace: 'nowrap' },
} satisfies Record<ProjectColumnId, unknown>);

// The narrow layout (ProjectCards): one card per project below 40rem.

/** "Ordenar por" above its two selects, which share one line: the field takes the room the direction leaves. */
export const sortBar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['2']}`,
});

export const sortLabel = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const select = style({
  minHeight: '2.25rem',
  minWidth: 0,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

const fieldBase = cardField;
const wideField = [cardWideField];

export const field = styleVariants({
  name: [fieldBase],
  organization: wideField,
  sector: [fieldBase],
  area: [fieldBase],
  score: [fieldBase],
  budget: [fieldBase],
  program: wideField,
  status: [fieldBase],
  priority: [fieldBase],
} satisfies Record<ProjectColumnId, unknown>);

export const cardsMessage = style({
  margin: 0,
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const cardsError = style([cardsMessage, listErrorRules]);
