import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';
import {
  FALLBACK_WEIGHT,
  interpolate,
  messages,
  OPTIMIZER_CURRENCIES,
  OPTIMIZER_DIRECTIONS,
  optimizerCriterionDefinition,
  readTypedWeight,
} from '@siipro/domain';
import { Icon } from '../../primitives/Icon';
import { AmountInput } from '../AmountInput';
import type { CriterionDraft } from './criterionDraft';
import * as styles from './OptimizerWizard.css';

const texts = messages.optimizer;

export interface SortableCriterionProps {
  draft: CriterionDraft;
  /** 1-based position in the priority order. */
  position: number;
  /** The checks of §5 on the minimum and the maximum, when they fail. */
  errors: { min?: string; max?: string };
  onChange: (draft: CriterionDraft) => void;
}

/**
 * One criterion of the prioritize step: its drag handle (pointer, touch after a 120 ms press, or the keyboard), its
 * weight (typed the es-AR way, 1 when empty or unreadable), direction, currency (budget only) and optional minimum and maximum, with the minimums and steps of §5.
 */
export function SortableCriterion({ draft, position, errors, onChange }: SortableCriterionProps) {
  const definition = optimizerCriterionDefinition(draft.key);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: draft.key,
  });
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const update = (change: Partial<CriterionDraft>) => onChange({ ...draft, ...change });
  const bound = (name: 'min' | 'max') => (
    <div className={styles.field}>
      <label htmlFor={field(name)} className={styles.label}>
        {texts.fields[name]}
      </label>
      <AmountInput
        id={field(name)}
        value={draft[name]}
        onChange={(text) => update({ [name]: text })}
        currency={definition.currency ? (draft.currency ?? definition.currency) : null}
        error={errors[name] ?? null}
      />
    </div>
  );

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={[styles.criterion, isDragging ? styles.dragging : null].filter(Boolean).join(' ')}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={styles.handle}
            {...attributes}
            {...listeners}
            aria-label={interpolate(texts.dragHandle, { criterion: definition.label })}
          >
            <Icon name="grip" />
          </button>
          <span className={styles.position}>{position}.</span>
          <span>{definition.label}</span>
        </legend>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={field('weight')} className={styles.label}>
              {texts.fields.weight}
            </label>
            {/* Read by the es-AR reader of every number input ("1,5"); what it cannot read counts as 1 and says so. */}
            <AmountInput
              id={field('weight')}
              value={draft.weight}
              onChange={(text) => update({ weight: text })}
              placeholder={String(FALLBACK_WEIGHT)}
              error={readTypedWeight(draft.weight).notice}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={field('direction')} className={styles.label}>
              {texts.fields.direction}
            </label>
            <select
              id={field('direction')}
              value={draft.direction}
              onChange={(event) => update({ direction: event.target.value as CriterionDraft['direction'] })}
              className={styles.input}
            >
              {OPTIMIZER_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {texts.directions[direction]}
                </option>
              ))}
            </select>
          </div>
          {definition.currency ? (
            <div className={styles.field}>
              <label htmlFor={field('currency')} className={styles.label}>
                {texts.fields.currency}
              </label>
              <select
                id={field('currency')}
                value={draft.currency ?? definition.currency}
                onChange={(event) => update({ currency: event.target.value as CriterionDraft['currency'] })}
                className={styles.input}
              >
                {OPTIMIZER_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {bound('min')}
          {bound('max')}
        </div>
      </fieldset>
    </li>
  );
}
