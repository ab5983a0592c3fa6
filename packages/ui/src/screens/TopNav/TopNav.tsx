import { Menu, MenuButton, MenuSeparator, useMenuStore } from '@ariakit/react';
import { messages } from '@siipro/domain';
import type { ReactNode } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { SiiproMark } from '../SiiproMark';
import { buttonRecipe } from '../../styles/button.css';
import { IconButton } from '../../primitives/IconButton';
import { Tooltip } from '../../primitives/Tooltip';
import {
  activeNavKey,
  buildNavItems,
  homeHref,
  isReportsPath,
  isSettingsPath,
  reportsHref,
  settingsHref,
} from './navItems';
import { CreateMenu, type CreateLinks } from './CreateMenu';
import { MenuLinkItem } from './MenuLinkItem';
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
  /** The create pages this person may open (Crear's menu); none leaves Crear disabled with a tooltip saying why. */
  createLinks?: CreateLinks | null;
}

/**
 * The top navigation bar: SIIPRO, the six main entries (Inicio, Organismos, Programas, Proyectos, Mapa,
 * Optimización), the search slot, "Crear" (a menu of what the person may create, else disabled with a tooltip saying
 * why), a disabled "Notificaciones", the
 * Reportes link (a chart beside the gear), the settings link and the tenant switcher and user menu slots. Every entry
 * is a real <a href> whose plain clicks go through the LinkProvider. When the bar is narrower than 64rem the entries
 * fold into a "Menú" button, Reportes last among them.
 */
export function TopNav({ tenantSlug, currentPath, search, tenantSwitcher, userMenu, createLinks }: TopNavProps) {
  const { linkProps } = useLinkNavigation();
  const items = buildNavItems(tenantSlug);
  const active = activeNavKey(currentPath, tenantSlug);
  const inSettings = isSettingsPath(currentPath, tenantSlug);
  const reports = reportsHref(tenantSlug);
  const inReports = isReportsPath(currentPath);
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
            {/* Its items mount when it opens (a closed menu costs the bar's first render nothing). */}
            <Menu store={menu} className={styles.menu} gutter={6} aria-label={messages.nav.label} unmountOnHide>
              {items.map((item) => (
                <MenuLinkItem
                  key={item.key}
                  label={item.label}
                  href={item.href}
                  current={item.key === active}
                  onFollow={() => menu.hide()}
                />
              ))}
              {reports ? (
                <>
                  <MenuSeparator className={styles.menuSeparator} />
                  <MenuLinkItem
                    label={messages.nav.reports}
                    href={reports}
                    current={inReports}
                    onFollow={() => menu.hide()}
                  />
                </>
              ) : null}
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
          <CreateMenu links={createLinks} />
          <IconButton
            label={messages.nav.notifications}
            aria-disabled="true"
            disabledReason={messages.nav.notificationsUnavailable}
            icon={<TopNavGlyph name="bell" />}
            tooltipPlacement="bottom"
          />
          {reports ? (
            // In the folded menu instead when the bar is narrow (a 360 px bar has no room for one more button).
            <span className={styles.unfoldedOnly}>
              <Tooltip content={messages.nav.reports} placement="bottom" describeChild={false}>
                <a
                  {...linkProps(reports)}
                  aria-label={messages.nav.reports}
                  aria-current={inReports ? 'page' : undefined}
                  className={[buttonRecipe({ variant: 'ghost' }), styles.square, styles.areaLink].join(' ')}
                >
                  <span className={styles.glyph}>
                    <TopNavGlyph name="chart" />
                  </span>
                </a>
              </Tooltip>
            </span>
          ) : null}
          <Tooltip content={messages.nav.settings} placement="bottom" describeChild={false}>
            <a
              {...linkProps(settingsHref(tenantSlug))}
              aria-label={messages.nav.settings}
              aria-current={inSettings ? 'page' : undefined}
              className={[buttonRecipe({ variant: 'ghost' }), styles.square, styles.areaLink].join(' ')}
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
