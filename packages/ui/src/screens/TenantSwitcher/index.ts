export { TenantSwitcher } from './TenantSwitcher';
export type { TenantSwitcherProps, TenantOption } from './TenantSwitcher';
