// Optimizer criteria (portfolio.md §2.7, §5, §9 and ARCHITECTURE.md §4, model linear-int-opt-v1).

export const OPTIMIZER_MODEL = 'linear-int-opt-v1';

export const OPTIMIZER_CRITERION_KEYS = ['budget_amount', 'duration_months', 'score', 'beneficiary_count'] as const;
export type OptimizerCriterionKey = (typeof OPTIMIZER_CRITERION_KEYS)[number];

export type OptimizerDirection = 'maximize' | 'minimize';
export const OPTIMIZER_DIRECTIONS: readonly OptimizerDirection[] = ['maximize', 'minimize'];

/** Only ARS is offered as a currency (portfolio.md §9). */
export const OPTIMIZER_CURRENCIES = ['ARS'] as const;
export type OptimizerCurrency = (typeof OPTIMIZER_CURRENCIES)[number];

export interface OptimizerCriterionDefinition {
  key: OptimizerCriterionKey;
  label: string;
  defaultWeight: number;
  defaultDirection: OptimizerDirection;
  /** Currency of the values (budget only). */
  currency?: OptimizerCurrency;
  /** Smallest value accepted in the minimum and maximum inputs. */
  min: number;
  /** Step of the numeric inputs. */
  step: number;
  integer: boolean;
  /** Keys of the optimizer page URL (portfolio.md §7). */
  urlMinParam: string;
  urlMaxParam: string;
  urlWeightParam: string;
}

/** In the default order of the wizard: budget, duration, score, beneficiaries. */
export const OPTIMIZER_CRITERIA: readonly OptimizerCriterionDefinition[] = [
  {
    key: 'budget_amount',
    label: 'Presupuesto',
    defaultWeight: 4,
    defaultDirection: 'maximize',
    currency: 'ARS',
    // "minimum 0.01, step 1000 (ARS, greater than 0)".
    min: 0.01,
    step: 1000,
    integer: false,
    urlMinParam: 'presupuesto_min',
    urlMaxParam: 'presupuesto_max',
    urlWeightParam: 'budget_amountWeight',
  },
  {
    key: 'duration_months',
    label: 'Duración (meses)',
    defaultWeight: 2,
    defaultDirection: 'minimize',
    min: 1,
    step: 1,
    integer: true,
    urlMinParam: 'duracion_meses_min',
    urlMaxParam: 'duracion_meses_max',
    urlWeightParam: 'duration_monthsWeight',
  },
  {
    key: 'score',
    label: 'Puntuación SIIPRO',
    defaultWeight: 3,
    defaultDirection: 'maximize',
    min: 0,
    step: 0.1,
    integer: false,
    urlMinParam: 'puntuacion_min',
    urlMaxParam: 'puntuacion_max',
    urlWeightParam: 'scoreWeight',
  },
  {
    key: 'beneficiary_count',
    label: 'Beneficiarios',
    defaultWeight: 1,
    defaultDirection: 'maximize',
    min: 0,
    step: 1,
    integer: true,
    urlMinParam: 'beneficiarios_min',
    urlMaxParam: 'beneficiarios_max',
    urlWeightParam: 'beneficiary_countWeight',
  },
];

export function isOptimizerCriterionKey(value: unknown): value is OptimizerCriterionKey {
  return typeof value === 'string' && (OPTIMIZER_CRITERION_KEYS as readonly string[]).includes(value);
}

export function optimizerCriterionDefinition(key: OptimizerCriterionKey): OptimizerCriterionDefinition {
  return OPTIMIZER_CRITERIA.find((definition) => definition.key === key) as OptimizerCriterionDefinition;
}
