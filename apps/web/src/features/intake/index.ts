export { NewProjectPage } from './pages/NewProjectPage.tsx';
export { NewOrganizationPage } from './pages/NewOrganizationPage.tsx';
export { useFormOptions } from './hooks.ts';
export { serverErrorOf } from './api.ts';
