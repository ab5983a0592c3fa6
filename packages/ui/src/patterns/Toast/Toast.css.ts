import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

/** Fixed to the bottom-right corner on wide screens, across the bottom on narrow ones. */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  zIndex: vars.zIndex.toast,
  width: 'min(24rem, calc(100vw - 2rem))',
  // The empty corner must not swallow clicks meant for the page below.
  pointerEvents: 'none',
});

export const list = style([bareList, { display: 'flex', flexDirection: 'column', gap: vars.space['2'] }]);

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space['2'],
    paddingBlock: vars.space['2'],
    paddingInlineStart: vars.space['3'],
    paddingInlineEnd: vars.space['1'],
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderInlineStartWidth: '4px',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    pointerEvents: 'auto',
    animation: `${slideIn} ${vars.motion.normal} ease-out`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    type: {
      error: { borderColor: vars.color.danger, backgroundColor: vars.color.dangerSurface },
      success: { borderColor: vars.color.success, backgroundColor: vars.color.successSurface },
      info: { borderColor: vars.color.info, backgroundColor: vars.color.infoSurface },
    },
  },
});

export const icon = recipe({
  // A whole-pixel box (36 px: the close button's height with room) keeps each toast a whole number of pixels tall, so
  // a stack lands on the same pixel rows every time; with padding around the 1.25em glyph it was 53.3 px, and which
  // row a toast's edge and text were drawn on varied between renders.
  base: { display: 'inline-flex', alignItems: 'center', minBlockSize: '2.25rem', fontSize: '1.125rem' },
  variants: {
    type: {
      error: { color: vars.color.danger },
      success: { color: vars.color.success },
      info: { color: vars.color.info },
    },
  },
});

export const message = style({
  alignSelf: 'center',
  paddingBlock: vars.space['1'],
  overflowWrap: 'anywhere',
});
