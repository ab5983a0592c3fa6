import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space['5'],
});

export { underlinedLink as link } from '../../styles/textLink.css';

export const paragraph = style({ margin: 0 });

export const noCoordinates = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: 'center',
});
