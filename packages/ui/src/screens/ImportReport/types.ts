// The report is domain's (intake/importAnswer.ts): the API writes it, the api-client reads it, this screen shows it.
export type { ImportError, ImportReport as ImportReportData } from '@siipro/domain';
