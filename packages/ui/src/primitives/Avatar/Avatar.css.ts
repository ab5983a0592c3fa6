import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The product's default avatar colour. It is a brand constant rather than a theme token, so the text on it is a
 * fixed dark brown as well: 7.9:1 on #F59E42, comfortably above WCAG AA (4.5:1) in every theme.
 */
export const AVATAR_BACKGROUND = '#F59E42';
export const AVATAR_TEXT = '#2B1700';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: AVATAR_BACKGROUND,
  color: AVATAR_TEXT,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  textTransform: 'uppercase',
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.xs },
  md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm },
  lg: { width: '4.5rem', height: '4.5rem', fontSize: vars.fontSize.xl },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const initials = style({
  '::before': { content: 'attr(data-initials)' },
});
