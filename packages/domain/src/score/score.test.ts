import { describe, expect, it } from 'vitest';
import { SCORE_CRITERIA, scoreCriterionLabel } from './criteria.ts';
import { countSdgs, progressStageScore, sdgScore, tirScore, yesNoScore } from './criterionScores.ts';
import {
  DEFAULT_BENEFICIARY_REFERENCE,
  beneficiariesPerMillion,
  beneficiaryReferenceFromConfig,
  beneficiaryScore,
} from './beneficiaries.ts';
import { computeScore, type ScoreInput } from './computeScore.ts';
import { fallbackSuggestions, scoreSuggestions, suggestionPriority, suggestionsFromBreakdown } from './suggestions.ts';

const complete: ScoreInput = {
  tir: 25,
  progressStage: 'Pliego licitatorio',
  sdgTargets: ['ODS 1', 'ODS 3', 'ODS 6', 'ODS 9', 'ODS 11', 'ODS 13'],
  beneficiaryCount: 100_000,
  budgetAmount: 1_000_000_000, // 100 per million ARS: above the reference maximum
  budgetCurrencyCode: 'ARS',
  isGreen: true,
  hasGenderDiversity: true,
  hasSpecificFunds: true,
};

describe('criteria', () => {
  it('weighs TIR 40, stage 22, SDGs 15, beneficiaries 12, green 6, gender 3, funds 2 — summing 100', () => {
    expect(SCORE_CRITERIA.map((c) => [c.key, c.weight])).toEqual([
      ['tir', 40],
      ['progressStage', 22],
      ['sdgs', 15],
      ['beneficiaries', 12],
      ['green', 6],
      ['genderDiversity', 3],
      ['specificFunds', 2],
    ]);
    expect(SCORE_CRITERIA.reduce((sum, c) => sum + c.weight, 0)).toBe(100);
    expect(scoreCriterionLabel('genderDiversity')).toBe('Género y diversidad');
  });

  it('scores TIR: 12% → 0, 18.5% → 50, 25% → 100, clipped outside', () => {
    expect(tirScore(12)).toBe(0);
    expect(tirScore(18.5)).toBe(50);
    expect(tirScore(25)).toBe(100);
    expect(tirScore(5)).toBe(0);
    expect(tirScore(40)).toBe(100);
    expect(tirScore(15.25)).toBeCloseTo(25, 10);
    expect(tirScore(null)).toBeNull();
    expect(tirScore(Number.NaN)).toBeNull();
  });

  it('scores SDGs as min(count, 6) / 6 × 100', () => {
    expect(sdgScore(['ODS 1', 'ODS 2', 'ODS 3'])).toBe(50);
    expect(sdgScore(Array.from({ length: 9 }, (_, i) => `ODS ${i + 1}`))).toBe(100);
    expect(sdgScore(['ODS 6'])).toBeCloseTo(16.667, 2);
    expect(sdgScore('ODS 6; ODS 9, ODS 6')).toBeCloseTo(33.333, 2);
    expect(countSdgs(['ODS 6', ' ODS 6 ', ''])).toBe(1);
    expect(sdgScore([])).toBeNull();
    expect(sdgScore(undefined)).toBeNull();
  });

  it('scores progress stages Idea 0, Anteproyecto 33, Proyecto Ejecutivo 67, Pliego licitatorio 100', () => {
    expect(progressStageScore('Idea')).toBe(0);
    expect(progressStageScore('Anteproyecto')).toBe(33);
    expect(progressStageScore('Proyecto Ejecutivo')).toBe(67);
    expect(progressStageScore('Pliego licitatorio')).toBe(100);
    expect(progressStageScore('  pliego   LICITATORIO ')).toBe(100);
    expect(progressStageScore('En obra')).toBeNull();
    expect(progressStageScore(null)).toBeNull();
  });

  it('scores yes/no as 100/0 and unknown as missing', () => {
    expect(yesNoScore(true)).toBe(100);
    expect(yesNoScore(false)).toBe(0);
    expect(yesNoScore(null)).toBeNull();
  });
});

describe('beneficiaries per million invested', () => {
  it('divides the count by the budget in millions', () => {
    expect(beneficiariesPerMillion(15_000, 3_000_000_000)).toBe(5);
    expect(beneficiariesPerMillion(15_000, 0)).toBeNull();
    expect(beneficiariesPerMillion(null, 1_000_000)).toBeNull();
  });

  it('normalises on a log scale between the ARS reference bounds 0.1 and 50', () => {
    expect(DEFAULT_BENEFICIARY_REFERENCE.ranges.ARS).toEqual({ min: 0.1, max: 50 });
    expect(beneficiaryScore(100, 1_000_000_000)).toBe(0); // 0.1 per million
    expect(beneficiaryScore(50_000, 1_000_000_000)).toBe(100); // 50 per million
    // The geometric middle, √(0.1 × 50) ≈ 2.236 per million, scores 50.
    expect(beneficiaryScore(Math.sqrt(5) * 1000, 1_000_000_000)).toBeCloseTo(50, 6);
    expect(beneficiaryScore(0, 1_000_000_000)).toBe(0);
  });

  it('uses the range of the budget currency and falls back for unknown currencies', () => {
    expect(beneficiaryScore(100, 1_000_000, 'USD')).toBe(0);
    expect(beneficiaryScore(50_000, 1_000_000, 'usd')).toBe(100);
    expect(beneficiaryScore(50_000, 1_000_000_000, 'EUR')).toBe(100);
  });

  it('is configurable per tenant, ignoring invalid parts', () => {
    const reference = beneficiaryReferenceFromConfig({
      scoring: {
        beneficiaryReference: { scale: 'linear', ranges: { ars: { min: 1, max: 11 }, USD: { min: 5, max: 1 } } },
      },
    });
    expect(reference.scale).toBe('linear');
    expect(reference.ranges.ARS).toEqual({ min: 1, max: 11 });
    expect(reference.ranges.USD).toEqual(DEFAULT_BENEFICIARY_REFERENCE.ranges.USD);
    expect(beneficiaryScore(6_000, 1_000_000_000, 'ARS', reference)).toBe(50);
    expect(beneficiaryReferenceFromConfig({})).toBe(DEFAULT_BENEFICIARY_REFERENCE);
    expect(beneficiaryReferenceFromConfig('nope')).toBe(DEFAULT_BENEFICIARY_REFERENCE);
  });
});

describe('computeScore', () => {
  it('gives 100 and no suggestions to a complete top project', () => {
    const result = computeScore(complete);
    expect(result.total).toBe(100);
    expect(result.band).toBe('excellent');
    expect(result.breakdown.every((item) => item.score0to100 === 100 && !item.missing)).toBe(true);
    expect(result.suggestions).toEqual([]);
  });

  it('gives 0 with every criterion flagged missing to an empty project', () => {
    const result = computeScore({});
    expect(result.total).toBe(0);
    expect(result.band).toBe('critical');
    expect(result.breakdown.map((item) => item.missing)).toEqual(Array(7).fill(true));
    expect(result.breakdown.map((item) => item.criterion)).toEqual(SCORE_CRITERIA.map((c) => c.key));
  });

  it('adds weight × score for each criterion and rounds the total', () => {
    // TIR 18.5 → 50 × 40% = 20; Anteproyecto 33 × 22% = 7.26; 3 SDGs 50 × 15% = 7.5; green 6; others 0.
    const result = computeScore({
      tir: 18.5,
      progressStage: 'Anteproyecto',
      sdgTargets: ['ODS 6', 'ODS 9', 'ODS 11'],
      beneficiaryCount: 100,
      budgetAmount: 1_000_000_000,
      isGreen: true,
      hasGenderDiversity: false,
      hasSpecificFunds: false,
    });
    expect(result.total).toBe(41); // 40.76 rounded
    expect(result.band).toBe('weak');
    expect(result.breakdown).toEqual([
      { criterion: 'tir', weight: 40, score0to100: 50, missing: false },
      { criterion: 'progressStage', weight: 22, score0to100: 33, missing: false },
      { criterion: 'sdgs', weight: 15, score0to100: 50, missing: false },
      { criterion: 'beneficiaries', weight: 12, score0to100: 0, missing: false },
      { criterion: 'green', weight: 6, score0to100: 100, missing: false },
      { criterion: 'genderDiversity', weight: 3, score0to100: 0, missing: false },
      { criterion: 'specificFunds', weight: 2, score0to100: 0, missing: false },
    ]);
  });

  it('flags missing data and ranks it first among equals', () => {
    const result = computeScore({ ...complete, tir: null, sdgTargets: [] });
    expect(result.total).toBe(45);
    expect(result.breakdown.find((i) => i.criterion === 'tir')).toEqual({
      criterion: 'tir',
      weight: 40,
      score0to100: 0,
      missing: true,
    });
    expect(result.suggestions.map((s) => [s.criterion, s.points, s.missing])).toEqual([
      ['tir', 40, true],
      ['sdgs', 15, true],
    ]);
    expect(result.suggestions[0]?.title).toBe('Cargar la TIR');
  });

  it('honours a tenant beneficiary reference and the number of suggestions', () => {
    const reference = beneficiaryReferenceFromConfig({
      scoring: { beneficiaryReference: { ranges: { ARS: { min: 200, max: 1000 } } } },
    });
    const result = computeScore(complete, { beneficiaryReference: reference, maxSuggestions: 1 });
    expect(result.breakdown.find((i) => i.criterion === 'beneficiaries')?.score0to100).toBe(0);
    expect(result.total).toBe(88);
    expect(result.suggestions).toHaveLength(1);
    const viaConfig = computeScore(complete, {
      configJson: { scoring: { beneficiaryReference: { ranges: { ARS: { min: 200, max: 1000 } } } } },
    });
    expect(viaConfig.total).toBe(88);
  });
});

describe('suggestions', () => {
  it('ranks by weight × (100 − score) / 100, plus 10 when missing, at most 3', () => {
    const breakdown = [
      { criterion: 'tir', weight: 40, score0to100: 90, missing: false }, // 4
      { criterion: 'progressStage', weight: 22, score0to100: 67, missing: false }, // 7.26
      { criterion: 'sdgs', weight: 15, score0to100: 50, missing: false }, // 7.5
      { criterion: 'beneficiaries', weight: 12, score0to100: 0, missing: true }, // 12 + 10 = 22
      { criterion: 'green', weight: 6, score0to100: 0, missing: false }, // 6
      { criterion: 'genderDiversity', weight: 3, score0to100: 0, missing: true }, // 3 + 10 = 13
      { criterion: 'specificFunds', weight: 2, score0to100: 100, missing: false }, // 0
    ];
    expect(suggestionPriority(breakdown[3]!)).toBe(22);
    expect(suggestionsFromBreakdown(breakdown).map((s) => [s.criterion, s.points])).toEqual([
      ['beneficiaries', 12],
      ['genderDiversity', 3],
      ['sdgs', 7.5],
    ]);
    expect(suggestionsFromBreakdown(breakdown, 5).map((s) => s.criterion)).toEqual([
      'beneficiaries',
      'genderDiversity',
      'sdgs',
      'progressStage',
      'green',
    ]);
    expect(suggestionsFromBreakdown(breakdown, 0)).toEqual([]);
  });

  it('falls back by total: key data +10 under 60, stage +6 under 80 or +3, SDGs +4, green/gender +3', () => {
    expect(fallbackSuggestions(45).map((s) => [s.criterion, s.points])).toEqual([
      ['keyData', 10],
      ['progressStage', 6],
      ['sdgs', 4],
    ]);
    expect(fallbackSuggestions(60).map((s) => [s.criterion, s.points])).toEqual([
      ['progressStage', 6],
      ['sdgs', 4],
      ['greenGender', 3],
    ]);
    expect(fallbackSuggestions(85, 4).map((s) => [s.criterion, s.points])).toEqual([
      ['sdgs', 4],
      ['progressStage', 3],
      ['greenGender', 3],
    ]);
    expect(fallbackSuggestions(45)[0]?.title).toBe('Completar datos clave');
  });

  it('uses the breakdown when present, else the fallback', () => {
    expect(scoreSuggestions({ total: 30, breakdown: [] })[0]?.criterion).toBe('keyData');
    expect(
      scoreSuggestions({ total: 30, breakdown: [{ criterion: 'tir', weight: 40, score0to100: 0, missing: false }] }),
    ).toHaveLength(1);
  });
});
