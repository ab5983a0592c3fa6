import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { publicCard, publicLink, publicPageTitle } from '../../styles/publicCard.css';

export const back = style([publicLink, { fontSize: vars.fontSize.sm }]);

export const title = publicPageTitle;

export const organizations = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const section = style([publicCard, { fontSize: vars.fontSize.md }]);

export const sectionTitle = style({
  margin: 0,
  marginBottom: vars.space['3'],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const paragraph = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const list = style({ margin: 0, paddingInlineStart: vars.space['4'] });

export const metaLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
