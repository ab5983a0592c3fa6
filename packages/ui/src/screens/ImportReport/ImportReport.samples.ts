// Reports as a ministry's spreadsheet produces them, with the reasons the API gives (domain's texts), for stories.
import { interpolate, messages } from '@siipro/domain';
import type { ImportReportData, ImportRowError } from './types';

const rules = messages.projectForm.validation;
const headers = messages.projectForm.fields;

export const sampleErrors: ImportRowError[] = [
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

export const sampleReview: ImportReportData = {
  created: 1240,
  updated: 318,
  unchanged: 8439,
  missingOrganizations: [
    'Administración de Infraestructuras Ferroviarias Sociedad del Estado (ADIF)',
    'Dirección Provincial de Vialidad de Santiago del Estero',
  ],
  missingPrograms: ['Programa Federal de Infraestructura Regional — Segunda Etapa'],
  errors: sampleErrors,
};

export const sampleCleanReview: ImportReportData = {
  created: 48,
  updated: 0,
  unchanged: 2,
  missingOrganizations: [],
  missingPrograms: [],
  errors: [],
};

export const sampleRoundTrip: ImportReportData = {
  created: 0,
  updated: 0,
  unchanged: 312,
  missingOrganizations: [],
  missingPrograms: [],
  errors: [],
};

export const sampleDone: ImportReportData = { ...sampleCleanReview };

/** A file of 10,000 rows with 250 bad cells: the first 100 are shown, the CSV holds them all. */
export const sampleManyErrors: ImportReportData = {
  created: 0,
  updated: 0,
  unchanged: 0,
  missingOrganizations: [],
  missingPrograms: [],
  errors: Array.from({ length: 100 }, (_, index) => ({
    row: 2 + index * 37,
    column: headers.beneficiaryCount,
    value: `${1200 + index},5`,
    reason: interpolate(rules.beneficiariesInvalid, { max: '100.000.000' }),
  })),
  errorCount: 250,
};
