import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';
import { underlinedLink } from '../../styles/textLink.css';

/** The same card as the project page's side panel sections. */
export const root = style({
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style([bareList, { display: 'flex', flexDirection: 'column' }]);

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlock: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minWidth: 0,
});

export const link = style([underlinedLink, { flex: 1, minWidth: 0, overflowWrap: 'anywhere' }]);

export const code = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  color: vars.color.textMuted,
});

export const factValue = style({ color: vars.color.text });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const viewAll = style([link, { flex: 'none', alignSelf: 'flex-start' }]);
