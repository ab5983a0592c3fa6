// InlineEditHeader's default Spanish texts for its actions. What names the edited record (a project, an
// organisation) has no default: the page gives it (InlineEditHeaderTexts).
export const inlineEditHeaderTexts = {
  /** The pencil's accessible name. */
  edit: 'Editar',
  /** Shown in place of an empty description. */
  noDescription: 'Sin descripción',
  /** After a conflict: load the record again. */
  reload: 'Recargar',
  save: 'Guardar',
  saving: 'Guardando...',
  cancel: 'Cancelar',
};

export type InlineEditHeaderActionTexts = typeof inlineEditHeaderTexts;
