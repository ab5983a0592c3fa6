export { NewProjectPage } from './pages/NewProjectPage.tsx';
export { NewOrganizationPage } from './pages/NewOrganizationPage.tsx';
