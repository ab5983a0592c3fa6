import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const text = style({ margin: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold });

/** "Con restricciones" under a v2 scenario's name (issue 44): a line of its own, so long names still wrap. */
export const model = style({ display: 'block' });

/** 24 px: the WCAG 2.2 minimum target. */
export const checkbox = style({ width: '1.5rem', height: '1.5rem', margin: 0, accentColor: vars.color.primary });
