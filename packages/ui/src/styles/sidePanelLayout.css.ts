// The frame of an area with a side menu (Reportes, Configuración): the menu beside the page on wide screens, above it
// below the medium breakpoint, and the page's title and lead line. No gutter of its own.
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export { pageTitle as title } from './sectionText.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '14rem minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'] } },
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
