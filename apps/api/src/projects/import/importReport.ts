// The errors' CSV of an import (GET …/imports/{importId}/errors.csv), in the export's own format (BOM, ";"), so a
// person opens it beside the file to fix.
import { messages, type ImportReport } from '@siipro/domain';
import { csvField, csvLine } from '../listExport.ts';

export function errorsCsv(report: ImportReport): string {
  const headers = messages.projectImport.errorColumns;
  const lines = [csvLine([headers.row, headers.column, headers.value, headers.reason].map(csvField))];
  for (const error of report.errors) {
    lines.push(csvLine([error.row, error.column, error.value, error.reason].map(csvField)));
  }
  return `\uFEFF${lines.join('')}`;
}
