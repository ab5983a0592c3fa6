import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { publicPageTitle } from '../../styles/publicCard.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: `${vars.space['3']} ${vars.space['6']}`,
  '@media': { [media.compact]: { paddingInline: vars.space['4'] } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const tenantName = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // A long official name wraps rather than pushing the navigation off a phone's screen.
  overflowWrap: 'anywhere',
});

export const navList = style({ flexWrap: 'wrap' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['8']}`,
  '@media': { [media.compact]: { padding: vars.space['4'] } },
});

export const footer = style({
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const heading = style([publicPageTitle, { marginBottom: vars.space['4'] }]);
