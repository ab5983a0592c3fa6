import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { publicCard, publicCardGrid, publicLink, publicPageTitle } from '../../styles/publicCard.css';

export const title = publicPageTitle;

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const downloads = style([
  publicCardGrid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))', gap: vars.space['3'] },
]);

export const download = style([publicCard, { height: '100%' }]);

export const downloadLink = style([publicLink, { fontWeight: vars.fontWeight.semibold }]);

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const fields = style({
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) minmax(0, 3fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fieldName = style({
  gridRow: 'span 2',
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  '@media': { [media.compact]: { gridRow: 'auto' } },
});

export const fieldMeaning = style({ margin: 0 });

export const fieldOc4ids = style({ margin: 0, color: vars.color.textMuted });

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });

export const rules = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });
