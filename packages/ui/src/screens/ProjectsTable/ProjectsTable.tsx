import {
  messages,
  type ProjectListItem,
  type ProjectSortField,
  type ProjectStatusOption,
  type ProjectType,
  type SortState,
} from '@siipro/domain';
import type { ReactNode } from 'react';
import { useReachedLayouts } from '../../theme/useBelow';
import { SkeletonRows } from '../../primitives/Skeleton';
import { DataCell, DataMessageRow, DataRow, DataTable } from '../../patterns/DataTable';
import { SortableTableHead } from '../../patterns/SortableTableHead';
import * as styles from './ProjectsTable.css';
import { ProjectCards } from './ProjectCards';
import { listState } from './listState';
import { ProjectCell, projectColumnsWithHelp, type ProjectHrefs } from '../ProjectCell';

/** portfolio.md §9: "table minimum width 1200px" (the projects list, the optimizer's results, the scenarios). */
export const TABLE_MIN_WIDTH = '1200px';

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
  hrefs: ProjectHrefs;
  /** The tenant's status list (configJson.projectStatus), for the pills' labels. */
  statusOptions?: readonly ProjectStatusOption[];
  className?: string;
}

/**
 * The projects (or programs) list (portfolio.md §2.2). From 40rem up, a table at least 1200 px wide inside a
 * horizontally scrollable region that is focusable and labelled, so keyboard users can scroll it; headers sort. Below
 * 40rem (a phone), one card per project with the same fields, links and order, so rows are on the first screen and
 * nothing scrolls sideways (issue 15); a "Ordenar por" choice stands in for the headers. Names link to the project,
 * organisation and parent program pages, each with a "Copiar enlace" button that copies the absolute URL and confirms
 * with a toast (needs a ToastProvider above).
 */
export function ProjectsTable({ className, ...props }: ProjectsTableProps) {
  // Different elements, not just a different style: an HTML table restyled as cards loses its table semantics in
  // some browsers (Safari among them), and its header row, which holds the sort buttons, has no place on a card.
  const reached = useReachedLayouts('compact');
  const classes = (layout: string) => [layout, className].filter(Boolean).join(' ');
  return (
    <>
      {reached.wide ? <ProjectsGrid {...props} className={classes(styles.wideOnly)} /> : null}
      {reached.compact ? <ProjectCards {...props} className={classes(styles.compactOnly)} /> : null}
    </>
  );
}

/** The wide layout: the table. */
function ProjectsGrid(props: ProjectsTableProps) {
  const { type, rows, sort, onSortChange, loading = false, className, hrefs, statusOptions } = props;
  const { shows, stale } = listState(props);
  const columns = projectColumnsWithHelp(type);

  let body: ReactNode;
  if (shows === 'error') {
    body = (
      <DataMessageRow colSpan={columns.length} error>
        {messages.projects.loadError}
      </DataMessageRow>
    );
  } else if (shows === 'placeholders') {
    body = <SkeletonRows columns={columns.length} />;
  } else if (shows === 'empty') {
    body = <DataMessageRow colSpan={columns.length}>{messages.projects.empty}</DataMessageRow>;
  } else {
    body = rows.map((project) => (
      <DataRow key={project.projectId}>
        {columns.map((column) => (
          <DataCell key={column.id} end={column.align === 'end'} className={styles.columnCell[column.id]}>
            <ProjectCell project={project} column={column.id} hrefs={hrefs} statusOptions={statusOptions} />
          </DataCell>
        ))}
      </DataRow>
    ));
  }

  return (
    <DataTable
      caption={messages.projects.tableLabel[type]}
      head={<SortableTableHead columns={columns} sort={sort} onSortChange={onSortChange} />}
      minWidth={TABLE_MIN_WIDTH}
      busy={loading}
      stale={stale}
      className={className}
    >
      {body}
    </DataTable>
  );
}
