// The import's limits (issue 42): a file over them is refused with 413 before any row is read.

/** 50 MB: a ministry's whole portfolio with long descriptions fits many times over. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** Errors kept in a report and its CSV (a file of wrong columns would otherwise name millions of cells). */
export const IMPORT_MAX_REPORTED_ERRORS = 10_000;
/**
 * Rows read, checked and written together: one lookup of codes per batch, one progress update. What a batch holds
 * (its cells, checked fields, rows and JSON, and the next batch's beside it) is what each scavenge of the API's heap
 * copies: with 500 rows the scavenges of a 100 000-row apply took 2–4 ms each, and the list's p95 during it was
 * 1.75–2.3 times its idle one (median 2.0); with 250, 1.7–1.9 times, the apply a few % slower and its memory
 * 116–192 against 176–213 MB above idle (bench/README.md, bench:import).
 */
export const IMPORT_BATCH_ROWS = 250;
