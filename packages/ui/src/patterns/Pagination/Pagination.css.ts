import { style } from '@vanilla-extract/css';
import { navLinkRecipe, navList } from '../../styles/navLink.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { visuallyHiddenRules } from '../../styles/visuallyHidden.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.textMuted,
});

export const dot = style({});

export const list = style([navList, { flexWrap: 'wrap', alignItems: 'center' }]);

export const pageButton = navLinkRecipe({ look: 'page' });

/** Anterior / Siguiente: wider than a page number (defined after pageButton's look, so its padding wins). */
export const stepButton = style({ paddingInline: vars.space['3'] });

/** On narrow screens Anterior / Siguiente keep only their arrows; the words stay for screen readers. */
export const stepText = style({
  '@media': { [media.narrow]: visuallyHiddenRules },
});

export const chevronPrevious = style({ transform: 'rotate(90deg)' });
export const chevronNext = style({ transform: 'rotate(-90deg)' });

export const ellipsis = style({
  minWidth: '1.5rem',
  textAlign: 'center',
  color: vars.color.textMuted,
});
