/** Phone width: the pager drops the words of Anterior / Siguiente and the current page's neighbours. */
export const NARROW_QUERY = '(max-width: 30rem)';
