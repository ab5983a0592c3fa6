import { describe, expect, it } from 'vitest';
import { projectListAnswerSchema, type ProjectListAnswer } from './projectAnswer.ts';

const answer: ProjectListAnswer = {
  data: [
    {
      projectId: '5f0c3c1e-0000-4000-8000-000000000001',
      version: 3,
      type: 'proyecto',
      name: 'Acueducto del Norte Cordobés',
      slug: 'acueducto-del-norte-cordobes',
      projectCode: 'AC-001',
      description: 'Obra de agua potable para 12 localidades.',
      organization: { name: 'Ministerio de Infraestructura', slug: 'ministerio-de-infraestructura' },
      organizations: [{ name: 'Ministerio de Infraestructura', slug: 'ministerio-de-infraestructura' }],
      program: null,
      parentProject: null,
      childrenCount: 0,
      status: 'Ejecución',
      priority: 'Alta',
      progressStage: null,
      area: 'Agua',
      executingArea: 'Agua',
      sector: 'Infraestructura',
      secretary: null,
      budgetCurrencyCode: 'ARS',
      budgetAmount: 125000000.5,
      budgetAmountUsd: null,
      score: 72.6,
      beneficiaryCount: 48000,
      addressLine1: null,
      latitude: -31.42,
      longitude: -64.18,
      fundingSource: 'BID',
      expectedExecutionMonths: 18,
      expectedBenefits: ['Agua segura'],
      sdgTargets: ['6.1'],
      landAvailability: null,
      environmentalStudy: null,
      economicEvaluation: null,
      budgetDate: '2026-03-01',
      entryDate: null,
      createdBy: { name: 'Ana Gómez', avatarUrl: null },
      updatedBy: null,
      createdAt: '2026-03-01T12:34:56.789Z',
      updatedAt: '2026-03-02T08:00:00.000Z',
      archivedAt: null,
    },
  ],
  pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasPrev: false, hasNext: false },
};

describe('the project list as the API answers it', () => {
  it('accepts a well-formed answer and refuses a wrong type, a missing field or an unknown project type', () => {
    expect(projectListAnswerSchema.parse(answer)).toEqual(answer);
    const item = answer.data[0]!;
    const withItem = (changes: object) => ({ ...answer, data: [{ ...item, ...changes }] });
    expect(projectListAnswerSchema.safeParse(withItem({ budgetAmount: '125000000.50' })).success).toBe(false);
    expect(projectListAnswerSchema.safeParse(withItem({ type: 'obra' })).success).toBe(false);
    const { version: _version, ...withoutVersion } = item;
    expect(projectListAnswerSchema.safeParse({ ...answer, data: [withoutVersion] }).success).toBe(false);
  });
});
