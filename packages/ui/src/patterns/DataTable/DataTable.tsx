import {
  createContext,
  useContext,
  useId,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type ThHTMLAttributes,
} from 'react';
import { Icon } from '../../primitives/Icon';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { busyBar, staleContent } from '../../styles/busyBar.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './DataTable.css';

/**
 * `standard`: a bordered region of its own that scrolls sideways, the lists' header, rows that light up under the
 * pointer. `panel`: a quiet table inside a panel (muted small header, wider cells) whose rows become cards on compact
 * screens, each cell led by its column's name (DataCell `label`).
 */
export type DataTableVariant = 'standard' | 'panel';

const VariantContext = createContext<{ variant: DataTableVariant; tallRows: boolean }>({
  variant: 'standard',
  tallRows: false,
});

const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export interface DataTableColumn {
  id: string;
  label: string;
  /** Figures align at the end. */
  end?: boolean;
  /** A header only assistive technology reads (a column of checkboxes or buttons). */
  hiddenLabel?: boolean;
  /** The header's own class (its width, or a long header that may wrap onto two lines). */
  className?: string;
  /**
   * The column stays in view while the table scrolls sideways, this far from its start edge (`'0'` for the first
   * column; the widths of the sticky columns before it otherwise). Give its cells the same `stickyStart`.
   */
  stickyStart?: string;
}

interface DataTableBaseProps {
  /** Names the table and its scrolling region. */
  caption: string;
  /** The rows: `DataRow`s of `DataCell`s, or one `DataMessageRow`. */
  children: ReactNode;
  variant?: DataTableVariant;
  /**
   * The table's minimum width: below it the region scrolls sideways, and takes focus so the arrow keys can scroll
   * it. Without one the table fits its container.
   */
  minWidth?: string;
  /** The rows are on their way: `aria-busy` on the table. */
  busy?: boolean;
  /**
   * The rows shown are the previous ones while the next arrive: a thin moving bar over the table and a progress
   * cursor. The rows stay legible (dimming them would break the contrast minimum) and the page does not jump.
   */
  stale?: boolean;
  /** Taller rows (12 px above and below the text instead of 8), for a short table with room to spare. */
  tallRows?: boolean;
  /** Rows after the body (`<tfoot>`): a total. */
  footer?: ReactNode;
  className?: string;
}

export type DataTableProps = DataTableBaseProps &
  (
    | { columns: readonly DataTableColumn[]; head?: never }
    /** A `<thead>` of its own, built of `DataHeaderCell`s: a SortableTableHead. */
    | { head: ReactNode; columns?: never }
  );

/**
 * The table of the kit: a caption for assistive technology, a header row (plain `columns`, or a `head` of its own such
 * as a SortableTableHead) and rows of cells, in one of two variants. The standard one is a labelled region that
 * scrolls sideways when the table is wider than the screen, and can show that its rows are being replaced (`busy`,
 * `stale`).
 */
export function DataTable({
  caption,
  columns,
  head,
  children,
  variant = 'standard',
  minWidth,
  busy = false,
  stale = false,
  tallRows = false,
  footer,
  className,
}: DataTableProps) {
  const captionId = useId();
  const table = (
    <table
      className={classes(styles.table[variant], stale && staleContent)}
      style={minWidth ? { minWidth } : undefined}
      aria-busy={busy || undefined}
      data-stale={stale || undefined}
    >
      <caption id={captionId} className={visuallyHidden}>
        {caption}
      </caption>
      {columns ? (
        <thead>
          <tr>
            {columns.map((column) => (
              <DataHeaderCell
                key={column.id}
                end={column.end}
                stickyStart={column.stickyStart}
                className={column.className}
              >
                {column.hiddenLabel ? <span className={visuallyHidden}>{column.label}</span> : column.label}
              </DataHeaderCell>
            ))}
          </tr>
        </thead>
      ) : (
        head
      )}
      <tbody>{children}</tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
  return (
    <VariantContext.Provider value={{ variant, tallRows }}>
      {variant === 'panel' ? (
        // Inside a panel that names its section: a region of its own would repeat that landmark.
        <div className={classes(styles.frame.panel, className)}>{table}</div>
      ) : (
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={minWidth ? 0 : undefined}
          className={classes(styles.frame.standard, className)}
        >
          {stale ? <span className={busyBar} aria-hidden="true" data-busy-bar="" /> : null}
          {table}
        </div>
      )}
    </VariantContext.Provider>
  );
}

export interface DataHeaderCellProps extends Omit<ThHTMLAttributes<HTMLTableCellElement>, 'scope'> {
  /** Figures align at the end. */
  end?: boolean;
  /** Stays in view while the table scrolls sideways, this far from the start edge (DataTableColumn's). */
  stickyStart?: string;
}

/** A sticky cell's offset from the start edge, as an inline style (its width comes from the columns before it). */
const stickyStyle = (stickyStart: string | undefined, style?: CSSProperties) =>
  stickyStart === undefined ? style : { ...style, insetInlineStart: stickyStart };

/** A column's header (`<th scope="col">`), for a head of one's own such as SortableTableHead's. */
export function DataHeaderCell({ end, stickyStart, className, style, ...props }: DataHeaderCellProps) {
  const { variant } = useContext(VariantContext);
  return (
    <th
      scope="col"
      {...props}
      style={stickyStyle(stickyStart, style)}
      className={classes(
        styles.headerCell[variant],
        end && styles.alignEnd,
        stickyStart !== undefined && styles.stickyHeader,
        className,
      )}
    />
  );
}

/** A row of cells. */
export function DataRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  const { variant } = useContext(VariantContext);
  return <tr {...props} className={classes(styles.row[variant], className)} />;
}

export interface DataCellProps {
  /** Figures align at the end. */
  end?: boolean;
  /** Figures: digits of one width, never wrapped. */
  numeric?: boolean;
  nowrap?: boolean;
  /**
   * The value is out of bounds (past a limit, below a minimum): drawn in the danger colour. Colour is never the only
   * sign (WCAG 1.4.1): the caller says it in words too.
   */
  danger?: boolean;
  /** The column's name, shown before the value when a panel table's rows are cards (compact screens). */
  label?: string;
  /** Stays in view while the table scrolls sideways, this far from the start edge (its column's `stickyStart`). */
  stickyStart?: string;
  className?: string;
  children?: ReactNode;
}

function useCellClassName({ end, numeric, nowrap, danger, stickyStart, className }: DataCellProps) {
  const { variant, tallRows } = useContext(VariantContext);
  return classes(
    stickyStart !== undefined && styles.stickyCell,
    styles.cell[variant],
    tallRows && styles.tallCell,
    nowrap && styles.nowrap,
    numeric && styles.numeric,
    danger && styles.danger,
    end && styles.alignEnd,
    className,
  );
}

export function DataCell({ label, children, ...look }: DataCellProps) {
  return (
    <td data-label={label} style={stickyStyle(look.stickyStart)} className={useCellClassName(look)}>
      {children}
    </td>
  );
}

/**
 * The cell that names its row (`<th scope="row">`): a year, a funding source, a level. Drawn as a cell, so a
 * screen reader announces it with every other cell of the row.
 */
export function DataRowHeader({ label, children, ...look }: DataCellProps) {
  return (
    <th
      scope="row"
      data-label={label}
      style={stickyStyle(look.stickyStart)}
      className={classes(useCellClassName(look), styles.rowHeader)}
    >
      {children}
    </th>
  );
}

export interface DataMessageRowProps {
  /** How many columns the row spans: all of them. */
  colSpan: number;
  /** The rows failed to load: the text is an alert, with an error icon. */
  error?: boolean;
  children: ReactNode;
}

/** The single row that stands in for the rows: there are none, or they could not be loaded. */
export function DataMessageRow({ colSpan, error = false, children }: DataMessageRowProps) {
  const { variant } = useContext(VariantContext);
  return (
    <tr>
      <td colSpan={colSpan} className={styles.messageCell[variant]}>
        {error ? (
          <span role="alert" className={styles.errorText}>
            <Icon name="error" />
            {children}
          </span>
        ) : (
          children
        )}
      </td>
    </tr>
  );
}

export interface DataLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  /** Followed through the nearest LinkProvider (a full page load without one). */
  to: string;
  /** The text is a code (a key, an identifier): monospace, smaller. */
  code?: boolean;
}

/** A link in a cell (a name to its page), as the tables show them. */
export function DataLink({ to, code = false, className, ...props }: DataLinkProps) {
  const { linkProps } = useLinkNavigation();
  return <a {...props} {...linkProps(to)} className={classes(styles.link, code && styles.codeLink, className)} />;
}
