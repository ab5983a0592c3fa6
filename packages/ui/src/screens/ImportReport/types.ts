/** One bad cell of the spreadsheet: its row as the spreadsheet numbers it (headers are row 1), its column's header. */
export interface ImportRowError {
  row: number;
  column: string;
  value: string;
  reason: string;
}

/**
 * What an import's review (a dry run) or its application found: how many projects it creates, updates and leaves
 * as they are, the organisations and programs the spreadsheet names that do not exist, and every error (the first
 * ones when there are many: `errorCount` tells how many in all).
 */
export interface ImportReportData {
  created: number;
  updated: number;
  unchanged: number;
  missingOrganizations: readonly string[];
  missingPrograms: readonly string[];
  errors: readonly ImportRowError[];
  /** Every error of the file, when `errors` holds only the first ones. */
  errorCount?: number;
}
