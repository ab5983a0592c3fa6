import {
  formatMoney,
  formatNumber,
  interpolate,
  messages,
  optimizerCriterionDefinition,
  type OptimizerCriterionState,
} from '@siipro/domain';
import { Stack } from '../../primitives/Stack';
import * as styles from './OptimizerCriteriaSummary.css';

const texts = messages.optimizer;
const wizard = texts.wizard;

export interface OptimizerCriteriaSummaryProps {
  /** In their priority order. */
  criteria: readonly OptimizerCriterionState[];
  /** "Presupuesto disponible"; null: no limit. */
  budgetLimit: number | null;
  /** Names the list for assistive technology ("Criterios" in the wizard, "Criterios aplicados" on the page). */
  label?: string;
  className?: string;
}

/** The text of a criterion's bounds ("Entre $ 1 y $ 24", "Desde 1.000", "Sin mínimo ni máximo"). */
function boundsText(criterion: OptimizerCriterionState): string {
  const show = (value: number) =>
    criterion.currency ? formatMoney(value, criterion.currency) : formatNumber(value, { maximumFractionDigits: 2 });
  if (criterion.min !== null && criterion.max !== null) {
    return interpolate(wizard.bounds, { min: show(criterion.min), max: show(criterion.max) });
  }
  if (criterion.min !== null) return interpolate(wizard.boundMin, { min: show(criterion.min) });
  if (criterion.max !== null) return interpolate(wizard.boundMax, { max: show(criterion.max) });
  return wizard.noBounds;
}

/**
 * An optimizer configuration in words (portfolio.md §2.7, §2.8): each criterion in its priority order with its weight,
 * direction, currency and bounds, then the budget limit. The wizard's review step and the results page's "Criterios
 * aplicados" both show it.
 */
export function OptimizerCriteriaSummary({
  criteria,
  budgetLimit,
  label = wizard.criteria,
  className,
}: OptimizerCriteriaSummaryProps) {
  return (
    <Stack space="3" className={className}>
      <ol className={styles.list} aria-label={label}>
        {criteria.map((criterion, index) => (
          <li key={criterion.key} className={styles.item}>
            <span className={styles.title}>
              {interpolate(wizard.position, { position: String(index + 1) })}:{' '}
              {optimizerCriterionDefinition(criterion.key).label}
            </span>
            <span className={styles.facts}>
              {interpolate(wizard.weightOf, { weight: formatNumber(criterion.weight) })} ·{' '}
              {texts.directions[criterion.direction]}
              {criterion.currency ? ` · ${criterion.currency}` : ''} · {boundsText(criterion)}
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.budget}>
        <span className={styles.title}>{wizard.budgetLimit}:</span>{' '}
        {budgetLimit === null ? wizard.noBudgetLimit : formatMoney(budgetLimit, 'ARS')}
      </p>
    </Stack>
  );
}
