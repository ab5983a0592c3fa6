import { style } from '@vanilla-extract/css';
import { formAlert, formPanel, formTitle } from '../../styles/formPanel.css';

export const panel = style([formPanel, { maxWidth: '48rem' }]);

export const title = formTitle;

export const alert = formAlert;

/** The buttons under the panel, at its right edge. */
export const actions = style({ maxWidth: '48rem' });
