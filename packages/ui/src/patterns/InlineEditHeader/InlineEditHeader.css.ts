import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageTitle } from '../../styles/sectionText.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minWidth: 0,
});

/** The list screens' title size: the detail page is the same level. */
export const title = style([pageTitle, { minWidth: 0, overflowWrap: 'anywhere' }]);

/** Beside the first line of the title. */
export const pencil = style({ flexShrink: 0, marginBlockStart: '0.125rem' });

const field = {
  width: '100%',
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
  },
} as const;

/** The name field keeps the title's type, so editing does not move the page. */
export const nameInput = style({
  ...field,
  minHeight: '2.75rem',
  paddingInline: vars.space['2'],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
});

export const descriptionBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const descriptionLabel = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  // Line breaks typed in the description are kept.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const noDescription = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** Grows with its text (InlineEditHeader sets the height); no resize handle needed. */
export const descriptionInput = style({
  ...field,
  minHeight: '5rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  resize: 'none',
  overflow: 'hidden',
});

export const conflict = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.tone.orange.border}`,
  backgroundColor: vars.tone.orange.bg,
  color: vars.tone.orange.fg,
});

export const conflictText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});
