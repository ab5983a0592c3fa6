import type { ReactNode } from 'react';
import { DataHeaderCell } from '../DataTable';
import { arrow, arrowIdle, headerWithHelp, sortButton } from './SortableTableHead.css';

/** Which way a column is sorted. */
export type SortDirection = 'asc' | 'desc';

export interface TableColumn<F extends string = string> {
  /** Stable key of the column. */
  id: string;
  /** The header text. */
  label: string;
  /** The field the column sorts by; without it the header is plain text. */
  sortField?: F;
  /** Numbers (budget, score) line up at the end. */
  align?: 'start' | 'end';
  /** Shown after the header, outside its sort button: a help icon that explains the column (HelpTooltip). */
  help?: ReactNode;
}

export interface TableSort<F extends string = string> {
  field: F;
  direction: SortDirection;
}

export interface SortableTableHeadProps<F extends string = string> {
  columns: readonly TableColumn<F>[];
  sort: TableSort<F>;
  /**
   * Called with the sort field of the header the person chose. The direction rule (the current column toggles, a new
   * one starts ascending) is `toggleSort` of @siipro/domain, applied by the caller.
   */
  onSortChange: (field: F) => void;
  className?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Up arrow for ascending, down for descending; an idle column shows both, faintly. */
function SortArrow({ direction }: { direction: SortDirection | null }) {
  return (
    <svg
      className={[arrow, direction ? undefined : arrowIdle].filter(Boolean).join(' ')}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-direction={direction ?? 'none'}
    >
      {direction === null ? (
        <>
          <path d="M8 2.5 11.5 6.5h-7z" fill="currentColor" />
          <path d="M8 13.5 4.5 9.5h7z" fill="currentColor" />
        </>
      ) : (
        // One arrow, centred: up for ascending, down for descending.
        <path d={direction === 'asc' ? 'M8 4.5 12.5 10.5h-9z' : 'M8 11.5 3.5 5.5h9z'} fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * A table's <thead> whose sortable headers are buttons with an arrow; the sorted column carries `aria-sort` on its
 * <th>, which is how screen readers learn the order (portfolio.md §2.2, "Table head with sortable columns"). Its
 * cells are DataTable's header cells: it is the `head` of a DataTable.
 */
export function SortableTableHead<F extends string = string>({
  columns,
  sort,
  onSortChange,
  className,
}: SortableTableHeadProps<F>) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const active = column.sortField !== undefined && column.sortField === sort.field;
          const direction = active ? sort.direction : null;
          const header =
            column.sortField === undefined ? (
              column.label
            ) : (
              <button
                type="button"
                className={sortButton}
                data-active={active || undefined}
                onClick={() => onSortChange(column.sortField as F)}
              >
                <span>{column.label}</span>
                <SortArrow direction={direction} />
              </button>
            );
          return (
            <DataHeaderCell
              key={column.id}
              end={column.align === 'end'}
              aria-sort={column.sortField === undefined ? undefined : direction ? ARIA_SORT[direction] : 'none'}
            >
              {column.help ? (
                <span className={headerWithHelp}>
                  {header}
                  {column.help}
                </span>
              ) : (
                header
              )}
            </DataHeaderCell>
          );
        })}
      </tr>
    </thead>
  );
}
