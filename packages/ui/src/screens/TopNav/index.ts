export { TopNav, TOP_NAV_MENU_LABEL } from './TopNav';
export type { TopNavProps } from './TopNav';
export type { CreateLinks } from './CreateMenu';
export { buildCreateLinks } from './createLinks';
export { activeNavKey, buildNavItems, settingsHref } from './navItems';
export type { NavItem, NavKey } from './navItems';
