import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The side panel layout, title and lead line are the shared ones (styles/sidePanelLayout.css.ts).
export { intro, layout, title } from '../../styles/sidePanelLayout.css';

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
