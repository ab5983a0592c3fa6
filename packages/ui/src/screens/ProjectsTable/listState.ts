import type { ProjectsTableProps } from './ProjectsTable';

/** What a page of the list shows in place of its rows, or the rows. */
export type ListShows = 'error' | 'placeholders' | 'empty' | 'rows';

/**
 * Which of the list's states shows, one rule for the table and its cards: the load error over everything, the
 * placeholders while the first page loads, "no projects" when none match, else the rows — `stale` (dimmed, the
 * region marked busy) while the next page loads.
 */
export function listState({
  rows,
  loading = false,
  error = false,
}: Pick<ProjectsTableProps, 'rows' | 'loading' | 'error'>): { shows: ListShows; stale: boolean } {
  if (error) return { shows: 'error', stale: false };
  if (rows.length === 0) return { shows: loading ? 'placeholders' : 'empty', stale: false };
  return { shows: 'rows', stale: loading };
}
