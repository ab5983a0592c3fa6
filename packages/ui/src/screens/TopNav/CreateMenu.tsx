import { Menu, MenuButton, useMenuStore } from '@ariakit/react';
import { messages } from '@siipro/domain';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Tooltip } from '../../primitives/Tooltip';
import { MenuLinkItem } from './MenuLinkItem';
import * as styles from './TopNav.css';

/** The create pages a person may open; an entry left out is one their role may not create. */
export interface CreateLinks {
  project?: string | null;
  program?: string | null;
  organization?: string | null;
}

/**
 * "Crear": a menu of the kinds the person may create (Proyecto, Programa, Organismo). With none it stays in the bar,
 * disabled but focusable, so keyboard users reach the tooltip that says why.
 */
export function CreateMenu({ links }: { links?: CreateLinks | null }) {
  const menu = useMenuStore({ placement: 'bottom-end' });
  const text = messages.createMenu;
  const offered: { key: string; label: string; href?: string | null }[] = [
    { key: 'project', label: text.project, href: links?.project },
    { key: 'program', label: text.program, href: links?.program },
    { key: 'organization', label: text.organization, href: links?.organization },
  ];
  const entries = offered.filter((entry): entry is { key: string; label: string; href: string } => !!entry.href);
  const label = <span className={styles.createLabel}>{text.label}</span>;

  if (entries.length === 0) {
    return (
      <Tooltip content={text.notAllowed}>
        <Button variant="primary" aria-disabled="true" className={styles.createButton} icon={<Icon name="plus" />}>
          {label}
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      <MenuButton
        store={menu}
        render={<Button variant="primary" className={styles.createButton} icon={<Icon name="plus" />} />}
      >
        {label}
      </MenuButton>
      <Menu store={menu} className={styles.menu} gutter={6} aria-label={text.label} unmountOnHide>
        {entries.map((entry) => (
          <MenuLinkItem key={entry.key} label={entry.label} href={entry.href} onFollow={() => menu.hide()} />
        ))}
      </Menu>
    </>
  );
}
