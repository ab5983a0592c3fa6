import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [media.compact]: { padding: vars.space['4'] } },
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minWidth: 0,
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
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
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '12rem 1fr',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '3.5rem',
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.compact]: { gridTemplateColumns: '1fr', gap: vars.space['1'] },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const value = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  minWidth: 0,
});

export const valueText = style({
  flex: '1 1 10rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const editForm = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  width: '100%',
});

export const input = style({
  flex: '1 1 14rem',
  minWidth: 0,
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const workspaceList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const workspace = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '3.5rem',
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const workspaceText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const workspaceName = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
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
