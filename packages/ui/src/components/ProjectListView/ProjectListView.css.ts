import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

/** No padding of its own: the page gutter belongs to the shell (AppShell's main), as for every screen in it. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': {
    [media.compact]: { gap: vars.space['4'] },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const search = style({ flex: '1 1 auto' });

/** Four across on a desktop, two on a tablet, one on a phone. */
export const quickFilters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['3'],
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const countBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
