import { Skeleton } from './Skeleton';
import { cell } from './Skeleton.css';

/** Lists show this many placeholder rows while loading (portfolio.md §9, platform.md: organisations list). */
export const DEFAULT_SKELETON_ROWS = 5;

/** Bar widths cycle through these so the placeholder reads like real, uneven content. */
const WIDTHS = ['72%', '90%', '55%', '80%', '64%', '86%', '48%'];

export interface SkeletonRowsProps {
  /** Number of table columns to fill. */
  columns: number;
  rows?: number;
}

/**
 * Placeholder rows for a table body while its data loads. Render it inside <tbody> and mark the table
 * aria-busy="true"; the rows themselves are hidden from assistive technology.
 */
export function SkeletonRows({ columns, rows = DEFAULT_SKELETON_ROWS }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true" data-skeleton-row="">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className={cell}>
              <Skeleton width={WIDTHS[(row * 3 + column) % WIDTHS.length]} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
