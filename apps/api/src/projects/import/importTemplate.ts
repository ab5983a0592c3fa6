// The template of the import (GET /t/{slug}/projects/imports/template.csv|xlsx): the spreadsheet's headers and one
// example row, written by the export's own writers so the template is exactly the format the import reads. The
// derived columns are left out: a person fills only what they enter.
import { PassThrough } from 'node:stream';
import { SPREADSHEET_COLUMNS, type SpreadsheetKey, type SpreadsheetValue } from '@siipro/domain';
import { csvChunks, writeXlsx, type ExportRow } from '../listExport.ts';
import type { SpreadsheetFormat } from './spoolUpload.ts';

const TEMPLATE_COLUMNS = SPREADSHEET_COLUMNS.filter((column) => !column.derived);

/** A realistic example, valid by every rule (its organisation and program must exist in the tenant to import it). */
const EXAMPLE: Partial<Record<SpreadsheetKey, SpreadsheetValue>> = {
  projectCode: 'OBR-2027-0001',
  name: 'Ampliación de la red de agua potable del barrio San Martín',
  type: 'proyecto',
  organizations: ['Ministerio de Obras Públicas'],
  sector: 'Agua y saneamiento',
  executingArea: 'Dirección de Obras Hidráulicas',
  budgetAmount: 1_500_000.5,
  budgetCurrencyCode: 'ARS',
  program: null,
  status: 'Identificado',
  priority: 'Alta',
  fundingSource: 'Tesoro provincial',
  economicEvaluation: 'Costo-beneficio',
  environmentalStudy: 'En trámite',
  expectedExecutionMonths: 18,
  budgetDate: '2027-03-01',
  beneficiaryCount: 12_000,
  description: 'Tendido de 4,2 km de cañería y 350 conexiones domiciliarias.',
  expectedBenefits: 'Acceso a agua segura para 3.000 hogares',
  sdgTargets: ['ODS 6: Agua limpia y saneamiento'],
  landAvailability: 'Disponible',
  progressStage: 'Anteproyecto',
  addressLine1: 'Av. San Martín 1200, Resistencia, Chaco',
  latitude: -27.4606,
  longitude: -58.9839,
  tir: 12.5,
  isGreen: true,
  hasGenderDiversity: false,
  hasSpecificFunds: null,
};

async function* oneRow() {
  yield [EXAMPLE as ExportRow];
}

export const TEMPLATE_CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function importTemplate(format: SpreadsheetFormat): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  if (format === 'csv') {
    for await (const chunk of csvChunks(oneRow(), TEMPLATE_COLUMNS)) chunks.push(chunk);
  } else {
    const output = new PassThrough();
    const written = writeXlsx(oneRow(), TEMPLATE_COLUMNS, output);
    const read = (async () => {
      for await (const chunk of output) chunks.push(chunk as Uint8Array);
    })();
    await written;
    if (!output.writableEnded) output.end();
    await read;
  }
  return Buffer.concat(chunks);
}
