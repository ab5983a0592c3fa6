import { messages, paths, visibleSettingsMenu, type SettingsSection } from '@siipro/domain';
import type { ReactNode } from 'react';
import { Box } from '../../primitives/Box';
import { Icon } from '../../primitives/Icon';
import { SideMenu, type SideMenuItem } from '../../patterns/SideMenu';
import { Stack } from '../../primitives/Stack';
import { layout } from '../../styles/sidePanelLayout.css';
import { messageBadge, messagePanel, messageText, messageTitle } from '../../styles/messageScreen.css';

/** The menu's entries a features list allows (platform.md §2), as links of the tenant's settings. */
export function settingsMenuItems(tenantSlug: string, features: readonly string[] | null | undefined): SideMenuItem[] {
  return visibleSettingsMenu(features).map((entry) => ({
    key: entry.section,
    label: entry.label,
    href: paths.settings(tenantSlug, entry.section),
  }));
}

export interface SettingsLayoutProps {
  tenantSlug: string;
  /** The permission strings of the person in the tenant (the session tenant's `features`). */
  features: readonly string[];
  /** The section on screen (marked in the menu). */
  current?: SettingsSection | null;
  /** The section's content. */
  children?: ReactNode;
  className?: string;
}

/**
 * The tenant settings area (platform.md §2): the "Configuración" side menu with the entries the person's permissions
 * allow (Tenant, Miembros y Accesos, Dominios, Acerca de) beside the section. With no entry at all the area shows
 * "Acceso Restringido" instead of a menu and a section. The menu only hides: the API refuses what it does not allow.
 */
export function SettingsLayout({ tenantSlug, features, current = null, children, className }: SettingsLayoutProps) {
  const items = settingsMenuItems(tenantSlug, features);
  if (items.length === 0) {
    return (
      <Stack as="section" space="3" align="center" paddingY="12" paddingX="4" className={messagePanel}>
        <Box
          as="span"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          className={messageBadge({ tone: 'warning' })}
        >
          <Icon name="warning" />
        </Box>
        <h1 className={messageTitle}>{messages.settings.restricted}</h1>
        <p className={messageText}>{messages.settings.restrictedText}</p>
      </Stack>
    );
  }
  return (
    <div className={[layout, className].filter(Boolean).join(' ')}>
      <SideMenu title={messages.nav.settings} items={items} currentKey={current} />
      <Box minWidth={0}>{children}</Box>
    </div>
  );
}
