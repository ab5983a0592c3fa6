import type { MouseEvent } from 'react';
import { Icon } from '../../primitives/Icon';
import { Tooltip } from '../../primitives/Tooltip';
import * as styles from './Pagination.css';
import { pageItems } from './pageItems';
import { paginationTexts, type PaginationTexts } from './texts';
import { useBelow } from '../../theme/useBelow';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** How many items the whole list has ("320 resultados"). */
  total: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark ("Paginación"). */
  label?: string;
  /** Texts in another language (paginationTexts by default). */
  texts?: Partial<PaginationTexts>;
  className?: string;
}

/**
 * The pager under a list: Anterior / Siguiente, page numbers with ellipses (the current one has
 * `aria-current="page"`), "Página X de Y" and the total count. Anterior is off on the first page and Siguiente on the
 * last; they stay focusable (aria-disabled) so focus is not lost when the last page is reached, and say why in a
 * tooltip and as their description ("Ya estás en la última página.").
 */
export function Pagination({ page, totalPages, total, onPageChange, label, texts, className }: PaginationProps) {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  const text = { ...paginationTexts, ...texts };
  const go = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.currentTarget.getAttribute('aria-disabled') === 'true' || target === current) return;
    onPageChange(target);
  };
  // At phone width only the first, current and last pages (and single-page gaps) fit on one line with the arrows.
  const siblings = useBelow('narrow') ? 0 : 1;
  const atStart = current <= 1;
  const atEnd = current >= last;

  return (
    <nav aria-label={label ?? text.label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <p className={styles.summary}>
        <span>{text.page({ page: current, totalPages: last })}</span>
        <span aria-hidden="true" className={styles.dot}>
          ·
        </span>
        <span>{text.total(total)}</span>
      </p>
      <ul className={styles.list}>
        <li>
          <Tooltip content={text.atFirstPage} disabled={!atStart}>
            <button
              type="button"
              className={[styles.pageButton, styles.stepButton].join(' ')}
              aria-disabled={atStart || undefined}
              onClick={go(current - 1)}
            >
              <Icon name="chevronDown" className={styles.chevronPrevious} />
              <span className={styles.stepText}>{text.previous}</span>
            </button>
          </Tooltip>
        </li>
        {pageItems(current, last, siblings).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={text.goToPage(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <Tooltip content={text.atLastPage} disabled={!atEnd}>
            <button
              type="button"
              className={[styles.pageButton, styles.stepButton].join(' ')}
              aria-disabled={atEnd || undefined}
              onClick={go(current + 1)}
            >
              <span className={styles.stepText}>{text.next}</span>
              <Icon name="chevronDown" className={styles.chevronNext} />
            </button>
          </Tooltip>
        </li>
      </ul>
    </nav>
  );
}
