import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { publicCard, publicCardGrid, publicCardTitle, publicLink } from '../../styles/publicCard.css';

export const list = style([
  publicCardGrid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' },
]);

export const card = style([publicCard, { height: '100%' }]);

export const name = publicCardTitle;

export const description = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginTop: 'auto',
});

export const link = style([publicLink, { fontWeight: vars.fontWeight.medium }]);

export const message = style({ margin: 0, color: vars.color.textMuted });
