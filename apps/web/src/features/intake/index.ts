export { NewProjectPage } from './pages/NewProjectPage.tsx';
export { NewOrganizationPage } from './pages/NewOrganizationPage.tsx';
export { useEditOrganization, useFormOptions } from './hooks.ts';
export { serverErrorOf } from './api.ts';
