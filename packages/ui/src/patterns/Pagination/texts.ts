// Pagination's default Spanish texts (numbers grouped as in es-AR). An app in another language passes its own
// through `texts`.
const count = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

export const paginationTexts = {
  /** The navigation landmark's name. */
  label: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  page: ({ page, totalPages }: { page: number; totalPages: number }) => `Página ${page} de ${totalPages}`,
  /** A page button's accessible name. */
  goToPage: (page: number) => `Página ${page}`,
  total: (total: number) => (total === 1 ? '1 resultado' : `${count.format(total)} resultados`),
};

export type PaginationTexts = typeof paginationTexts;
