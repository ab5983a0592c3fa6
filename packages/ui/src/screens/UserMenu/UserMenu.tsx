import { Menu, MenuButton, MenuItem, MenuSeparator, useMenuStore } from '@ariakit/react';
import { messages } from '@siipro/domain';
import { useRef, useState } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { AboutModal } from '../AboutModal';
import { Avatar } from '../../primitives/Avatar';
import * as styles from './UserMenu.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

export interface UserMenuUser {
  name?: string | null;
  email: string;
  avatarUrl?: string | null;
}

export interface UserMenuProps {
  user: UserMenuUser;
  /** The role in the active tenant, already as a label ("Administrador"); see `roleLabel` in @siipro/domain. */
  roleLabel?: string | null;
  /** "Gestionar cuenta": the tenant's profile page, else /profile. */
  profileHref: string;
  /** "Cerrar Sesión": the app logs out and goes to /login. */
  onLogout: () => void;
  /** Year of the About modal; the current year by default. */
  year?: number;
}

/** The name to show: the person's name, else the part of the e-mail before the at-sign. */
export function displayNameOf(user: UserMenuUser): string {
  return user.name?.trim() || user.email.split('@')[0] || user.email;
}

/**
 * The account menu of the top bar ("Cuenta"): the avatar opens a panel with the avatar, name, e-mail and role, then
 * "Gestionar cuenta", "Acerca de" (opens the About modal) and "Cerrar Sesión". Ariakit's menu gives arrow keys,
 * Escape and closing on a click outside.
 */
export function UserMenu({ user, roleLabel, profileHref, onLogout, year }: UserMenuProps) {
  const { linkProps } = useLinkNavigation();
  const [aboutOpen, setAboutOpen] = useState(false);
  const menu = useMenuStore({ placement: 'bottom-end' });
  // "Acerca de" closes the menu, whose items then leave the page: focus returns to the avatar button instead.
  const triggerRef = useRef<HTMLButtonElement>(null);
  const name = displayNameOf(user);
  const profileLink = linkProps(profileHref);

  return (
    <>
      <MenuButton ref={triggerRef} store={menu} className={styles.trigger} aria-label={messages.userMenu.title}>
        <Avatar name={user.name} email={user.email} src={user.avatarUrl} size="md" decorative />
      </MenuButton>
      {/* Its items mount when it opens: the bar is on every screen, and a closed menu is most of the time. */}
      <Menu store={menu} className={styles.menu} gutter={8} aria-label={messages.userMenu.title} unmountOnHide>
        {/* Who is signed in: plain text, not an item, so the arrows go straight to the actions. */}
        <div className={styles.header}>
          <Avatar name={user.name} email={user.email} src={user.avatarUrl} size="lg" decorative />
          <div className={styles.identity}>
            <span className={styles.name} title={name}>
              {name}
            </span>
            <span className={styles.email} title={user.email}>
              {user.email}
            </span>
            {roleLabel ? (
              <span className={styles.role}>
                <span className={visuallyHidden}>{messages.userMenu.role}: </span>
                {roleLabel}
              </span>
            ) : null}
          </div>
        </div>
        <MenuSeparator className={styles.separator} />
        <MenuItem
          className={styles.item}
          render={
            <a
              href={profileLink.href}
              onClick={(event) => {
                profileLink.onClick(event);
                // A client-side navigation cancels the click's default, which Ariakit reads as "keep the menu open".
                menu.hide();
              }}
            />
          }
        >
          {messages.userMenu.manageAccount}
        </MenuItem>
        <MenuItem className={styles.item} onClick={() => setAboutOpen(true)}>
          {messages.userMenu.about}
        </MenuItem>
        <MenuSeparator className={styles.separator} />
        <MenuItem className={[styles.item, styles.itemDanger].join(' ')} onClick={onLogout}>
          {messages.common.logout}
        </MenuItem>
      </Menu>
      <AboutModal
        open={aboutOpen}
        onClose={() => setAboutOpen(false)}
        year={year ?? new Date().getFullYear()}
        finalFocus={triggerRef}
      />
    </>
  );
}
