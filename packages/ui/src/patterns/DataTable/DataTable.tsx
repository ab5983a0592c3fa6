import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as tableStyles from './DataTable.css';
import { SortableTableHead, type TableSort } from '../SortableTableHead';
import { headerCell } from '../SortableTableHead/SortableTableHead.css';

export interface DataTableColumn<F extends string = string> {
  id: string;
  label: string;
  /** Figures align at the end. */
  end?: boolean;
  /** A header only assistive technology reads (a column of checkboxes or buttons). */
  hiddenLabel?: boolean;
  /** The field the column sorts by, when the table is sortable (`sort`); its header is then a sort button. */
  sortField?: F;
}

export interface DataTableProps<F extends string = string> {
  /** Names the table and its scrolling region. */
  caption: string;
  columns: readonly DataTableColumn<F>[];
  /**
   * The current order, with `onSortChange`: the headers of columns with a `sortField` become sort buttons
   * (SortableTableHead). The rows come sorted from the caller.
   */
  sort?: TableSort<F>;
  onSortChange?: (field: F) => void;
  /** The rows: `<tr className={dataRow}>` of `<DataCell>`s. */
  children: ReactNode;
  /** The table's minimum width; the region scrolls sideways below it (1200 px like the lists by default). */
  minWidth?: string;
  className?: string;
}

/** A row of a DataTable (hover as in the lists). */
export const dataRow = tableStyles.row;

/**
 * A table in the look of the projects list: a caption for assistive technology, a header row (sort buttons when given
 * `sort` and `onSortChange`, where `hiddenLabel` does not apply), and a horizontally scrollable region that takes focus
 * (labelled by the caption) when the table is wider than the screen. The optimizer's results and scenarios use it.
 */
export function DataTable<F extends string = string>({
  caption,
  columns,
  sort,
  onSortChange,
  children,
  minWidth,
  className,
}: DataTableProps<F>) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={[tableStyles.scroller, className].filter(Boolean).join(' ')}
    >
      <table className={tableStyles.table} style={minWidth ? { minWidth } : undefined}>
        <caption id={captionId} className={visuallyHidden}>
          {caption}
        </caption>
        {sort && onSortChange ? (
          <SortableTableHead
            columns={columns.map(({ id, label, end, sortField }) => ({
              id,
              label,
              sortField,
              align: end ? ('end' as const) : ('start' as const),
            }))}
            sort={sort}
            onSortChange={onSortChange}
          />
        ) : (
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={[headerCell, column.end ? tableStyles.alignEnd : undefined].filter(Boolean).join(' ')}
                >
                  {column.hiddenLabel ? <span className={visuallyHidden}>{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export interface DataCellProps {
  end?: boolean;
  children?: ReactNode;
}

export function DataCell({ end, children }: DataCellProps) {
  return (
    <td className={[tableStyles.cell, end ? tableStyles.alignEnd : undefined].filter(Boolean).join(' ')}>{children}</td>
  );
}
