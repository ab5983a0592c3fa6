export { ExportButton, EXPORT_FORMATS } from './ExportButton';
export type { ExportButtonProps, ExportFormat } from './ExportButton';
