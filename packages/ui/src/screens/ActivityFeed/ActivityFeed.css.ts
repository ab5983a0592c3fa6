import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { bareList } from '../../styles/list.css';
import { sprinkles } from '../../layout/sprinkles.css';
import { textArea } from '../../styles/textField.css';

/** A Stack of its parts (the layout primitives' atoms) in the text colour. */
export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: 0 }),
  { color: vars.color.text },
]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  flex: '0 0 auto',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  marginBottom: '-1px',
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

/** The kit's several-line text field (styles/textField.css.ts), five lines tall to start with. */
export const textarea = style([
  textArea,
  {
    minHeight: '5rem',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    boxSizing: 'border-box',
  },
]);

export const quickReplies = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const quickRepliesLabel = style({
  width: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const composerActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const uploader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const alert = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const list = style([bareList, { display: 'flex', flexDirection: 'column' }]);

export const entry = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minWidth: 0,
  paddingBlock: vars.space['3'],
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const entryBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: '1 1 auto',
  minWidth: 0,
});

export const entryHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const author = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const commentText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // The line breaks typed with Shift+Enter are kept.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const sentence = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const change = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const before = style({
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const after = style({
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const emptyValue = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const arrow = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
});

export const fileIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.info,
});

export const fileName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const documentRow = style({
  alignItems: 'center',
});

/** Download and delete, side by side at the row's end. */
export const documentActions = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space['1'],
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
});

export const skeletonBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: '1 1 auto',
});

export const loadMore = style({
  alignSelf: 'center',
  '@media': { [media.compact]: { alignSelf: 'stretch' } },
});
