import { Menu, MenuButton, MenuGroup, MenuGroupLabel, MenuItem, MenuProvider } from '@ariakit/react';
import { messages } from '@siipro/domain';
import { buttonRecipe } from '../../styles/button.css';
import { WorkspaceLogo } from '../../primitives/WorkspaceLogo';
import * as styles from './TenantSwitcher.css';

export interface TenantOption {
  slug: string;
  name: string;
  logo?: string | null;
}

export interface TenantSwitcherProps {
  tenants: TenantOption[];
  /** The active tenant: its logo is on the button and it is listed first, marked "Actual" and disabled. */
  activeSlug?: string | null;
  /** Called with the chosen tenant (never the active one); the app makes it active and navigates. */
  onSelect: (slug: string) => void;
}

/** A 2×2 grid of squares: "workspaces", shown when the active tenant has no logo (or there is none). */
function GridGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </svg>
  );
}

/**
 * The tenant switcher of the top bar: a square button with the active tenant's logo (or a grid glyph) opening a
 * 14rem dropdown of the user's tenants. Ariakit's menu gives arrow keys, Escape and closing on a click outside.
 */
export function TenantSwitcher({ tenants, activeSlug, onSelect }: TenantSwitcherProps) {
  const active = tenants.find((tenant) => tenant.slug === activeSlug);
  const ordered = active ? [active, ...tenants.filter((tenant) => tenant !== active)] : tenants;
  const label = active
    ? `${messages.tenantSwitcher.label} (${messages.tenantSwitcher.current}: ${active.name})`
    : messages.tenantSwitcher.label;

  return (
    <MenuProvider placement="bottom-end">
      <MenuButton
        className={[buttonRecipe({ variant: active?.logo ? 'ghost' : 'secondary' }), styles.trigger].join(' ')}
        aria-label={label}
      >
        {active?.logo ? (
          <WorkspaceLogo name={active.name} logo={active.logo} size="sm" className={styles.triggerLogo} />
        ) : (
          <span className={styles.glyph}>
            <GridGlyph />
          </span>
        )}
      </MenuButton>
      {/* Its items mount when it opens (a closed menu costs the bar's first render nothing). */}
      <Menu className={styles.menu} gutter={6} aria-label={messages.tenantSwitcher.label} unmountOnHide>
        <MenuGroup>
          <MenuGroupLabel className={styles.heading}>{messages.tenantPicker.listLabel}</MenuGroupLabel>
          {ordered.map((tenant) => {
            const isActive = tenant === active;
            return (
              <MenuItem
                key={tenant.slug}
                className={styles.item}
                disabled={isActive}
                // Still reachable with the arrows, so "Actual" is read out rather than skipped.
                accessibleWhenDisabled
                onClick={() => onSelect(tenant.slug)}
              >
                <WorkspaceLogo name={tenant.name} logo={tenant.logo} size="sm" />
                <span className={styles.name} title={tenant.name}>
                  {tenant.name}
                </span>
                {isActive ? <span className={styles.current}>{messages.tenantSwitcher.current}</span> : null}
              </MenuItem>
            );
          })}
        </MenuGroup>
      </Menu>
    </MenuProvider>
  );
}
