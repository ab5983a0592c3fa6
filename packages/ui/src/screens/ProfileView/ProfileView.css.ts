// The profile's type, rows and surfaces; its layout is the primitives' (Stack, Inline, Box).
import { style } from '@vanilla-extract/css';
import { textField } from '../../styles/textField.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  color: vars.color.text,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const card = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const email = style({
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const details = style({
  borderTop: `1px solid ${vars.color.border}`,
});

// A label column of fixed width beside the value (the Grid primitive's columns are equal); one column when compact.
export const row = style({
  gridTemplateColumns: '12rem 1fr',
  minHeight: '3.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.compact]: { gridTemplateColumns: '1fr' },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const valueText = style({
  flex: '1 1 10rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const input = style([textField, { flex: '1 1 14rem' }]);

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const workspaceList = style({
  listStyle: 'none',
});

export const workspace = style({
  minHeight: '3.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const workspaceText = style({
  flex: 1,
});

export const workspaceName = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const workspaceSlug = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const defaultBadge = style({
  paddingBlock: '0.125rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.tone.yellow.bg,
  color: vars.tone.yellow.fg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const star = style({
  width: '2.5rem',
  paddingInline: 0,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.tone.yellow.fg },
  },
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
});
