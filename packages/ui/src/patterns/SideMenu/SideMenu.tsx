import { useId } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import * as styles from './SideMenu.css';

/** One entry of a side menu. */
export interface SideMenuItem {
  /** Unique within the menu; `currentKey` names the current one. */
  key: string;
  label: string;
  href: string;
}

export interface SideMenuProps {
  /** The area's name ("Reportes"): the visible title and the navigation landmark's name. */
  title: string;
  items: readonly SideMenuItem[];
  /** The entry of the page on screen (`aria-current="page"`). */
  currentKey?: string | null;
  className?: string;
}

/**
 * The side menu of an area with pages of its own (platform.md §2: the reports area's "Reportes" > "Distribución por
 * Prioridad"): a navigation landmark named by its title, whose entries are real <a href> going through the
 * LinkProvider, the current one marked with aria-current and a bar (not by colour alone). The title is a label, not a
 * heading, so the page's own h1 stays its first heading. Full width above the page on narrow screens.
 */
export function SideMenu({ title, items, currentKey = null, className }: SideMenuProps) {
  const { linkProps } = useLinkNavigation();
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={titleId} className={styles.title}>
        {title}
      </span>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <a
              {...linkProps(item.href)}
              aria-current={item.key === currentKey ? 'page' : undefined}
              className={styles.link}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
