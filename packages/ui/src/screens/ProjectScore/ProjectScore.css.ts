import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { formPanel } from '../../styles/formPanel.css';

/** The badge with its "?" beside the title row. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  maxWidth: '100%',
});

/** An editor's score: "Editar datos de la puntuación" after the "?", under it when the line is too narrow. */
export const editRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

/** The score's inputs while edited: a card under the score, as the form's sections are. */
export const editor = formPanel;
