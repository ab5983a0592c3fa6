import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { publicCard, publicCardGrid, publicCardTitle } from '../../styles/publicCard.css';

export const toolbar = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const search = style({ maxWidth: '40rem' });

/** The quick filters side by side, as many as fit at 12rem or more; one a row on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space['3'],
});

export const sortBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const select = style({
  minHeight: '2.5rem',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cards = style([
  publicCardGrid,
  {
    // Three cards on a wide window, two on a tablet, one on a phone: none narrower than 20rem, so a budget with
    // cents fits on its line.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
    selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  },
]);

export const card = style([publicCard, { height: '100%' }]);

export const name = publicCardTitle;

export { textLink as nameLink } from '../../styles/textLink.css';

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  marginTop: 'auto',
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const message = style({
  margin: 0,
  padding: vars.space['6'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  color: vars.color.textMuted,
});
