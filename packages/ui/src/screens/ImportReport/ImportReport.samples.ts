// Reports as a ministry's spreadsheet produces them, with the reasons the API gives (domain's texts), for stories.
import { interpolate, messages } from '@siipro/domain';
import type { ImportError, ImportReportData } from './types';

const rules = messages.projectForm.validation;
const headers = messages.projectForm.fields;

export const sampleErrors: ImportError[] = [
  { row: 7, column: headers.budgetAmount, value: '1.500.000,5O', reason: rules.budgetNotNumber },
  {
    row: 23,
    column: headers.latitude,
    value: '-134,6037',
    reason: rules.latitudeInvalid,
  },
  {
    row: 41,
    column: headers.name,
    value: '',
    reason: rules.nameRequired,
  },
  {
    row: 3048,
    column: headers.description,
    value:
      'Repavimentación integral de la Ruta Provincial 51 entre Ramallo y Arrecifes, con banquinas pavimentadas, iluminación LED en los accesos urbanos y dársenas de ascenso y descenso de pasajeros',
    reason: interpolate(rules.descriptionTooLong, { max: 150 }),
  },
];

export const sampleReview: ImportReportData = report({
  counts: { create: 1240, update: 318, unchanged: 8439, invalidRows: 4 },
  newOrganizations: [
    'Administración de Infraestructuras Ferroviarias Sociedad del Estado (ADIF)',
    'Dirección Provincial de Vialidad de Santiago del Estero',
  ],
  newPrograms: ['Programa Federal de Infraestructura Regional — Segunda Etapa'],
  errors: sampleErrors,
});

export const sampleCleanReview: ImportReportData = report({
  counts: { create: 48, update: 0, unchanged: 2, invalidRows: 0 },
});

export const sampleRoundTrip: ImportReportData = report({
  counts: { create: 0, update: 0, unchanged: 312, invalidRows: 0 },
});

export const sampleDone: ImportReportData = { ...sampleCleanReview, dryRun: false, applied: true };

/** An apply stopped by a project edited after the review: nothing was written. */
export const sampleConflict: ImportReportData = report({
  counts: { create: 48, update: 1, unchanged: 1, invalidRows: 0 },
  dryRun: false,
  conflicts: [{ row: 12, code: 'VIA-0457', name: 'Repavimentación Ruta Provincial 51 — Tramo Ramallo–Arrecifes' }],
  message: 'La importación no se aplicó: se encontraron errores y no se escribió nada.',
  missingColumns: ['Fecha del presupuesto'],
});

/** The parts every report has, as a review of a CSV without findings carries them. */
function report(partial: Partial<ImportReportData> & { counts: ImportReportData['counts'] }): ImportReportData {
  return {
    fileName: 'cartera-ministerio-obras-publicas-2026.csv',
    format: 'csv',
    dryRun: true,
    rows: partial.counts.create + partial.counts.update + partial.counts.unchanged + partial.counts.invalidRows,
    errors: [],
    errorCount: partial.errors?.length ?? 0,
    conflicts: [],
    newOrganizations: [],
    newPrograms: [],
    missingColumns: [],
    applied: false,
    message: null,
    ...partial,
  };
}

/** A file of 10,000 rows with 250 bad cells: the API reports the first 100, the CSV holds them all. */
export const sampleManyErrors: ImportReportData = report({
  counts: { create: 9750, update: 0, unchanged: 0, invalidRows: 250 },
  errors: Array.from({ length: 100 }, (_, index) => ({
    row: 2 + index * 37,
    column: headers.beneficiaryCount,
    value: `${1200 + index},5`,
    reason: interpolate(rules.beneficiariesInvalid, { max: '100.000.000' }),
  })),
  errorCount: 250,
});
