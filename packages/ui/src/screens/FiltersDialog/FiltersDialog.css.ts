import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

/** At phone width the overlay uses the whole screen (the 1rem frame of the full size would waste 10%). */
export const dialog = style({
  '@media': {
    [media.narrow]: {
      insetBlockStart: 0,
      width: '100vw',
      maxWidth: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
    },
  },
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
  gap: vars.space['4'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const section = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space['4'],
  paddingBlockStart: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const legend = style({
  float: 'left',
  width: '100%',
  marginBlockEnd: vars.space['2'],
  padding: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

const optionList = {
  clear: 'both',
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

export const options = style(optionList);

/** Multiple-choice sections: two columns (portfolio.md §2.3). */
export const optionsTwoColumns = style({
  ...optionList,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space['3'],
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minHeight: '2rem',
  paddingBlock: vars.space['1'],
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

export const control = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  margin: 0,
  marginBlockStart: '0.125rem',
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const moreToggle = style({
  marginBlockStart: vars.space['2'],
  padding: 0,
  paddingInline: vars.space['1'],
  marginInline: `calc(-1 * ${vars.space['1']})`,
  minHeight: '1.5rem',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const noData = style({
  clear: 'both',
  margin: 0,
  color: vars.color.textMuted,
});

export const range = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
});

/** One bound with the line AmountInput writes under it (what it understood, or why it cannot read the text). */
export const rangeField = style({ minWidth: 0 });

/** AmountInput brings the text field's look; the dialog's inputs are a fixed height at the body's size. */
export const rangeInput = style({ height: '2.5rem', fontSize: vars.fontSize.md });
