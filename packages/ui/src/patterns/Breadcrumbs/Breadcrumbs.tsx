import { useLinkNavigation } from '../../providers/LinkProvider';
import * as styles from './Breadcrumbs.css';
import { breadcrumbsTexts } from './texts';

export interface BreadcrumbItem {
  label: string;
  /** In-app path; the last item (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark ("Migas de pan"). */
  label?: string;
  className?: string;
}

/**
 * Where the page sits: "Organismos > Ministerio de Infraestructura > Proyectos" (portfolio.md §2.2). An ordered list in
 * a labelled navigation landmark; earlier items link through LinkProvider, the last one is the current page
 * (`aria-current="page"`). Separators are drawn by CSS, so screen readers do not read them.
 */
export function Breadcrumbs({ items, label = breadcrumbsTexts.label, className }: BreadcrumbsProps) {
  const { linkProps } = useLinkNavigation();
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {current ? (
                <span className={styles.current} aria-current="page">
                  {item.label}
                </span>
              ) : item.href ? (
                <a {...linkProps(item.href)} className={styles.link}>
                  {item.label}
                </a>
              ) : (
                <span className={styles.plain}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
