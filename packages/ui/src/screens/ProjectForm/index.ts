export { ProjectForm } from './ProjectForm';
export type { ProjectFormOption, ProjectFormProps, ProjectFormServerError } from './ProjectForm';
export type { ProjectFieldsEdit } from './ProjectFieldsEditor';
