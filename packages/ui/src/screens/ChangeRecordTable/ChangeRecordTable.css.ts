import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

export const strong = style({ fontWeight: vars.fontWeight.medium });

export const target = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const changes = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space['1'],
    minWidth: '16rem',
    '@media': { [media.compact]: { minWidth: 0 } },
    overflowWrap: 'anywhere',
  },
]);

export const before = style({ color: vars.color.danger, textDecoration: 'line-through' });

export const after = style({ color: vars.color.success, textDecoration: 'none', fontWeight: vars.fontWeight.medium });
