import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardSurface } from '../../styles/cardSurface.css';
import { textField } from '../../styles/textField.css';
import { bareList } from '../../styles/list.css';

export const screen = style({ fontFamily: vars.font.body, color: vars.color.text, minWidth: 0 });

export { pageTitle as title } from '../../styles/sectionText.css';

export const message = style({ margin: 0, color: vars.color.textMuted });

/** What the last decision changed: a quiet box that a person does not miss (it may have cost many projects). */
export const impact = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.text,
});

/** The totals line: its facts side by side, wrapping on narrow screens. */
export const totals = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space['2']} ${vars.space['5']}`,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const totalStrong = style({ fontWeight: vars.fontWeight.semibold });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const rank = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold });

export const decisions = style([bareList, { display: 'grid', gap: vars.space['2'] }]);

export const decision = style([
  cardSurface,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    padding: vars.space['3'],
  },
]);

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const input = style([textField, { width: '100%' }]);

export { textArea as textarea } from '../../styles/textField.css';

/** A project code, as the projects list shows it, on one line: "CEN-2025-0094" broken in three reads as three codes. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

/** The status pill and, for a work in execution, its "Compromiso" tag: side by side, wrapping when narrow. */
export const statusCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
});

/**
 * In the ranking's table the longest status ("Presupuesto Asignado") may take two lines: on one, with the spec's ten
 * columns, the rank, the value and the decision, the table was 75 px too wide for a 1280 px window (issue 43).
 */
globalStyle(`td > ${statusCell} > *`, { whiteSpace: 'normal' });

// The results tables' columns (ResultsTables.tsx): the rank and the name stay in view while the table scrolls.

/** The rank column: a fixed width, which is where the sticky name column starts (RANK_WIDTH). */
export const rankColumn = style({ boxSizing: 'border-box', width: '4.5rem', minWidth: '4.5rem', maxWidth: '4.5rem' });

/** The name keeps a readable width (the demo's longest names take four lines), the organisation a little less. */
export const nameColumn = style({ minWidth: '14rem' });
export const organizationColumn = style({ minWidth: '8rem' });

/** The second of two fields in one cell (Área under Sector): quieter. */
export const secondLine = style({ color: vars.color.textMuted });

/** A header of two words ("Duración (meses)") may take two lines, so its figures set the column's width. */
export const wrappingHeader = style({ whiteSpace: 'normal' });

/** A card's short figures (its rank and value), as tags above its name. */
export const cardTags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0 });

/** A card's decision button, after its fields. */
export const cardAction = style({ display: 'flex', justifyContent: 'flex-start' });
