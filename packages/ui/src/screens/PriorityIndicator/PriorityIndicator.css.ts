import { style, styleVariants } from '@vanilla-extract/css';
import type { PriorityTone } from '@siipro/domain';
import { vars } from '../../theme/contract.css';

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 24 px: the WCAG 2.2 minimum target size for something that reacts to focus and hover.
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  borderWidth: '1px',
  borderStyle: 'solid',
  fontSize: '0.875rem',
  cursor: 'default',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

const toneStyle = (tone: PriorityTone) => ({
  backgroundColor: vars.tone[tone].bg,
  color: vars.tone[tone].fg,
  borderColor: vars.tone[tone].border,
});

export const tones = styleVariants({
  red: toneStyle('red'),
  orange: toneStyle('orange'),
  green: toneStyle('green'),
  blue: toneStyle('blue'),
} satisfies Record<PriorityTone, unknown>);
