import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useId, useState } from 'react';
import {
  budgetLimitError,
  hasConstraints,
  interpolate,
  messages,
  optimizerCriterionDefinition,
  validateOptimizerCriteria,
  type CapitalGroupBy,
  type OptimizerConstraints,
  type OptimizerCriterionKey,
  type OptimizerCriterionState,
} from '@siipro/domain';
import { Button } from '../../primitives/Button';
import { Modal } from '../../patterns/Modal';
import { AmountInput } from '../AmountInput';
import { OptimizerCriteriaSummary } from '../OptimizerCriteriaSummary';
import { ConstraintsStep } from './ConstraintsStep';
import { ConstraintsSummary } from './ConstraintsSummary';
import { constraintsDraftOf, constraintsOfDraft } from './constraintsDraft';
import { criteriaOf, defaultDrafts, draftsOf, numberOrNull, typedText, type CriterionDraft } from './criterionDraft';
import { SortableCriterion } from './SortableCriterion';
import * as styles from './OptimizerWizard.css';

const texts = messages.optimizer;
const wizard = texts.wizard;

export interface OptimizerWizardResult {
  /** In the chosen priority order. */
  criteria: OptimizerCriterionState[];
  /** "Presupuesto disponible"; null: every candidate is selected. */
  budgetLimit: number | null;
  /** The "Restricciones" step's (issue 44): present only when something is restricted (the request is then v2). */
  constraints?: OptimizerConstraints | null;
}

export interface OptimizerWizardProps {
  open: boolean;
  onClose: () => void;
  /**
   * The configuration each opening starts from: the results' "Configurar" passes the one that produced them, so the
   * criteria, their order and the budget are kept (issue 43). Absent: the defaults of §2.7.
   */
  initial?: OptimizerWizardResult | null;
  /** "Ver resultados": the configuration, already checked (§5). */
  onSubmit: (result: OptimizerWizardResult) => void;
  /** The funding sources the tenant's projects use: "Restricciones" offers a ceiling for each. */
  fundingSources?: readonly string[];
  /** Provinces, organisations and executing areas of the tenant, suggested for regional minimums. */
  groupSuggestions?: Partial<Record<CapitalGroupBy, readonly string[]>>;
  /** The first year "Agregar año" offers; the current year by default. */
  firstYear?: number;
}

type Step = 'prioritize' | 'constraints' | 'review';
const STEPS: readonly Step[] = ['prioritize', 'constraints', 'review'];

/**
 * The optimizer wizard (portfolio.md §2.7, issue 17): a modal in two steps. Priorizar — the four criteria in a list
 * sortable by drag (mouse; touch after a 120 ms press) or by keyboard (Space or Enter on a handle, arrows, Space or
 * Enter to drop, Escape to cancel; every move announced), each with its weight, direction, currency (budget: ARS only)
 * and optional minimum and maximum, and the optional "Presupuesto disponible". Continuar checks §5's minimums and steps.
 * Revisar — the configuration in its order; Volver or "Ver resultados". Every opening starts from the defaults, or from
 * `initial` when given (the results' "Configurar" keeps the setup that produced them).
 */
export function OptimizerWizard({
  open,
  onClose,
  onSubmit,
  initial,
  fundingSources = [],
  groupSuggestions = {},
  firstYear = new Date().getFullYear(),
}: OptimizerWizardProps) {
  const startDrafts = () => (initial ? draftsOf(initial.criteria) : defaultDrafts());
  const [drafts, setDrafts] = useState<CriterionDraft[]>(startDrafts);
  const [constraintsDraft, setConstraintsDraft] = useState(() => constraintsDraftOf(initial?.constraints));
  const [showConstraintErrors, setShowConstraintErrors] = useState(false);
  const [budgetLimit, setBudgetLimit] = useState(() => typedText(initial?.budgetLimit));
  const [step, setStep] = useState<Step>('prioritize');
  const [showErrors, setShowErrors] = useState(false);
  // Opening resets to the defaults (§2.7), or to the configuration given: React's "adjust state when a prop changes".
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDrafts(startDrafts());
      setBudgetLimit(typedText(initial?.budgetLimit));
      setConstraintsDraft(constraintsDraftOf(initial?.constraints));
      setStep('prioritize');
      setShowErrors(false);
      setShowConstraintErrors(false);
    }
  }
  const budgetId = useId();

  const criteria = criteriaOf(drafts);
  const limit = numberOrNull(budgetLimit);
  const criterionErrors = validateOptimizerCriteria(criteria);
  const limitError = budgetLimitError(limit);
  const valid = criterionErrors.length === 0 && limitError === null;
  const errorsOf = (key: OptimizerCriterionKey) =>
    showErrors
      ? Object.fromEntries(criterionErrors.filter((error) => error.key === key).map((e) => [e.bound, e.message]))
      : {};

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const describe = (id: UniqueIdentifier, index: number) => ({
    criterion: optimizerCriterionDefinition(id as OptimizerCriterionKey).label,
    position: String(index + 1),
    total: String(drafts.length),
  });
  const indexOf = (id: UniqueIdentifier | undefined) => drafts.findIndex((draft) => draft.key === id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => interpolate(wizard.announcements.start, describe(active.id, indexOf(active.id))),
    // Over itself (where a drag starts) is no move: the start's announcement stays.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? interpolate(wizard.announcements.over, describe(active.id, indexOf(over.id)))
        : undefined,
    onDragEnd: ({ active, over }) =>
      interpolate(wizard.announcements.end, describe(active.id, indexOf(over?.id ?? active.id))),
    onDragCancel: ({ active }) => interpolate(wizard.announcements.cancel, describe(active.id, indexOf(active.id))),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setDrafts((current) => arrayMove(current, indexOf(active.id), indexOf(over.id)));
  };

  const checkedConstraints = constraintsOfDraft(constraintsDraft);
  const constraints = checkedConstraints.constraints;
  const next = () => {
    setShowErrors(true);
    if (valid) setStep('constraints');
  };
  const review = () => {
    setShowConstraintErrors(true);
    if (constraints) setStep('review');
  };
  const result = (): OptimizerWizardResult => ({
    criteria,
    budgetLimit: limit,
    ...(hasConstraints(constraints) ? { constraints } : {}),
  });

  const footer =
    step === 'prioritize' ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {messages.common.cancel}
        </Button>
        <Button onClick={next}>{messages.common.continue}</Button>
      </>
    ) : step === 'constraints' ? (
      <>
        <Button variant="secondary" onClick={() => setStep('prioritize')}>
          {messages.common.back}
        </Button>
        <Button onClick={review}>{messages.common.continue}</Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={() => setStep('constraints')}>
          {messages.common.back}
        </Button>
        <Button onClick={() => onSubmit(result())}>{texts.seeResults}</Button>
      </>
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={texts.wizardTitle}
      description={
        step === 'prioritize'
          ? wizard.prioritizeIntro
          : step === 'constraints'
            ? messages.optimizer.constraints.intro
            : wizard.reviewIntro
      }
      footer={footer}
    >
      <ol className={styles.steps} aria-label={texts.wizardTitle}>
        {STEPS.map((name, index) => (
          <li key={name} className={styles.step} aria-current={step === name ? 'step' : undefined}>
            <span className={styles.stepNumber}>{index + 1}</span>
            {texts.steps[name]}
          </li>
        ))}
      </ol>

      {step === 'prioritize' ? (
        <div className={styles.body}>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: wizard.sortInstructions } }}
          >
            <SortableContext items={drafts.map((draft) => draft.key)} strategy={verticalListSortingStrategy}>
              <ol className={styles.criteria} aria-label={wizard.criteria}>
                {drafts.map((draft, index) => (
                  <SortableCriterion
                    key={draft.key}
                    draft={draft}
                    position={index + 1}
                    errors={errorsOf(draft.key)}
                    onChange={(changed) =>
                      setDrafts((current) => current.map((item) => (item.key === changed.key ? changed : item)))
                    }
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
          <div className={styles.field}>
            <label htmlFor={budgetId} className={styles.label}>
              {wizard.budgetLimit} (ARS)
            </label>
            <AmountInput
              id={budgetId}
              value={budgetLimit}
              onChange={setBudgetLimit}
              currency="ARS"
              error={showErrors ? limitError : null}
              aria-describedby={`${budgetId}-hint`}
              className={styles.budgetInput}
            />
            <p id={`${budgetId}-hint`} className={styles.hint}>
              {wizard.budgetLimitHint}
            </p>
          </div>
          {showErrors && !valid ? (
            <p role="alert" className={styles.error}>
              {wizard.fixErrors}
            </p>
          ) : null}
        </div>
      ) : step === 'constraints' ? (
        <ConstraintsStep
          draft={constraintsDraft}
          onChange={setConstraintsDraft}
          errors={showConstraintErrors ? checkedConstraints.errors : null}
          fundingSources={fundingSources}
          groupSuggestions={groupSuggestions}
          firstYear={firstYear}
        />
      ) : (
        <div className={styles.body}>
          <OptimizerCriteriaSummary criteria={criteria} budgetLimit={limit} />
          <ConstraintsSummary constraints={constraints} />
        </div>
      )}
    </Modal>
  );
}
