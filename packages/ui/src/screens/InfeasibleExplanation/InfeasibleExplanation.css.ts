import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Marked as a warning by its border, and by its title for those who do not see it. */
export const root = style({ borderInlineStartWidth: '4px', borderInlineStartColor: vars.color.warning });

export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['2'] });
