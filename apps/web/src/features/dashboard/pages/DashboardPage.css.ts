// The dashboard's own layout until its card components arrive: a heading and two titled columns.
import { style } from '@vanilla-extract/css';
import { vars } from '@siipro/ui';

export const page = style({ display: 'grid', gap: vars.space['6'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
});

export const panel = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['5'],
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ margin: 0, paddingLeft: vars.space['5'], display: 'grid', gap: vars.space['2'] });

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });
