// Pagination's default Spanish texts (numbers grouped as in es-AR). An app in another language passes its own
// through `texts`.
const count = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

export const paginationTexts = {
  /** The navigation landmark's name. */
  label: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  /** Why Anterior does nothing on the first page and Siguiente on the last (a disabled button says why). */
  atFirstPage: 'Ya estás en la primera página.',
  atLastPage: 'Ya estás en la última página.',
  page: ({ page, totalPages }: { page: number; totalPages: number }) => `Página ${page} de ${totalPages}`,
  /** A page button's accessible name. */
  goToPage: (page: number) => `Página ${page}`,
  total: (total: number) => (total === 1 ? '1 resultado' : `${count.format(total)} resultados`),
};

export type PaginationTexts = typeof paginationTexts;
