import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { formAlert, formPanel, formTitle } from '../../styles/formPanel.css';
import { bareList } from '../../styles/list.css';

/** The sections beside the live score; one column when the page is narrow (the score after the sections). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const section = style([formPanel, { minWidth: 0 }]);

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const title = formTitle;

/** A field that takes the whole row of its section's grid (name, description, lists). */
export const wide = style({ gridColumn: '1 / -1' });

/** The live score stays in sight while the sections scroll. */
export const scorePanel = style([
  section,
  {
    position: 'sticky',
    top: vars.space['4'],
    '@media': { [media.medium]: { position: 'static' } },
  },
]);

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Checkbox lists: SDGs in columns, organisations in a box that scrolls past a dozen. */
export const checkList = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: vars.space['2'],
  },
]);

export const scrollBox = style({
  maxHeight: '16rem',
  overflowY: 'auto',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minHeight: '1.5rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
});

export const checkbox = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: '0.125rem',
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const alert = formAlert;
