import { interpolate, messages, type PublicTenant } from '@siipro/domain';
import type { ReactNode } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { WorkspaceLogo } from '../../primitives/WorkspaceLogo';
import { Skeleton } from '../../primitives/Skeleton';
import { navLinkRecipe, navList } from '../../styles/navLink.css';
import * as styles from './PublicPortalLayout.css';

const texts = messages.publicPortal.page;

export type PublicPortalSection = 'projects' | 'map' | 'organizations' | 'openData';

/** The portal's sections in the order of its navigation. */
export const PUBLIC_PORTAL_SECTIONS: readonly PublicPortalSection[] = ['projects', 'map', 'organizations', 'openData'];

const sectionLabels: Record<PublicPortalSection, string> = {
  projects: messages.nav.projects,
  map: messages.nav.map,
  organizations: messages.nav.organizations,
  openData: messages.publicPortal.openData.title,
};

export interface PublicPortalLayoutProps {
  /** The tenant's name and logo; null while it loads. */
  tenant: Pick<PublicTenant, 'name' | 'logo'> | null;
  /** Each section's address (the page builds them). */
  hrefs: Record<PublicPortalSection, string>;
  /** The section the page belongs to (a project's page belongs to the projects). */
  current: PublicPortalSection | null;
  /** The page's heading (h1), when the page's own content has none. */
  heading?: string;
  children?: ReactNode;
}

/**
 * The frame of the public portal (issue 45), for a visitor who is not signed in: the tenant's logo and name linking
 * to its projects, the sections (Proyectos, Mapa, Organismos, Datos abiertos) with the current one marked, the page
 * and a short footer. Nothing of a member's frame (menus, search, notifications) is here.
 */
export function PublicPortalLayout({ tenant, hrefs, current, heading, children }: PublicPortalLayoutProps) {
  const { linkProps } = useLinkNavigation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          {/* While the name loads there is nothing to name the link with: a placeholder, not an empty link. */}
          {tenant ? (
            <a {...linkProps(hrefs.projects)} className={styles.brand}>
              <WorkspaceLogo name={tenant.name} logo={tenant.logo} size="md" />
              <span className={styles.tenantName}>{tenant.name}</span>
            </a>
          ) : (
            <Skeleton width="12rem" />
          )}
          <nav aria-label={texts.navLabel}>
            <ul className={[navList, styles.navList].join(' ')}>
              {PUBLIC_PORTAL_SECTIONS.map((section) => (
                <li key={section}>
                  <a
                    {...linkProps(hrefs[section])}
                    className={navLinkRecipe({ look: 'tab' })}
                    aria-current={section === current ? 'page' : undefined}
                  >
                    {sectionLabels[section]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main
        id="contenido"
        className={styles.main}
        aria-label={tenant ? interpolate(texts.mainLabel, { tenant: tenant.name }) : undefined}
      >
        {heading ? <h1 className={styles.heading}>{heading}</h1> : null}
        {children}
      </main>
      <footer className={styles.footer}>{texts.poweredBy}</footer>
    </div>
  );
}
