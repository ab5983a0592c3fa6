import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { messages } from '@siipro/domain';
import type { ReactNode } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { SiiproMark } from '../AppShell/SiiproMark';
import { Button } from '../Button';
import { buttonRecipe } from '../Button/Button.css';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Tooltip } from '../Tooltip';
import { activeNavKey, buildNavItems, homeHref, isSettingsPath, settingsHref } from './navItems';
import * as styles from './TopNav.css';
import { TopNavGlyph } from './TopNavGlyphs';

/** Name of the collapsed layout's menu button (not in `messages` yet). */
export const TOP_NAV_MENU_LABEL = 'Menú';

export interface TopNavProps {
  /** The active tenant; without one the entries are hidden and settings lead to `/`. */
  tenantSlug?: string | null;
  /** The router's current path, to mark the current entry with aria-current="page". */
  currentPath: string;
  /** The global search box. */
  search?: ReactNode;
  /** The TenantSwitcher. */
  tenantSwitcher?: ReactNode;
  /** The UserMenu. */
  userMenu?: ReactNode;
}

/**
 * The top navigation bar: SIIPRO, the six main entries (Inicio, Organismos, Programas, Proyectos, Mapa,
 * Optimización), the search slot, a disabled "Crear" (tooltip "Crear proyecto"), a disabled "Notificaciones", the
 * settings link and the tenant switcher and user menu slots. Every entry is a real <a href> whose plain clicks go
 * through the LinkProvider. When the bar is narrower than 64rem the entries fold into a "Menú" button.
 */
export function TopNav({ tenantSlug, currentPath, search, tenantSwitcher, userMenu }: TopNavProps) {
  const { linkProps } = useLinkNavigation();
  const items = buildNavItems(tenantSlug);
  const active = activeNavKey(currentPath, tenantSlug);
  const inSettings = isSettingsPath(currentPath, tenantSlug);
  const menu = useMenuStore({ placement: 'bottom-start' });

  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        {items.length > 0 ? (
          <>
            <MenuButton
              store={menu}
              className={[buttonRecipe({ variant: 'ghost' }), styles.square, styles.menuButton].join(' ')}
              aria-label={TOP_NAV_MENU_LABEL}
            >
              <span className={styles.glyph}>
                <TopNavGlyph name="menu" />
              </span>
            </MenuButton>
            <Menu store={menu} className={styles.menu} gutter={6} aria-label={messages.nav.label}>
              {items.map((item) => {
                const link = linkProps(item.href);
                return (
                  <MenuItem
                    key={item.key}
                    className={styles.menuItem}
                    render={
                      <a
                        href={link.href}
                        aria-current={item.key === active ? 'page' : undefined}
                        onClick={(event) => {
                          link.onClick(event);
                          // Client-side navigation cancels the click's default, which Ariakit reads as "stay open".
                          menu.hide();
                        }}
                      />
                    }
                  >
                    {item.label}
                  </MenuItem>
                );
              })}
            </Menu>
          </>
        ) : null}

        {/* Named by aria-label because the written name hides on narrow bars, leaving only the mark. */}
        <a {...linkProps(homeHref(tenantSlug))} className={styles.brand} aria-label={messages.app.name}>
          <SiiproMark size={30} />
          <span className={styles.brandName}>{messages.app.name}</span>
        </a>

        {items.length > 0 ? (
          <nav className={styles.nav} aria-label={messages.nav.label}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.key}>
                  <a
                    {...linkProps(item.href)}
                    className={styles.link}
                    aria-current={item.key === active ? 'page' : undefined}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {search ? <div className={styles.search}>{search}</div> : null}

        <div className={styles.actions}>
          {/* Disabled for everyone (platform.md §6), yet focusable so its tooltip is reachable by keyboard. */}
          <Tooltip content={messages.nav.createTooltip}>
            <Button variant="primary" aria-disabled="true" className={styles.createButton} icon={<Icon name="plus" />}>
              <span className={styles.createLabel}>{messages.nav.create}</span>
            </Button>
          </Tooltip>
          <IconButton
            label={messages.nav.notifications}
            aria-disabled="true"
            icon={<TopNavGlyph name="bell" />}
            tooltipPlacement="bottom"
          />
          <Tooltip content={messages.nav.settings} placement="bottom" describeChild={false}>
            <a
              {...linkProps(settingsHref(tenantSlug))}
              aria-label={messages.nav.settings}
              aria-current={inSettings ? 'page' : undefined}
              className={[buttonRecipe({ variant: 'ghost' }), styles.square].join(' ')}
            >
              <span className={styles.glyph}>
                <TopNavGlyph name="gear" />
              </span>
            </a>
          </Tooltip>
          {tenantSwitcher}
          {userMenu}
        </div>
      </div>
    </div>
  );
}
