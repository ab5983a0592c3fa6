export { UserMenu, displayNameOf } from './UserMenu';
export type { UserMenuProps, UserMenuUser } from './UserMenu';
