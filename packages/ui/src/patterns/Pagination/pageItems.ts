// Which page numbers a pager shows: always the first and the last, the current one with a neighbour on each side,
// and an ellipsis for each gap of two or more pages (a gap of exactly one page shows that page instead).

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

export function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const shown = new Set<number>([1, last]);
  for (let offset = -siblings; offset <= siblings; offset++) {
    const candidate = current + offset;
    if (candidate >= 1 && candidate <= last) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined) {
      const gap = number - previous - 1;
      if (gap === 1) items.push({ type: 'page', page: previous + 1 });
      else if (gap > 1) items.push({ type: 'ellipsis', key: number <= current ? 'start' : 'end' });
    }
    items.push({ type: 'page', page: number });
  });
  return items;
}
