import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../../primitives/Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** The card's heading (an h2), which is also the button that shows or hides the content. */
  title: string;
  /** Open at first unless false (platform.md §2: the organisation's Adjuntos starts closed). */
  defaultOpen?: boolean;
  children: ReactNode;
  className?: string;
}

/** A card whose title is a disclosure button (aria-expanded, aria-controls) showing or hiding its content. */
export function Disclosure({ title, defaultOpen = true, children, className }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <Icon name="chevronDown" className={styles.chevron} />
        </button>
      </h2>
      <div id={contentId} className={styles.content} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
