import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

export const root = style({
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** Details and attachments read at the side panel's size, under the description. */
export const sections = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const files = style([bareList, { display: 'flex', flexDirection: 'column', gap: vars.space['2'] }]);

/** A file name shown as such: the monospace face says "a file", not a link (they are placeholders, platform.md §2). */
export const fileName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});
