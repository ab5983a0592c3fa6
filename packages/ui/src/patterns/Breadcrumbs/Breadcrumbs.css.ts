import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

export const nav = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const list = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    rowGap: vars.space['1'],
  },
]);

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  selectors: {
    // A chevron before every item but the first; CSS content is not read as part of the link names.
    '& + &::before': {
      content: '""',
      display: 'inline-block',
      width: '0.4rem',
      height: '0.4rem',
      marginInline: vars.space['2'],
      borderInlineEnd: `1.5px solid ${vars.color.textMuted}`,
      borderBlockStart: `1.5px solid ${vars.color.textMuted}`,
      transform: 'rotate(45deg)',
      flexShrink: 0,
    },
  },
});

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecorationColor: 'currentColor' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const plain = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const current = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
