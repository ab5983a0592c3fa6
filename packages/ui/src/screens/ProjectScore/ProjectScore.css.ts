import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { formPanel } from '../../styles/formPanel.css';

/** The badge with its "?" (and an editor's "Editar") beside the title row. */
export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  maxWidth: '100%',
});

/** "Editar datos de la puntuación", a little apart from the "?" it follows. */
export const edit = style({ marginInlineStart: vars.space['2'] });

/** The score's inputs while edited: a card under the score, as the form's sections are. */
export const editor = formPanel;
