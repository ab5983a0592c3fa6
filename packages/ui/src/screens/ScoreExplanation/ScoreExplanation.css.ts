import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const intro = style({ margin: 0, fontSize: vars.fontSize.md });

/** A criterion's name and what it measures, one above the other, on top of the row. */
export const criterionCell = style({ verticalAlign: 'top', fontWeight: vars.fontWeight.regular });

export const criterionName = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const criterionHelp = style({ display: 'block', color: vars.color.textMuted });

export const bandsTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** Two bands a row: an even 2 × 2 at every width, from the 360 px screen to the modal's 36rem. */
export const bands = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['3'],
  },
]);

export const band = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const bandName = style({ fontWeight: vars.fontWeight.semibold });

/** The project's own breakdown, below the general rules, set apart by a rule. */
export const project = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

/** "Dato faltante" in place of a criterion's score. */
export const missing = style({
  display: 'inline-block',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.tone.orange.border}`,
  backgroundColor: vars.tone.orange.bg,
  color: vars.tone.orange.fg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.tone.orange.border}`,
  backgroundColor: vars.tone.orange.bg,
  color: vars.tone.orange.fg,
});

export const suggestions = style([bareList, { display: 'flex', flexDirection: 'column', gap: vars.space['2'] }]);

export const suggestion = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const suggestionBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const points = style({
  flexShrink: 0,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.tone.green.border}`,
  backgroundColor: vars.tone.green.bg,
  color: vars.tone.green.fg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const nextBand = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
