import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const text = style({ margin: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold });

/** 24 px: the WCAG 2.2 minimum target. */
export const checkbox = style({ width: '1.5rem', height: '1.5rem', margin: 0, accentColor: vars.color.primary });
