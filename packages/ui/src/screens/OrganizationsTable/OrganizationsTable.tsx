import { messages, type OrganizationSort } from '@siipro/domain';
import type { ReactNode } from 'react';
import { ResponsableName, type OrganizationHrefs, type OrganizationSummary } from '../OrganizationCard';
import { SkeletonRows } from '../../primitives/Skeleton';
import { DataCell, DataLink, DataMessageRow, DataRow, DataTable } from '../../patterns/DataTable';
import { SortableTableHead, type TableColumn, type TableSort } from '../../patterns/SortableTableHead';

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
  let body: ReactNode;
  if (errorMessage) {
    body = (
      <DataMessageRow colSpan={columns.length} error>
        {errorMessage}
      </DataMessageRow>
    );
  } else if (loading && rows.length === 0) {
    body = <SkeletonRows columns={columns.length} />;
  } else if (rows.length === 0) {
    body = <DataMessageRow colSpan={columns.length}>{messages.organizations.empty}</DataMessageRow>;
  } else {
    body = rows.map((organization) => (
      <DataRow key={organization.slug}>
        <DataCell>
          <DataLink to={hrefs.projects(organization.slug)} code>
            {organization.code}
          </DataLink>
        </DataCell>
        <DataCell>
          <DataLink to={hrefs.organization(organization.slug)}>{organization.name}</DataLink>
        </DataCell>
        <DataCell>
          <ResponsableName responsable={organization.responsable} />
        </DataCell>
      </DataRow>
    ));
  }

  return (
    <DataTable
      caption={messages.organizations.tableLabel}
      head={
        <SortableTableHead
          columns={columns}
          sort={tableSortOf(sort)}
          onSortChange={() => onSortChange(sort === 'name' ? '-name' : 'name')}
        />
      }
      busy={loading}
      tallRows
      className={className}
    >
      {body}
    </DataTable>
  );
}
