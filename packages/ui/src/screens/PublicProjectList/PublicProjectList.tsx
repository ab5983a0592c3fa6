import {
  formatMoney,
  formatNumber,
  interpolate,
  messages,
  PUBLIC_SORT_FIELDS,
  type PublicProject,
  type ProjectSortField,
  type QuickFilterKey,
  type SortState,
} from '@siipro/domain';
import { memo, useId } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Pagination } from '../../patterns/Pagination';
import { SearchInput } from '../../patterns/SearchInput';
// The browser's own select, not SelectFilter's Ariakit listbox: the portal's pages must stay light (issue 45's ≤ 100 KB).
import { NativeSelectFilter, type SelectFilterOption } from '../../patterns/SelectFilter';
import { DEFAULT_SKELETON_ROWS, Skeleton } from '../../primitives/Skeleton';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { PriorityIndicator } from '../PriorityIndicator';
import { ScoreBadge } from '../ScoreBadge';
import { StatusPill } from '../StatusPill';
import { sortChoices } from '../ProjectCell';
import * as styles from './PublicProjectList.css';

const texts = messages.publicPortal.page;
const columns = messages.projects.columns;

export interface PublicProjectListProps {
  /** The name search (what filter[name][ilike] looks for). */
  searchTerm: string;
  onSearch: (term: string) => void;
  /** The first quick filter: the organisations that take part in a published project. */
  organizations: readonly SelectFilterOption[];
  organization: string | null;
  onOrganizationChange: (slug: string | null) => void;
  /**
   * The others, in this order: the members' list's quick filters whose field is public (domain's
   * PUBLIC_QUICK_FILTER_KEYS), each with the values the published projects use.
   */
  quickFilters: readonly PublicQuickFilter[];
  onQuickFilterChange: (key: QuickFilterKey, values: string[]) => void;
  sort: SortState;
  /** A field and direction chosen in "Ordenar por". */
  onSortChange: (sort: SortState) => void;
  rows: readonly PublicProject[];
  /** Nothing yet: skeleton cards; with rows (the previous page) they stay, dimmed and marked busy. */
  loading?: boolean;
  error?: boolean;
  pagination: { page: number; totalPages: number; total: number } | null;
  onPageChange: (page: number) => void;
  /** A project's public page. */
  projectHref: (project: PublicProject) => string;
}

export interface PublicQuickFilter {
  key: QuickFilterKey;
  options: readonly SelectFilterOption[];
  /** The chosen value (one at most on the portal). */
  value: readonly string[];
}

/** "Ordenar por": the list's sorts that the portal publishes (never the internal code). */
function SortChoice({ sort, onSortChange }: Pick<PublicProjectListProps, 'sort' | 'onSortChange'>) {
  const fieldId = useId();
  const choices = sortChoices('proyecto', sort.field).filter((choice) => PUBLIC_SORT_FIELDS.has(choice.field));
  return (
    <div className={styles.sortBar}>
      <label htmlFor={fieldId}>{messages.projects.sortBy}</label>
      <select
        id={fieldId}
        className={styles.select}
        value={sort.field}
        onChange={(event) => onSortChange({ field: event.target.value as ProjectSortField, direction: 'asc' })}
      >
        {choices.map((choice) => (
          <option key={choice.field} value={choice.field}>
            {choice.label}
          </option>
        ))}
      </select>
      <select
        aria-label={messages.projects.sortDirection}
        className={styles.select}
        value={sort.direction}
        onChange={(event) => onSortChange({ ...sort, direction: event.target.value as SortState['direction'] })}
      >
        {(['asc', 'desc'] as const).map((direction) => (
          <option key={direction} value={direction}>
            {messages.projects.sortDirections[direction]}
          </option>
        ))}
      </select>
    </div>
  );
}

// A card changes only with its project (the same object while its page's answer stays) and its address: when another
// answer reaches the page (the tenant's name, the quick filters' values), the cards are not rendered again.
const ProjectCard = memo(function ProjectCard({ project, href }: { project: PublicProject; href: string }) {
  const { linkProps } = useLinkNavigation();
  const headingId = useId();
  const organization = project.organizations[0] ?? project.organization;
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.name}>
        <a {...linkProps(href)} className={styles.nameLink}>
          {project.name}
        </a>
      </h2>
      {organization?.name ? <p className={styles.muted}>{organization.name}</p> : null}
      <div>
        <StatusPill status={project.status} />
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{columns.budget}</dt>
        <dd className={styles.value}>{formatMoney(project.budgetAmount, project.budgetCurrencyCode)}</dd>
        <dt className={styles.term}>{columns.priority}</dt>
        <dd className={styles.value}>
          {/* The flag's colour and the word: a visitor does not know the flags' meaning. */}
          <Inline space="1" alignY="center" wrap={false}>
            <span aria-hidden="true">
              <PriorityIndicator priority={project.priority} focusable={false} />
            </span>
            {project.priority ?? '-'}
          </Inline>
        </dd>
        <dt className={styles.term}>{columns.sector}</dt>
        <dd className={styles.value}>{project.sector ?? '-'}</dd>
        <dt className={styles.term}>{texts.scoreTitle}</dt>
        <dd className={styles.value}>
          <ScoreBadge score={project.score} />
        </dd>
      </dl>
    </article>
  );
});

function CardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width="80%" />
      <Skeleton width="50%" />
      <Skeleton lines={3} />
    </div>
  );
}

/**
 * The portal's list of published projects (issue 45): a name search, the quick filters (Organismo, then those of
 * the members' list whose field is public: Área ejecutora, Prioridad, Estados — one value each, on the browser's own
 * select), the order, one card per project — a grid that is a single column on a phone — and the pages. A card shows only public
 * fields: name linking to its page, the responsible organisation, status, priority, budget, sector and score.
 */
export function PublicProjectList({
  searchTerm,
  onSearch,
  organizations,
  organization,
  onOrganizationChange,
  quickFilters,
  onQuickFilterChange,
  sort,
  onSortChange,
  rows,
  loading = false,
  error = false,
  pagination,
  onPageChange,
  projectHref,
}: PublicProjectListProps) {
  const waiting = loading && rows.length === 0;
  const total = pagination?.total ?? 0;
  return (
    <Stack space="4">
      <div className={styles.toolbar}>
        <SearchInput className={styles.search} label={texts.searchLabel} value={searchTerm} onSearch={onSearch} />
        <div className={styles.filters}>
          <NativeSelectFilter
            label={texts.organization}
            placeholder={texts.allOrganizations}
            options={organizations}
            value={organization ? [organization] : []}
            onChange={(values) => onOrganizationChange(values[0] ?? null)}
          />
          {quickFilters.map((filter) => (
            <NativeSelectFilter
              key={filter.key}
              label={messages.projects.quickFilters[filter.key]}
              placeholder={messages.projects.quickFiltersAll[filter.key]}
              options={filter.options}
              value={filter.value}
              onChange={(values) => onQuickFilterChange(filter.key, values)}
            />
          ))}
        </div>
      </div>
      <Inline space="3" alignY="center" align="between">
        <p className={styles.summary} role="status">
          {pagination ? (total === 1 ? texts.totalOne : interpolate(texts.total, { count: formatNumber(total) })) : ''}
        </p>
        <SortChoice sort={sort} onSortChange={onSortChange} />
      </Inline>
      {error ? (
        <p className={styles.message} role="alert">
          {messages.projects.loadError}
        </p>
      ) : !waiting && rows.length === 0 ? (
        <p className={styles.message}>{texts.empty}</p>
      ) : (
        <ul className={styles.cards} aria-busy={loading || undefined} aria-label={texts.listTitle}>
          {waiting
            ? Array.from({ length: DEFAULT_SKELETON_ROWS }, (_, index) => (
                <li key={index}>
                  <CardSkeleton />
                </li>
              ))
            : rows.map((project) => (
                <li key={project.projectId}>
                  <ProjectCard project={project} href={projectHref(project)} />
                </li>
              ))}
        </ul>
      )}
      {pagination && pagination.totalPages > 1 ? (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          total={pagination.total}
          onPageChange={onPageChange}
        />
      ) : null}
    </Stack>
  );
}
