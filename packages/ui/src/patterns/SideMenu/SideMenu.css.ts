import { style } from '@vanilla-extract/css';
import { navLinkRecipe, navList } from '../../styles/navLink.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  paddingInline: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style([navList, { flexDirection: 'column' }]);

export const link = navLinkRecipe({ look: 'list' });
