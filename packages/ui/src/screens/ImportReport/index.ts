export { ImportReport, IMPORT_ERRORS_SHOWN } from './ImportReport';
export type { ImportReportProps } from './ImportReport';
