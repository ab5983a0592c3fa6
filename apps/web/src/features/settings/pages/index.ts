// The settings area's screens, one module so the router loads them as one chunk (src/app/router.tsx).
export { SettingsLayoutPage } from './SettingsLayoutPage.tsx';
export { SettingsIndexPage } from './SettingsIndexPage.tsx';
export { GeneralSettingsPage } from './GeneralSettingsPage.tsx';
export { DomainsPage } from './DomainsPage.tsx';
export { MembersPage } from './MembersPage.tsx';
export { AboutPage } from './AboutPage.tsx';
