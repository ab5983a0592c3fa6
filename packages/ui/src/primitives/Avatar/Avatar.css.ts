import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tile, tileImage } from '../../styles/initialsTile.css';

/**
 * The product's default avatar colour. It is a brand constant rather than a theme token, so the text on it is a
 * fixed dark brown as well: 7.9:1 on #F59E42, comfortably above WCAG AA (4.5:1) in every theme.
 */
export const AVATAR_BACKGROUND = '#F59E42';
export const AVATAR_TEXT = '#2B1700';

export const root = style([
  tile,
  {
    borderRadius: vars.radius.full,
    backgroundColor: AVATAR_BACKGROUND,
    color: AVATAR_TEXT,
    fontWeight: vars.fontWeight.semibold,
    textTransform: 'uppercase',
  },
]);

export const size = styleVariants({
  sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.xs },
  md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm },
  lg: { width: '4.5rem', height: '4.5rem', fontSize: vars.fontSize.xl },
});

export const image = style([tileImage, { objectFit: 'cover' }]);

export { tileInitials as initials } from '../../styles/initialsTile.css';
