import { messages } from '@siipro/domain';
import type { ReactNode } from 'react';
import { DEFAULT_SKELETON_ROWS } from '../../primitives/Skeleton';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import {
  OrganizationCard,
  OrganizationCardSkeleton,
  type OrganizationHrefs,
  type OrganizationSummary,
} from '../OrganizationCard';
import { OrganizationsTable, type OrganizationNameSort } from '../OrganizationsTable';
import { SearchInput } from '../../patterns/SearchInput';
import { Stack } from '../../primitives/Stack';
import * as styles from './OrganizationListView.css';

/** Cards (the default) or the table. */
export type OrganizationListMode = 'cards' | 'table';

export interface OrganizationListViewProps {
  /** "Organismos" by default. */
  title?: string;
  /** The applied search term (from the URL). */
  searchTerm: string;
  onSearch: (term: string) => void;
  view: OrganizationListMode;
  onViewChange: (view: OrganizationListMode) => void;
  rows: readonly OrganizationSummary[];
  loading?: boolean;
  /** Shown instead of the rows, e.g. the spec's permission text (messages.organizations.permissionDenied). */
  errorMessage?: string | null;
  sort: OrganizationNameSort;
  onSortChange: (sort: OrganizationNameSort) => void;
  hrefs: OrganizationHrefs;
  className?: string;
}

const VIEWS: readonly { value: OrganizationListMode; label: string }[] = [
  { value: 'cards', label: messages.organizations.viewCards },
  { value: 'table', label: messages.organizations.viewTable },
];

/** Two pressed/unpressed buttons in a named group: the accessible pattern for a small exclusive choice. */
function ViewToggle({
  view,
  onChange,
}: {
  view: OrganizationListMode;
  onChange: (view: OrganizationListMode) => void;
}) {
  return (
    // Below 40rem both views show cards, so there is nothing to choose: the toggle is not shown (nor read).
    <div
      role="group"
      aria-label={messages.organizations.viewLabel}
      className={[styles.toggle, styles.wideOnly].join(' ')}
    >
      {VIEWS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          className={styles.toggleButton}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function Cards({
  rows,
  loading,
  errorMessage,
  hrefs,
  className,
}: Pick<OrganizationListViewProps, 'rows' | 'loading' | 'errorMessage' | 'hrefs' | 'className'>) {
  let content: ReactNode;
  if (errorMessage) {
    content = (
      <p role="alert" className={styles.errorText}>
        <Icon name="error" />
        {errorMessage}
      </p>
    );
  } else if (loading && rows.length === 0) {
    content = (
      <div className={styles.cards}>
        {Array.from({ length: DEFAULT_SKELETON_ROWS }, (_, index) => (
          <OrganizationCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (rows.length === 0) {
    content = <p className={styles.message}>{messages.organizations.empty}</p>;
  } else {
    content = (
      <ul className={styles.cards}>
        {rows.map((organization) => (
          <li key={organization.slug} className={styles.cardItem}>
            <OrganizationCard organization={organization} hrefs={hrefs} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-label={messages.organizations.cardsLabel} aria-busy={loading || undefined} className={className}>
      {content}
    </section>
  );
}

/**
 * The Organismos screen (platform.md §2) without data fetching: title, search box, the Tarjetas/Tabla toggle (cards
 * by default), then the cards or the table; 5 placeholders while loading, "No se encontraron organizaciones" when
 * nothing matches, the permission text when the list is refused. Below 40rem the table view shows cards too (the same
 * fields and links), so the organisations are on a phone's first screen without sideways scrolling (issue 15).
 * Needs a ToastProvider above (the cards' "Copiar enlace").
 */
export function OrganizationListView({
  title = messages.organizations.title,
  searchTerm,
  onSearch,
  view,
  onViewChange,
  rows,
  loading = false,
  errorMessage = null,
  sort,
  onSortChange,
  hrefs,
  className,
}: OrganizationListViewProps) {
  const list = { rows, loading, errorMessage, hrefs };
  return (
    <Stack
      space={{ default: '5', compact: '4' }}
      minWidth={0}
      className={[styles.screen, className].filter(Boolean).join(' ')}
    >
      <h1 className={styles.title}>{title}</h1>
      <Inline alignY="center" space="3" className={styles.toolbar}>
        <SearchInput value={searchTerm} onSearch={onSearch} className={styles.search} />
        <ViewToggle view={view} onChange={onViewChange} />
      </Inline>
      {view === 'cards' ? (
        <Cards {...list} />
      ) : (
        <>
          <OrganizationsTable {...list} sort={sort} onSortChange={onSortChange} className={styles.wideOnly} />
          <Cards {...list} className={styles.compactOnly} />
        </>
      )}
    </Stack>
  );
}
