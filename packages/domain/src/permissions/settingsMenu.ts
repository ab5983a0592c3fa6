// Entries of the tenant settings menu and the permission each needs (platform.md §2).

import { messages } from '../messages/messages.ts';
import type { SettingsSection } from '../routes/paths.ts';
import { type Permission, hasPermission } from './permissions.ts';

export interface SettingsMenuEntry {
  section: SettingsSection;
  label: string;
  permission: Permission;
}

export const SETTINGS_MENU: readonly SettingsMenuEntry[] = [
  { section: 'general', label: messages.settings.menu.general, permission: 'tenant:settings:manage' },
  { section: 'accesos', label: messages.settings.menu.accesos, permission: 'tenant:users:view' },
  { section: 'dominios', label: messages.settings.menu.dominios, permission: 'tenant:settings:manage' },
  { section: 'acerca', label: messages.settings.menu.acerca, permission: 'tenant:settings:manage' },
];

/** The entries a features list allows; none means "Acceso Restringido". */
export function visibleSettingsMenu(features: readonly string[] | null | undefined): SettingsMenuEntry[] {
  return SETTINGS_MENU.filter((entry) => hasPermission(features, entry.permission));
}
