import { messages, type ProjectSortField } from '@siipro/domain';
import { useId, type ReactNode } from 'react';
import { DEFAULT_SKELETON_ROWS, Skeleton } from '../../primitives/Skeleton';
import { Icon } from '../../primitives/Icon';
import { busyBar, staleContent } from '../../styles/busyBar.css';
import * as styles from './ProjectsTable.css';
import { ProjectCell, projectColumnsWithHelp, sortChoices } from '../ProjectCell';
import type { ProjectsTableProps } from './ProjectsTable';
import { listState } from './listState';

/** "Ordenar por" and the direction: the table headers' choice as two native selects, which phones render well. */
function SortChoice({ type, sort, onSortChange }: Pick<ProjectsTableProps, 'type' | 'sort' | 'onSortChange'>) {
  const fieldId = useId();
  return (
    <div className={styles.sortBar}>
      <label htmlFor={fieldId} className={styles.sortLabel}>
        {messages.projects.sortBy}
      </label>
      <select
        id={fieldId}
        className={styles.select}
        value={sort.field}
        // A new field starts ascending (toggleSort), as a new header does.
        onChange={(event) => onSortChange(event.target.value as ProjectSortField)}
      >
        {sortChoices(type, sort.field).map((choice) => (
          <option key={choice.field} value={choice.field}>
            {choice.label}
          </option>
        ))}
      </select>
      <select
        aria-label={messages.projects.sortDirection}
        className={styles.select}
        value={sort.direction}
        // The other direction of the same field: what choosing the current header again does.
        onChange={() => onSortChange(sort.field)}
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

/** A card's placeholder while the first page loads; hidden from assistive technology (the list is marked busy). */
function ProjectCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-skeleton-card="">
      <Skeleton width="35%" />
      <Skeleton width="80%" />
      <Skeleton lines={3} />
    </div>
  );
}

/**
 * The narrow layout of ProjectsTable: one card per project (its code and name as the card's title, then every other
 * column of the table as a labelled field, in the table's order, rendered by the same ProjectCell), "Ordenar por" for
 * the headers, and the table's loading, empty and error states.
 */
export function ProjectCards(props: ProjectsTableProps) {
  const { type, rows, loading = false, sort, onSortChange, hrefs, statusOptions, className } = props;
  const { shows, stale } = listState(props);
  const fields = projectColumnsWithHelp(type).filter((column) => column.id !== 'name');

  let content: ReactNode;
  if (shows === 'error') {
    content = (
      <p role="alert" className={styles.cardsError}>
        <Icon name="error" />
        {messages.projects.loadError}
      </p>
    );
  } else if (shows === 'placeholders') {
    content = (
      <div className={styles.cards}>
        {Array.from({ length: DEFAULT_SKELETON_ROWS }, (_, index) => (
          <ProjectCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (shows === 'empty') {
    content = <p className={styles.cardsMessage}>{messages.projects.empty}</p>;
  } else {
    content = (
      <ul className={[styles.cards, stale ? staleContent : undefined].filter(Boolean).join(' ')}>
        {rows.map((project) => (
          <li key={project.projectId} className={styles.cardItem}>
            <article className={styles.card}>
              <ProjectCell
                project={project}
                column="name"
                hrefs={hrefs}
                statusOptions={statusOptions}
                nameHeading="h2"
              />
              <dl className={styles.fields}>
                {fields.map((column) => (
                  <div key={column.id} className={styles.field[column.id]}>
                    <dt className={styles.fieldLabel}>
                      {column.label}
                      {column.help}
                    </dt>
                    <dd className={styles.fieldValue}>
                      <ProjectCell project={project} column={column.id} hrefs={hrefs} statusOptions={statusOptions} />
                    </dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-label={messages.projects.tableLabel[type]}
      aria-busy={loading || undefined}
      data-stale={stale || undefined}
      className={[styles.cardsRegion, className].filter(Boolean).join(' ')}
    >
      {stale ? <span className={busyBar} aria-hidden="true" data-busy-bar="" /> : null}
      <SortChoice type={type} sort={sort} onSortChange={onSortChange} />
      {content}
    </section>
  );
}
