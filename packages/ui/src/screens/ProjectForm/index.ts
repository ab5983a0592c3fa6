export { ProjectForm } from './ProjectForm';
export type { ProjectFormOption, ProjectFormProps, ProjectFormServerError } from './ProjectForm';
export { InPlaceEditButton, ProjectFieldsEditor, useInPlaceEdit } from './ProjectFieldsEditor';
export type { ProjectFieldsEdit, ProjectFieldsEditorProps } from './ProjectFieldsEditor';
export { PROJECT_SCORING_FIELDS, projectFieldLabel } from './useProjectFieldControls';
