import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

export const steps = style([
  bareList,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], counterReset: 'step' },
]);

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  counterIncrement: 'step',
  selectors: {
    '&:not(:last-child)::after': { content: '"→"', color: vars.color.textMuted },
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
  },
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[aria-current="step"] > &': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const fieldLabel = style({
  fontWeight: vars.fontWeight.semibold,
});

export const fileInput = style({
  maxWidth: '100%',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  cursor: 'pointer',
});

export const checkbox = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  margin: 0,
  marginBlockStart: '0.2rem',
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const checkboxText = style({
  display: 'grid',
  gap: vars.space['1'],
});

export const link = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const track = style({
  position: 'relative',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  backgroundColor: vars.color.primary,
});

export const alert = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const success = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
});
