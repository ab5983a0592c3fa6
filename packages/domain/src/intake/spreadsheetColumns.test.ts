import { describe, expect, it } from 'vitest';
import { projectFieldSchema } from './projectWrite.ts';
import {
  matchSpreadsheetHeaders,
  readSpreadsheetCell,
  SPREADSHEET_COLUMNS,
  spreadsheetCellOf,
  type SpreadsheetKey,
} from './spreadsheetColumns.ts';

const column = (key: SpreadsheetKey) => SPREADSHEET_COLUMNS.find((candidate) => candidate.key === key)!;

describe('the projects spreadsheet', () => {
  it('matches headers without regard to case, accents or spaces, and names unknown, repeated and missing ones', () => {
    const match = matchSpreadsheetHeaders(['  CODIGO ', 'nombre', 'Presupuestoo', 'Nombre', 'Organismo', 'Puntuación']);
    expect(match.columns.map((found) => found?.key ?? null)).toEqual([
      'projectCode',
      'name',
      null,
      null,
      'organizations',
      'score',
    ]);
    expect(match.unknown).toEqual(['Presupuestoo']);
    expect(match.repeated).toEqual(['Nombre']);
    expect(match.missingRequired).toEqual([]);
    expect(match.missing).toContain('Estado');
    expect(match.missing).not.toContain('Puntuación');
    expect(matchSpreadsheetHeaders(['Nombre']).missingRequired).toEqual(['Código']);
  });

  it('reads es-AR numbers, days, yes/no and lists, with the form’s own rules and texts', () => {
    expect(readSpreadsheetCell(column('budgetAmount'), '1.500.000,50')).toEqual({ ok: true, value: 1_500_000.5 });
    expect(readSpreadsheetCell(column('budgetAmount'), '34957372002,55')).toEqual({
      ok: true,
      value: 34_957_372_002.55,
    });
    expect(readSpreadsheetCell(column('budgetAmount'), '-3')).toEqual({
      ok: false,
      reason: 'El presupuesto no puede ser negativo.',
    });
    expect(readSpreadsheetCell(column('budgetAmount'), '1,234')).toEqual({
      ok: false,
      reason: 'El presupuesto admite hasta 2 decimales.',
    });
    expect(readSpreadsheetCell(column('budgetDate'), '31/12/2026')).toEqual({ ok: true, value: '2026-12-31' });
    expect(readSpreadsheetCell(column('budgetDate'), '31/02/2026').ok).toBe(false);
    expect(readSpreadsheetCell(column('isGreen'), 'si')).toEqual({ ok: true, value: true });
    expect(readSpreadsheetCell(column('isGreen'), 'quizás').ok).toBe(false);
    expect(readSpreadsheetCell(column('type'), 'PROGRAMA')).toEqual({ ok: true, value: 'programa' });
    expect(
      readSpreadsheetCell(column('sdgTargets'), 'ODS 6: Agua limpia y saneamiento; ODS 1: Fin de la pobreza'),
    ).toEqual({ ok: true, value: ['ODS 6: Agua limpia y saneamiento', 'ODS 1: Fin de la pobreza'] });
    expect(readSpreadsheetCell(column('name'), "'=SUMA(A1)")).toEqual({ ok: true, value: '=SUMA(A1)' });
    expect(readSpreadsheetCell(column('plannedStart'), '2027-03')).toEqual({ ok: true, value: '2027-03' });
    expect(readSpreadsheetCell(column('plannedStart'), new Date('2027-03-01T00:00:00Z'))).toEqual({
      ok: true,
      value: '2027-03',
    });
    expect(readSpreadsheetCell(column('plannedStart'), 'marzo').ok).toBe(false);
    expect(readSpreadsheetCell(column('province'), 'Tierra del Fuego')).toEqual({
      ok: true,
      value: 'Tierra del Fuego',
    });
  });

  it('reads back what it writes, for every importable column', () => {
    const values: Partial<Record<SpreadsheetKey, unknown>> = {
      budgetAmount: 1234.5,
      budgetDate: '2026-03-01',
      isGreen: false,
      sdgTargets: ['ODS 13: Acción por el clima'],
      organizations: ['Ministerio de Salud', 'Vialidad'],
      latitude: -34.603722,
      type: 'programa',
      expectedBenefits: ['Menos inundaciones', 'Más empleo'],
    };
    for (const [key, value] of Object.entries(values)) {
      const written = spreadsheetCellOf(column(key as SpreadsheetKey), value as string);
      const read = readSpreadsheetCell(column(key as SpreadsheetKey), written);
      expect(read.ok, key).toBe(true);
    }
    expect(projectFieldSchema('budgetAmount').safeParse(99_999_999_999.99).success).toBe(true);
  });
});
