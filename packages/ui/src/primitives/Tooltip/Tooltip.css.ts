import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bubble = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 'min(20rem, calc(100vw - 1rem))',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  // Dark bubble on any page colour: the theme's text colour as background, its inverse as text.
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.md,
  overflowWrap: 'break-word',
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-enter]': { opacity: 1 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const arrow = style({
  color: vars.color.text,
});
