// The import's limits (issue 42): a file over them is refused with 413 before any row is read.

/** 50 MB: a ministry's whole portfolio with long descriptions fits many times over. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** Errors kept in a report and its CSV (a file of wrong columns would otherwise name millions of cells). */
export const IMPORT_MAX_REPORTED_ERRORS = 10_000;
/** Rows read, checked and written together: one lookup of codes per batch, one progress update. */
export const IMPORT_BATCH_ROWS = 500;
