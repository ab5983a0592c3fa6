import {
  formatMoney,
  formatNumber,
  interpolate,
  messages,
  type OptimizerExcludedRow,
  type OptimizerPage,
  type OptimizerResultRow,
  type OptimizerRun,
  type OptimizerTotals,
  type ProjectStatusOption,
} from '@siipro/domain';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { OptimizerCriteriaSummary } from '../OptimizerCriteriaSummary';
import { Pagination } from '../../patterns/Pagination';
import type { ProjectHrefs } from '../ProjectCell';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { PinDialog } from './PinDialog';
import { ExcludedTable, SelectedTable, type PinRequest } from './ResultsTables';
import { SaveScenarioDialog } from './SaveScenarioDialog';
import * as sectionText from '../../styles/sectionText.css';
import * as styles from './OptimizerResults.css';

const texts = messages.optimizer;
const results = texts.results;

/** A person's decision as the page lists it. */
export interface OptimizerDecision {
  projectId: string;
  /** The project's name once read; its id until then. */
  name: string;
  pin: 'include' | 'exclude';
  reason: string;
  /** Who set it, once the optimizer has answered with it; null before. */
  setBy: string | null;
}

export type OptimizerResultsState = 'loading' | 'error' | 'ready';

/** What a person's last decision changed: the totals before it and after the run it caused (issue 43). */
export interface OptimizerDecisionImpact {
  /** The project the decision was about. */
  name: string;
  change: 'include' | 'exclude' | 'unpin';
  before: OptimizerTotals;
  after: OptimizerTotals;
}

export interface OptimizerResultsProps {
  /** The configuration the URL asks for; null: none ("Configurar Optimización", the wizard is offered). */
  run: OptimizerRun | null;
  state: OptimizerResultsState;
  /** The error state's text; "Error al cargar los resultados de optimización" when absent. */
  errorMessage?: string | null;
  /** The answer's figures and pages; null until the first answer. */
  totals: OptimizerTotals | null;
  selected: OptimizerPage<OptimizerResultRow> | null;
  excluded: OptimizerPage<OptimizerExcludedRow> | null;
  onSelectedPageChange: (page: number) => void;
  onExcludedPageChange: (page: number) => void;
  /** Runs again with a changed decision: the previous answer stays on screen meanwhile. */
  rerunning?: boolean;
  decisions: readonly OptimizerDecision[];
  onPin: (projectId: string, list: 'include' | 'exclude', reason: string) => void;
  onUnpin: (projectId: string) => void;
  /** "Configurar": opens the wizard. */
  onConfigure: () => void;
  /** Saves the answer shown as a scenario; absent: no "Guardar escenario". */
  onSaveScenario?: (name: string) => Promise<void>;
  /** A line above the results, e.g. the saved scenario that was opened. */
  notice?: string | null;
  /** What the last decision cost or gained, said above the totals once its run has answered. */
  lastDecision?: OptimizerDecisionImpact | null;
  hrefs: ProjectHrefs;
  statusOptions?: readonly ProjectStatusOption[];
  /** Below the results: the saved scenarios, their comparison. */
  children?: ReactNode;
  className?: string;
}

function TotalsLine({ totals }: { totals: OptimizerTotals }) {
  const budget =
    totals.budgetLimit === null
      ? interpolate(results.budgetWithoutLimit, { total: formatMoney(totals.totalBudget, 'ARS') })
      : interpolate(results.budgetOfLimit, {
          total: formatMoney(totals.totalBudget, 'ARS'),
          limit: formatMoney(totals.budgetLimit, 'ARS'),
        });
  const solution =
    totals.status === 'optimal'
      ? results.optimal
      : interpolate(results.timeLimit, {
          gap: `${formatNumber((totals.gap ?? 0) * 100, { maximumFractionDigits: 3 })} %`,
        });
  return (
    <ul className={styles.totals} aria-label={results.totalsLabel}>
      <li className={styles.totalStrong}>
        {interpolate(results.selectedCount, {
          count: formatNumber(totals.selectedCount),
          candidates: formatNumber(totals.candidates),
        })}
      </li>
      <li>{budget}</li>
      <li>
        {interpolate(results.objective, { objective: formatNumber(totals.objective, { maximumFractionDigits: 1 }) })}
        {totals.selectedCount > 0
          ? ` ${interpolate(results.objectiveMean, {
              mean: formatNumber(totals.objective / totals.selectedCount, { maximumFractionDigits: 1 }),
            })}`
          : null}
      </li>
      <li>{solution}</li>
    </ul>
  );
}

const objectiveText = (totals: OptimizerTotals) => formatNumber(totals.objective, { maximumFractionDigits: 1 });

/** "Fijar dentro «…» cambió la selección de 147 a 57 proyectos, …": what the last decision did. */
function DecisionImpact({ impact }: { impact: OptimizerDecisionImpact }) {
  const { before, after } = impact;
  const decision =
    impact.change === 'unpin'
      ? results.unpinnedDecision
      : impact.change === 'include'
        ? results.pin.in
        : results.pin.out;
  const unchanged =
    before.selectedCount === after.selectedCount &&
    before.totalBudget === after.totalBudget &&
    before.objective === after.objective;
  const text = unchanged
    ? interpolate(results.decisionImpactNone, { decision, name: impact.name })
    : interpolate(results.decisionImpact, {
        decision,
        name: impact.name,
        beforeCount: formatNumber(before.selectedCount),
        afterCount: formatNumber(after.selectedCount),
        beforeBudget: formatMoney(before.totalBudget, 'ARS'),
        afterBudget: formatMoney(after.totalBudget, 'ARS'),
        beforeObjective: objectiveText(before),
        afterObjective: objectiveText(after),
      });
  return (
    <Inline as="p" role="status" space="2" alignY="top" wrap={false} className={styles.impact}>
      <Icon name="info" />
      <span>{text}</span>
    </Inline>
  );
}

function Decisions({
  decisions,
  onUnpin,
}: {
  decisions: readonly OptimizerDecision[];
  onUnpin: (projectId: string) => void;
}) {
  const headingId = useId();
  return (
    <Stack as="section" space="2" aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionText.sectionTitle}>
        {results.decisionsTitle}
      </h2>
      <p className={sectionText.note}>{results.decisionsIntro}</p>
      <ul className={styles.decisions}>
        {decisions.map((decision) => (
          <li key={decision.projectId} className={styles.decision}>
            <span>
              <strong>{decision.name}</strong> —{' '}
              {decision.setBy
                ? interpolate(results.decisionBy, {
                    decision: decision.pin === 'include' ? results.pinnedIn : results.pinnedOut,
                    name: decision.setBy,
                    reason: decision.reason,
                  })
                : `${decision.pin === 'include' ? results.pinnedIn : results.pinnedOut}: ${decision.reason}`}
            </span>
            <Button
              size="sm"
              variant="ghost"
              icon={<Icon name="close" />}
              onClick={() => onUnpin(decision.projectId)}
              aria-label={interpolate(results.unpin, { name: decision.name })}
            >
              {results.unpinButton}
            </Button>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * The optimizer screen (portfolio.md §2.8, issue 17) without data fetching. Without a configuration: "Configurar
 * Optimización" and "Configurar". With one: "Resultados de la Optimización", "Criterios aplicados", the totals line
 * (selected of candidates, budget of the limit, total value, optimal or the proven gap), the ranked table with §2.8's
 * columns, rank, value and "Fijar fuera", and the projects left out with their reasons and "Fijar dentro"; a decision
 * asks for its reason and runs again (the previous answer stays meanwhile), and is listed under "Decisiones manuales"
 * with who set it. Loading "Cargando resultados...", empty "No se encontraron proyectos que coincidan con los
 * criterios", and the error's text.
 */
export function OptimizerResults({
  run,
  state,
  errorMessage,
  totals,
  selected,
  excluded,
  onSelectedPageChange,
  onExcludedPageChange,
  rerunning = false,
  decisions,
  onPin,
  onUnpin,
  onConfigure,
  onSaveScenario,
  notice,
  lastDecision,
  hrefs,
  statusOptions,
  children,
  className,
}: OptimizerResultsProps) {
  const [pinTarget, setPinTarget] = useState<{ projectId: string; name: string; list: 'include' | 'exclude' } | null>(
    null,
  );
  const [saveOpen, setSaveOpen] = useState(false);
  const requestPin: PinRequest = (project, list) => setPinTarget({ ...project, list });
  const id = useId();
  const hasAnswer = totals !== null && selected !== null && excluded !== null;
  const canDecide = state === 'ready' && !rerunning ? requestPin : undefined;

  return (
    <Stack space="5" className={[styles.screen, className].filter(Boolean).join(' ')}>
      <Inline as="header" align="between" alignY="center" space="3">
        <h1 className={styles.title}>{run ? texts.pageTitleResults : texts.pageTitleConfigure}</h1>
        <Inline space="2">
          <Button variant={run ? 'secondary' : 'primary'} onClick={onConfigure}>
            {texts.configure}
          </Button>
          {run && onSaveScenario && state === 'ready' && hasAnswer && !rerunning ? (
            <Button onClick={() => setSaveOpen(true)}>{results.saveScenario}</Button>
          ) : null}
        </Inline>
      </Inline>

      {run === null ? (
        <p className={styles.message}>{results.configurePrompt}</p>
      ) : (
        <>
          {notice ? <p className={styles.message}>{notice}</p> : null}
          <Stack as="section" space="2" aria-labelledby={`${id}-criteria`}>
            <h2 id={`${id}-criteria`} className={sectionText.sectionTitle}>
              {texts.appliedCriteria}
            </h2>
            <OptimizerCriteriaSummary
              criteria={run.criteria}
              budgetLimit={run.budgetLimit}
              label={texts.appliedCriteria}
            />
          </Stack>

          {decisions.length > 0 ? <Decisions decisions={decisions} onUnpin={onUnpin} /> : null}

          {state === 'error' ? (
            <p role="alert" className={sectionText.errorLine}>
              <Icon name="error" />
              {errorMessage || texts.errors.load}
            </p>
          ) : null}

          {state === 'loading' || rerunning ? (
            <Inline as="p" role="status" space="2" alignY="center" className={styles.message}>
              <Spinner size="sm" decorative />
              {rerunning ? results.rerunning : texts.loading}
            </Inline>
          ) : null}

          {hasAnswer && state !== 'error' ? (
            <>
              {lastDecision && !rerunning ? <DecisionImpact impact={lastDecision} /> : null}
              <Stack space="1">
                <TotalsLine totals={totals} />
                <p className={sectionText.note}>{results.objectiveExplained}</p>
              </Stack>
              <Stack space="3">
                <h2 className={sectionText.sectionTitle}>{results.selectedTitle}</h2>
                {selected.total === 0 ? (
                  <p className={styles.message}>{texts.empty}</p>
                ) : (
                  <>
                    <SelectedTable rows={selected.rows} hrefs={hrefs} statusOptions={statusOptions} onPin={canDecide} />
                    <Pagination
                      page={selected.page}
                      totalPages={selected.totalPages}
                      total={selected.total}
                      onPageChange={onSelectedPageChange}
                      label={results.selectedTitle}
                    />
                  </>
                )}
              </Stack>
              <Stack space="3">
                <h2
                  className={sectionText.sectionTitle}
                >{`${results.excludedTitle} (${formatNumber(excluded.total)})`}</h2>
                {excluded.total === 0 ? (
                  <p className={styles.message}>{results.noneExcluded}</p>
                ) : (
                  <>
                    <p className={sectionText.note}>{results.excludedIntro}</p>
                    <ExcludedTable rows={excluded.rows} hrefs={hrefs} onPin={canDecide} />
                    <Pagination
                      page={excluded.page}
                      totalPages={excluded.totalPages}
                      total={excluded.total}
                      onPageChange={onExcludedPageChange}
                      label={results.excludedTitle}
                    />
                  </>
                )}
              </Stack>
            </>
          ) : null}
        </>
      )}

      {children}

      <PinDialog
        target={pinTarget}
        onClose={() => setPinTarget(null)}
        onConfirm={(reason) => {
          if (pinTarget) onPin(pinTarget.projectId, pinTarget.list, reason);
          setPinTarget(null);
        }}
      />
      {onSaveScenario ? (
        <SaveScenarioDialog
          open={saveOpen}
          onClose={() => setSaveOpen(false)}
          onSave={async (name) => {
            await onSaveScenario(name);
            setSaveOpen(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
