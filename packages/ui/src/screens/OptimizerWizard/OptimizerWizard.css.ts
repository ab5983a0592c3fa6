import { style } from '@vanilla-extract/css';
import { textField } from '../../styles/textField.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

export const steps = style({
  display: 'flex',
  gap: vars.space['4'],
  margin: 0,
  marginBlockEnd: vars.space['4'],
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  selectors: { '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold } },
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
  selectors: {
    [`${step}[aria-current="step"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const body = style({ display: 'grid', gap: vars.space['4'] });

export const criteria = style([bareList, { display: 'grid', gap: vars.space['3'] }]);

export const criterion = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  touchAction: 'manipulation',
});

/** The criterion being dragged stays above the others and shows that it is lifted. */
export const dragging = style({ zIndex: 1, boxShadow: vars.shadow.md, borderColor: vars.color.focusRing });

export const fieldset = style({ margin: 0, padding: vars.space['3'], border: 'none', minWidth: 0 });

export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  float: 'left',
  width: '100%',
  marginBlockEnd: vars.space['2'],
  padding: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const handle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  marginInlineStart: `calc(-1 * ${vars.space['2']})`,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  // Touch: the press that starts a drag must not scroll the dialog.
  touchAction: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const position = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const fields = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space['3'],
  '@media': { [media.narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const field = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start', minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const input = style([textField, { width: '100%', fontVariantNumeric: 'tabular-nums' }]);

export const budgetInput = style({ maxWidth: '20rem' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  margin: 0,
  marginBlockStart: vars.space['2'],
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

// The "Restricciones" step (issue 44).
export const constraintSection = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

// The yearly limits are a DataTable (panel): a row's cells keep their inputs aligned at the top when one of them says
// its problem underneath (`tr > &` outweighs DataTable's own middle alignment whichever stylesheet loads first).
export const constraintCell = style({ selectors: { 'tr > &': { verticalAlign: 'top' } } });

export const yearInput = style({ minWidth: '4.5rem', maxWidth: '7rem' });

export const sourceGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space['3'],
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '1.5rem',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '1.125rem',
  height: '1.125rem',
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const shareList = style([bareList, { display: 'grid', gap: vars.space['3'] }]);

export const shareRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) minmax(10rem, 2fr) minmax(6rem, 1fr) auto',
  // From the top: the inputs line up whatever lines (a problem, what the percentage was read as) sit under them.
  alignItems: 'start',
  gap: vars.space['3'],
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

export const shareRemove = style({ justifySelf: 'start', justifyItems: 'start' });

/** An empty label's height above "Quitar", so it stands level with the inputs of its row (none on a phone). */
export const shareRemoveSpacer = style({ '@media': { [media.narrow]: { display: 'none' } } });

export const summaryList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
});
