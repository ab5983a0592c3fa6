import type { ImportReport as ImportReportData } from '@siipro/domain';

/** How far a running job is: rows processed of the file's rows (`total` unknown until the file is counted). */
export interface ImportProgressData {
  processed: number;
  total: number | null;
}

/**
 * Where the dialog stands. The page owns it (it follows the import job): `file` to choose the spreadsheet,
 * `validating` while the review (a dry run) runs, `review` with its report, `applying` while the import runs, `done`
 * with what it did, `failed` when the review or the import could not finish (nothing was written).
 */
export type ImportDialogState =
  | { step: 'file'; error?: string | null }
  | ({ step: 'validating' } & ImportProgressData)
  | { step: 'review'; report: ImportReportData }
  | ({ step: 'applying' } & ImportProgressData)
  | { step: 'done'; report: ImportReportData }
  | { step: 'failed'; message: string; report?: ImportReportData | null };

/** The three steps the dialog names: archivo → revisión → resultado. */
export type ImportStepKey = 'file' | 'review' | 'result';

export function stepOf(state: ImportDialogState): ImportStepKey {
  switch (state.step) {
    case 'file':
    case 'validating':
      return 'file';
    case 'review':
    case 'applying':
      return 'review';
    default:
      return 'result';
  }
}
