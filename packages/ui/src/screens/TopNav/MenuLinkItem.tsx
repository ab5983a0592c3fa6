import { MenuItem } from '@ariakit/react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import * as styles from './TopNav.css';

export interface MenuLinkItemProps {
  label: string;
  href: string;
  /** The page it leads to is the current one (aria-current="page"). */
  current?: boolean;
  /** Closes the menu once the link is followed. */
  onFollow: () => void;
}

/** One entry of a TopNav menu (the folded "Menú", "Crear"): a real link that closes its menu once followed. */
export function MenuLinkItem({ label, href, current = false, onFollow }: MenuLinkItemProps) {
  const { linkProps } = useLinkNavigation();
  const link = linkProps(href);
  return (
    <MenuItem
      className={styles.menuItem}
      render={
        <a
          href={link.href}
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            link.onClick(event);
            // Client-side navigation cancels the click's default, which Ariakit reads as "stay open".
            onFollow();
          }}
        />
      }
    >
      {label}
    </MenuItem>
  );
}
