export { OrganizationForm } from './OrganizationForm';
export type {
  OrganizationFormField,
  OrganizationFormProps,
  OrganizationFormServerError,
  OrganizationFormValues,
} from './OrganizationForm';
