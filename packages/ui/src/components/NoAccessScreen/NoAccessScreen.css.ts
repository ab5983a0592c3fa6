import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
  padding: vars.space['4'],
  backgroundColor: vars.color.bg,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  color: vars.color.text,
  '@media': {
    [media.narrow]: { padding: vars.space['6'] },
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.info,
  fontSize: '1.75rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
});
