import { describe, expect, it } from 'vitest';
import { messages } from '../messages/messages.ts';
import {
  emptyProjectForm,
  formatCoordinate,
  parseCoordinate,
  previewScore,
  projectCreateBody,
  projectEditBody,
  projectFormChanged,
  projectFormErrors,
  projectFormFieldError,
  projectFormFieldOfPath,
  projectFormFromSource,
  type ProjectFormValues,
} from './projectForm.ts';
import { SDGS } from './vocabulary.ts';

const rules = messages.projectForm.validation;
const ORG_A = '0b7c8f0e-2d1a-4c1e-9a55-7d1f3e2a6b01';
const ORG_B = '0b7c8f0e-2d1a-4c1e-9a55-7d1f3e2a6b02';

const filled = (changes: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...emptyProjectForm('proyecto', { status: 'Identificado' }),
  name: 'Acueducto Norte',
  ...changes,
});

describe('project form values → API body', () => {
  it('reads Argentine numbers, coordinates with either mark, yes/no and lists', () => {
    const result = projectCreateBody(
      filled({
        organizationIds: [ORG_A, ORG_B],
        budgetAmount: '1.500.000,50',
        budgetCurrencyCode: 'usd',
        budgetDate: '2026-03-01',
        expectedExecutionMonths: '18',
        beneficiaryCount: '25.000',
        tir: '14,5',
        latitude: '-34,603722',
        longitude: '-58.381592',
        isGreen: 'si',
        hasGenderDiversity: 'no',
        sdgTargets: [SDGS[5]!],
        priority: 'Alta',
        sector: '  Agua  ',
      }),
    );
    expect(result).toEqual({ ok: true, body: expect.objectContaining({ type: 'proyecto', name: 'Acueducto Norte' }) });
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      organizationIds: [ORG_A, ORG_B],
      budgetAmount: 1_500_000.5,
      budgetCurrencyCode: 'USD',
      budgetDate: '2026-03-01',
      expectedExecutionMonths: 18,
      beneficiaryCount: 25_000,
      tir: 14.5,
      latitude: -34.603722,
      longitude: -58.381592,
      isGreen: true,
      hasGenderDiversity: false,
      hasSpecificFunds: null,
      sdgTargets: [SDGS[5]],
      priority: 'Alta',
      sector: 'Agua',
      programId: null,
      description: null,
    });
  });

  it('gives the API schema’s Spanish error for each bad field, and all of them on submit', () => {
    const values = filled({
      name: '   ',
      budgetAmount: 'mucho',
      expectedExecutionMonths: '12,5',
      beneficiaryCount: '-3',
      budgetDate: '2026-02-30',
      latitude: '-34,6',
      tir: '2000',
    });
    expect(projectFormFieldError(values, 'budgetAmount')).toBe(rules.budgetNotNumber);
    expect(projectFormFieldError(filled({ budgetAmount: '10,555' }), 'budgetAmount')).toBe(rules.budgetCents);
    expect(projectFormFieldError(values, 'longitude')).toBe(rules.coordinatesPaired);
    expect(projectFormFieldError(values, 'latitude')).toBeNull();
    expect(projectFormFieldError(filled({ latitude: '95' }), 'latitude')).toBe(rules.latitudeInvalid);
    const result = projectCreateBody(values);
    expect(result.ok).toBe(false);
    expect(Object.keys(projectFormErrors(values))).toEqual([
      'name',
      'budgetAmount',
      'budgetDate',
      'expectedExecutionMonths',
      'beneficiaryCount',
      'longitude',
      'tir',
    ]);
    expect(projectFormErrors(values).name).toBe(rules.nameRequired);
    expect(projectFormErrors(values).expectedExecutionMonths).toMatch(/entero entre 1 y 600/);
  });

  it('a program has no program field, and the body leaves it out', () => {
    const values = { ...filled({ programId: 'no-es-un-id' }), type: 'programa' as const };
    const result = projectCreateBody(values);
    expect(result.ok && result.body.programId).toBeUndefined();
    expect(projectCreateBody(filled({ programId: 'no-es-un-id' }))).toEqual({
      ok: false,
      errors: { programId: rules.programInvalid },
    });
  });

  it('names the field of an API error path', () => {
    expect(projectFormFieldOfPath('organizationIds.1')).toBe('organizationIds');
    expect(projectFormFieldOfPath('budgetAmount')).toBe('budgetAmount');
    expect(projectFormFieldOfPath('')).toBeNull();
    expect(projectFormFieldOfPath('version')).toBeNull();
  });
});

describe('edit mode', () => {
  const source = {
    type: 'proyecto' as const,
    name: 'Ruta Provincial 6',
    status: 'Ejecución',
    budgetAmount: 1_500_000.5,
    latitude: -34.603722,
    longitude: -58.381592,
    isGreen: true,
    organizationIds: [ORG_A],
    sdgTargets: [SDGS[8]!],
    description: null,
  };

  it('shows stored values as typed, and sends nothing but the version when nothing changed', () => {
    const initial = projectFormFromSource(source);
    expect(initial).toMatchObject({
      budgetAmount: '1.500.000,5',
      latitude: '-34,603722',
      isGreen: 'si',
      description: '',
      programId: '',
    });
    expect(projectFormChanged(initial, initial)).toBe(false);
    expect(projectEditBody(initial, initial, 7)).toEqual({ ok: true, body: { version: 7 } });
  });

  it('shows a stored list of benefits as one text, joined as the export writes it', () => {
    const initial = projectFormFromSource({ ...source, expectedBenefits: ['Agua segura', 'Arraigo rural'] as never });
    expect(initial.expectedBenefits).toBe('Agua segura; Arraigo rural');
    expect(projectEditBody(initial, initial, 2)).toEqual({ ok: true, body: { version: 2 } });
  });

  it('sends only what changed, and both coordinates when the pin moved', () => {
    const initial = projectFormFromSource(source);
    const values = { ...initial, budgetAmount: '2.000.000', latitude: '-31,4', description: 'Nueva' };
    expect(projectFormChanged(values, initial)).toBe(true);
    expect(projectEditBody(values, initial, 3)).toEqual({
      ok: true,
      body: { budgetAmount: 2_000_000, latitude: -31.4, longitude: -58.381592, description: 'Nueva', version: 3 },
    });
    // Clearing a field sends null.
    const cleared = projectEditBody({ ...initial, isGreen: '' }, initial, 3);
    expect(cleared).toEqual({ ok: true, body: { isGreen: null, version: 3 } });
  });

  it('edits one section alone: only its fields are checked, compared and sent', () => {
    // A stored name today's rules refuse (empty) does not block the budget section's save.
    const initial = projectFormFromSource({ ...source, name: '' });
    const section = ['budgetAmount', 'budgetCurrencyCode', 'budgetDate', 'fundingSource'] as const;
    const values = { ...initial, budgetAmount: '2.500.000,75', description: 'Fuera de la sección' };
    expect(projectFormChanged(values, initial, section)).toBe(true);
    expect(projectFormChanged(values, initial, ['sdgTargets'])).toBe(false);
    expect(projectEditBody(values, initial, 4, section)).toEqual({
      ok: true,
      body: { budgetAmount: 2_500_000.75, version: 4 },
    });
    // The whole form still refuses the empty name.
    expect(projectEditBody(values, initial, 4)).toMatchObject({ ok: false, errors: { name: expect.any(String) } });
    // A bad amount in the section is its error, and only its own.
    const bad = projectEditBody({ ...values, budgetAmount: '12,5,3' }, initial, 4, section);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors)).toEqual(['budgetAmount']);
  });
});

describe('coordinates', () => {
  it('reads either decimal mark and writes 6 decimals with a comma', () => {
    expect(parseCoordinate(' -34.6037221 ')).toBeCloseTo(-34.6037221);
    expect(parseCoordinate('-34,6')).toBe(-34.6);
    expect(parseCoordinate('34°S')).toBeNull();
    expect(formatCoordinate(-34.60372219)).toBe('-34,603722');
    expect(formatCoordinate(-58)).toBe('-58');
  });
});

describe('previewScore', () => {
  it('counts what is typed and marks what is missing', () => {
    const empty = previewScore(filled());
    expect(empty.total).toBe(0);
    expect(empty.breakdown.find((item) => item.criterion === 'tir')?.missing).toBe(true);
    const better = previewScore(filled({ tir: '25', progressStage: 'Pliego licitatorio', isGreen: 'si' }));
    expect(better.total).toBe(68);
    expect(better.breakdown.find((item) => item.criterion === 'tir')).toMatchObject({
      missing: false,
      score0to100: 100,
    });
    // A bad TIR costs its points as if it were missing.
    expect(previewScore(filled({ tir: 'alta' })).breakdown.find((item) => item.criterion === 'tir')?.missing).toBe(
      true,
    );
  });
});
