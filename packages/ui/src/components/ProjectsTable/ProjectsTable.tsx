import {
  messages,
  statusLabel,
  type ProjectListItem,
  type ProjectSortField,
  type ProjectStatusOption,
  type ProjectType,
  type SortState,
} from '@siipro/domain';
import { useId, type ReactNode } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { CopyLinkButton } from '../CopyLinkButton';
import { HelpTooltip } from '../HelpTooltip';
import { Icon } from '../Icon';
import { PriorityIndicator } from '../PriorityIndicator';
import { ScoreBadge } from '../ScoreBadge';
import { ScoreExplanation } from '../ScoreExplanation';
import { SkeletonRows } from '../Skeleton';
import { SortableTableHead } from '../SortableTableHead';
import { StatusPill } from '../StatusPill';
import * as styles from './ProjectsTable.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import {
  budgetText,
  cellText,
  organizationOf,
  programOf,
  projectTableColumns,
  type ProjectColumnId,
} from './projectsTableColumns';

export interface ProjectsTableHrefs {
  /** The project's (or program's) page; null when it cannot be linked (no organisation). */
  project: (project: ProjectListItem) => string | null;
  organization: (organizationSlug: string) => string;
  program: (programSlug: string) => string;
}

export interface ProjectsTableProps {
  /** proyecto or programa: programs hide the score and parent program columns. */
  type: ProjectType;
  rows: readonly ProjectListItem[];
  /**
   * Loading: 5 skeleton rows when there are no rows yet; with rows (the previous page) they stay visible, dimmed,
   * and the table is marked busy.
   */
  loading?: boolean;
  /** The list failed to load: "Error al cargar proyectos" is shown (and announced) instead of the rows. */
  error?: boolean;
  sort: SortState;
  /** The header the person chose; apply `toggleSort` of @siipro/domain. */
  onSortChange: (field: ProjectSortField) => void;
  hrefs: ProjectsTableHrefs;
  /** The tenant's status list (configJson.projectStatus), for the pills' labels. */
  statusOptions?: readonly ProjectStatusOption[];
  className?: string;
}

/** A link with a copy-link button beside it; without an href the name is plain text. */
function LinkCell({ to, children }: { to: string | null; children: string }) {
  const { linkProps } = useLinkNavigation();
  if (!to) return <span className={styles.cellText}>{children}</span>;
  return (
    <span className={styles.linkCell}>
      <a {...linkProps(to)} className={styles.link}>
        {children}
      </a>
      <CopyLinkButton to={to} />
    </span>
  );
}

/** The score column's help: what the Puntuación SIIPRO is and how it is read. */
const scoreHelp = (
  // The compact trigger: the nine columns just fit a 1280 px window (SortableTableHead.css.ts).
  <HelpTooltip
    label={messages.score.helpLabel}
    title={messages.score.modalTitle}
    triggerSize="xs"
    tooltipPlacement="bottom"
  >
    <ScoreExplanation />
  </HelpTooltip>
);

/**
 * The projects (or programs) list as a table, at least 1200 px wide inside a horizontally scrollable region that is
 * focusable and labelled, so keyboard users can scroll it (portfolio.md §2.2). Headers sort; names link to the
 * project, organisation and parent program pages, each with a "Copiar enlace" button that copies the absolute URL
 * and confirms with a toast (needs a ToastProvider above).
 */
export function ProjectsTable({
  type,
  rows,
  loading = false,
  error = false,
  sort,
  onSortChange,
  hrefs,
  statusOptions,
  className,
}: ProjectsTableProps) {
  const captionId = useId();
  // The score column explains itself: a help icon opens what the Puntuación SIIPRO is (portfolio.md §2.2, §4.3).
  const columns = projectTableColumns(type).map((column) =>
    column.id === 'score' ? { ...column, help: scoreHelp } : column,
  );

  const renderCell = (project: ProjectListItem, id: ProjectColumnId): ReactNode => {
    switch (id) {
      case 'name':
        return (
          <span className={styles.nameCell}>
            <span className={styles.code}>{cellText(project.projectCode)}</span>
            <LinkCell to={hrefs.project(project)}>{cellText(project.name)}</LinkCell>
          </span>
        );
      case 'organization': {
        const organization = organizationOf(project);
        if (!organization) return messages.common.empty;
        return (
          <LinkCell to={organization.slug ? hrefs.organization(organization.slug) : null}>{organization.name}</LinkCell>
        );
      }
      case 'program': {
        const program = programOf(project);
        if (!program) return messages.common.empty;
        return <LinkCell to={program.slug ? hrefs.program(program.slug) : null}>{program.name}</LinkCell>;
      }
      case 'sector':
        return cellText(project.sector);
      case 'area':
        return cellText(project.area ?? project.executingArea);
      case 'score':
        return <ScoreBadge score={project.score} variant="compact" />;
      case 'budget':
        return <span className={styles.figure}>{budgetText(project)}</span>;
      case 'status':
        return (
          <StatusPill
            status={project.status}
            label={statusOptions ? statusLabel(project.status, statusOptions) : undefined}
          />
        );
      case 'priority':
        return (
          <span className={styles.priority}>
            {/* The priority is written beside the flag, so the flag does not need its own tab stop. */}
            <PriorityIndicator priority={project.priority} focusable={false} />
            <span aria-hidden="true">{cellText(project.priority)}</span>
          </span>
        );
    }
  };

  const busy = loading;
  const stale = loading && rows.length > 0 && !error;

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.messageCell}>
          <span role="alert" className={styles.errorText}>
            <Icon name="error" />
            {messages.projects.loadError}
          </span>
        </td>
      </tr>
    );
  } else if (loading && rows.length === 0) {
    body = <SkeletonRows columns={columns.length} />;
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.messageCell}>
          {messages.projects.empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((project) => (
      <tr key={project.projectId} className={styles.row}>
        {columns.map((column) => (
          <td
            key={column.id}
            className={[styles.cell, styles.columnCell[column.id], column.align === 'end' ? styles.alignEnd : undefined]
              .filter(Boolean)
              .join(' ')}
          >
            {renderCell(project, column.id)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Wider than most screens: the region scrolls sideways and takes focus so arrow keys can scroll it.
      tabIndex={0}
      className={[styles.scroller, className].filter(Boolean).join(' ')}
    >
      {stale ? <span className={styles.busyBar} aria-hidden="true" data-busy-bar="" /> : null}
      <table
        className={[styles.table, stale ? styles.staleRows : undefined].filter(Boolean).join(' ')}
        aria-busy={busy || undefined}
        data-stale={stale || undefined}
      >
        <caption id={captionId} className={visuallyHidden}>
          {messages.projects.tableLabel[type]}
        </caption>
        <SortableTableHead columns={columns} sort={sort} onSortChange={onSortChange} />
        <tbody className={styles.body}>{body}</tbody>
      </table>
    </div>
  );
}
