// A small square of a picture or, without one, initials: a person's (Avatar, round) and a public body's
// (WorkspaceLogo, a rounded square). The shape, colours, weight and sizes are each component's own.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  fontFamily: vars.font.body,
  lineHeight: 1,
  userSelect: 'none',
});

/** The picture fills the tile; how it fits (cover, contain) is the component's. */
export const tileImage = style({ width: '100%', height: '100%', display: 'block' });

/** The initials are drawn from `data-initials`, so they are not read twice beside the element's accessible name. */
export const tileInitials = style({
  '::before': { content: 'attr(data-initials)' },
});
