// What each column of the open-data files means, and where the OC4IDS package puts it (issue 45): the "Datos
// abiertos" page shows this table. The columns are the spreadsheet's own (SPREADSHEET_COLUMNS, the export's headers
// and order) narrowed to the public ones (PUBLIC_SPREADSHEET_KEYS); the OC4IDS paths follow toOc4idsProject.
import { messages } from '../messages/messages.ts';
import { SPREADSHEET_COLUMNS, type SpreadsheetKey } from '../intake/spreadsheetColumns.ts';
import { PUBLIC_SPREADSHEET_KEYS } from './publicFields.ts';

/** The open-data files of a portal (GET /public/{slug}/open-data/{file}). */
export const OPEN_DATA_FILES = ['projects.csv', 'projects.xlsx', 'oc4ids.json'] as const;
export type OpenDataFile = (typeof OPEN_DATA_FILES)[number];

type PublicSpreadsheetKey = keyof typeof messages.publicPortal.openData.meanings;

/**
 * The OC4IDS field each public column fills (oc4ids.ts toOc4idsProject), or nothing when the package does not carry
 * it. Kept beside the meanings so the page and the feed cannot tell different stories: oc4ids.test checks them.
 */
export const OC4IDS_FIELD_OF: Readonly<Partial<Record<PublicSpreadsheetKey, string>>> = {
  name: 'title',
  description: 'description',
  organizations: 'publicAuthority, parties (publicAuthority)',
  sector: 'sector',
  status: 'status',
  budgetAmount: 'budget.amount.amount',
  budgetCurrencyCode: 'budget.amount.currency',
  expectedExecutionMonths: 'period.durationInDays',
  addressLine1: 'locations.address.streetAddress',
  latitude: 'locations.geometry.coordinates[1]',
  longitude: 'locations.geometry.coordinates[0]',
  updatedAt: 'updated',
};

export interface OpenDataField {
  key: SpreadsheetKey;
  /** The column's header in the CSV and xlsx. */
  header: string;
  /** What it holds, in plain Spanish. */
  meaning: string;
  /** Where the OC4IDS package carries it, or null. */
  oc4ids: string | null;
}

/** The open-data files' columns, in the files' order, with their meaning and OC4IDS field. */
export function openDataFields(): OpenDataField[] {
  const meanings: Readonly<Record<string, string>> = messages.publicPortal.openData.meanings;
  return SPREADSHEET_COLUMNS.filter((column) => PUBLIC_SPREADSHEET_KEYS.has(column.key)).map((column) => ({
    key: column.key,
    header: column.header,
    meaning: meanings[column.key] ?? '',
    oc4ids: OC4IDS_FIELD_OF[column.key as PublicSpreadsheetKey] ?? null,
  }));
}
