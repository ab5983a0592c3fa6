// Layout of the foundations stories (the token gallery), styled only through the contract like any component.
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const section = style({ display: 'grid', gap: vars.space['4'], maxWidth: '72rem' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space['3'],
});

export const swatch = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const chip = style({
  height: vars.space['10'],
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const tokenName = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const tonePill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  borderWidth: '1px',
  borderStyle: 'solid',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const typeRow = style({
  display: 'grid',
  gridTemplateColumns: '8rem 1fr',
  alignItems: 'baseline',
  gap: vars.space['4'],
  color: vars.color.text,
});

export const scaleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  fontSize: vars.fontSize.sm,
});

export const spaceBar = style({
  height: vars.space['4'],
  backgroundColor: vars.color.primary,
  borderRadius: vars.radius.sm,
});

export const shapeBox = style({
  width: '7rem',
  height: '4rem',
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
