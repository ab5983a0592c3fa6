import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listItem } from '../../styles/listPopover.css';
import { textField } from '../../styles/textField.css';

// The trigger and its parts; the dropped list, its options and tick are the kit's list popover
// (styles/listPopover.css.ts).

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  width: '100%',
});

export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The kit's text field's box (styles/textField.css.ts), with the chevron's room at its end. */
export const trigger = style([
  textField,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    width: '100%',
    paddingInlineEnd: vars.space['2'],
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceMuted },
      '&[aria-expanded="true"]': { borderColor: vars.color.focusRing },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const value = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const placeholder = style({ color: vars.color.textMuted });

export const firstLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({
  flexShrink: 0,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.tone.blue.bg,
  color: vars.tone.blue.fg,
  border: `1px solid ${vars.tone.blue.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '1.25rem',
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const itemLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${listItem}[aria-selected="true"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const checkboxTick = style({ fontSize: '0.75rem' });

// NativeSelectFilter: the browser's own <select>, drawn as the trigger above, with the same chevron at its end.
export const nativeControl = style({ position: 'relative', display: 'flex', minWidth: 0 });

export const nativeSelect = style([
  trigger,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space['2']} + 1.5rem)`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

export const nativeChevron = style([
  chevron,
  {
    position: 'absolute',
    insetInlineEnd: vars.space['2'],
    top: '50%',
    transform: 'translateY(-50%)',
    pointerEvents: 'none',
  },
]);
