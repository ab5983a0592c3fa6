import { messages, type OrganizationSort } from '@siipro/domain';
import { useId, type ReactNode } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Icon } from '../../primitives/Icon';
import { ResponsableName, type OrganizationHrefs, type OrganizationSummary } from '../OrganizationCard';
import { SkeletonRows } from '../../primitives/Skeleton';
import { SortableTableHead, type TableColumn, type TableSort } from '../../patterns/SortableTableHead';
import * as styles from './OrganizationsTable.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

/** The orders the list offers: by name, either way (platform.md §2). */
export type OrganizationNameSort = Extract<OrganizationSort, 'name' | '-name'>;

export interface OrganizationsTableProps {
  rows: readonly OrganizationSummary[];
  /** 5 skeleton rows while the first answer is on its way. */
  loading?: boolean;
  /** A text instead of the rows (the spec's permission message); announced as an alert. */
  errorMessage?: string | null;
  sort: OrganizationNameSort;
  /** Called with the other direction when Nombre is chosen. */
  onSortChange: (sort: OrganizationNameSort) => void;
  hrefs: OrganizationHrefs;
  className?: string;
}

const columns: readonly TableColumn<'name'>[] = [
  { id: 'code', label: messages.organizations.columns.key },
  { id: 'name', label: messages.organizations.columns.name, sortField: 'name' },
  { id: 'responsable', label: messages.organizations.responsable },
];

const tableSortOf = (sort: OrganizationNameSort): TableSort<'name'> => ({
  field: 'name',
  direction: sort === '-name' ? 'desc' : 'asc',
});

/**
 * The organisations as a table (platform.md §2): Clave (its code) linking to its projects list, Nombre linking to its
 * page and sortable both ways, Responsable (e-mail in a tooltip) or "No asignado".
 */
export function OrganizationsTable({
  rows,
  loading = false,
  errorMessage = null,
  sort,
  onSortChange,
  hrefs,
  className,
}: OrganizationsTableProps) {
  const captionId = useId();
  const { linkProps } = useLinkNavigation();

  let body: ReactNode;
  if (errorMessage) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.messageCell}>
          <span role="alert" className={styles.errorText}>
            <Icon name="error" />
            {errorMessage}
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
          {messages.organizations.empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((organization) => (
      <tr key={organization.slug} className={styles.row}>
        <td className={styles.cell}>
          <a {...linkProps(hrefs.projects(organization.slug))} className={styles.codeLink}>
            {organization.code}
          </a>
        </td>
        <td className={styles.cell}>
          <a {...linkProps(hrefs.organization(organization.slug))} className={styles.link}>
            {organization.name}
          </a>
        </td>
        <td className={styles.cell}>
          <ResponsableName responsable={organization.responsable} />
        </td>
      </tr>
    ));
  }

  return (
    <div role="region" aria-labelledby={captionId} className={[styles.frame, className].filter(Boolean).join(' ')}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={visuallyHidden}>
          {messages.organizations.tableLabel}
        </caption>
        <SortableTableHead
          columns={columns}
          sort={tableSortOf(sort)}
          onSortChange={() => onSortChange(sort === 'name' ? '-name' : 'name')}
        />
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
