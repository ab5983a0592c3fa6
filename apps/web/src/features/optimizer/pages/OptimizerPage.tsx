// The optimizer screen, /{tenant}/optimizacion (portfolio.md §2.8, issue 17): "Acceso Denegado" without
// optimizer:usage; otherwise the results (or the configuration, with the wizard open), the comparison of two saved
// scenarios when the link asks for it, and the saved scenarios.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { compareScenarios, hasPermission, type CapitalAnswer } from '@siipro/domain';
import {
  COMPARISON_LIST_LIMIT,
  ConstraintUsage,
  EfficiencyCurve,
  ForbiddenView,
  InfeasibleExplanation,
  OptimizerResults,
  OptimizerWizard,
  ScenarioComparison,
  ScenarioList,
  YearlySpendChart,
} from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useProjectsByIds, useScenario } from '../hooks.ts';
import { useOptimizerScreen } from '../useOptimizerScreen.ts';

export function OptimizerPage() {
  const tenant = useCurrentTenant();
  const navigate = useNavigate();
  if (!hasPermission(tenant.features, 'optimizer:usage')) return <ForbiddenView onBack={() => navigate(-1)} />;
  return <OptimizerScreen />;
}

function OptimizerScreen() {
  const { screen, wizard, scenarioList, comparison, capital } = useOptimizerScreen();
  return (
    <>
      <OptimizerResults {...screen}>
        {capital ? <CapitalPanels answer={capital} /> : null}
        {comparison.ids ? <Comparison ids={comparison.ids} onClose={comparison.onClose} /> : null}
        <ScenarioList {...scenarioList} />
      </OptimizerResults>
      <OptimizerWizard {...wizard} />
    </>
  );
}

/**
 * What a run with restrictions adds (issue 44): when infeasible, the restrictions that conflict; otherwise the yearly
 * spend against its limits, the sources' and regions' use, and the efficiency curve.
 */
function CapitalPanels({ answer }: { answer: CapitalAnswer }) {
  if (answer.meta.status === 'infeasible') return <InfeasibleExplanation conflicts={answer.meta.conflicts ?? []} />;
  return (
    <>
      {answer.years.length ? <YearlySpendChart years={answer.years} /> : null}
      <ConstraintUsage sources={answer.sources} shares={answer.shares} />
      {answer.curve ? <EfficiencyCurve curve={answer.curve} /> : null}
    </>
  );
}

/** Two saved scenarios side by side, with the names of the projects each list shows. */
function Comparison({ ids, onClose }: { ids: [string, string]; onClose: () => void }) {
  const tenant = useCurrentTenant();
  const a = useScenario(tenant.slug, ids[0]).scenario;
  const b = useScenario(tenant.slug, ids[1]).scenario;
  const comparison = useMemo(() => (a && b ? compareScenarios(a.result, b.result) : null), [a, b]);
  const shownIds = useMemo(
    () =>
      comparison
        ? [
            ...comparison.left.slice(0, COMPARISON_LIST_LIMIT),
            ...comparison.entered.slice(0, COMPARISON_LIST_LIMIT),
            ...comparison.stayed.slice(0, COMPARISON_LIST_LIMIT),
          ].map((row) => row.projectId)
        : [],
    [comparison],
  );
  const projects = useProjectsByIds(tenant.slug, shownIds);
  if (!a || !b || !comparison) return null;
  return (
    <ScenarioComparison
      names={{ a: a.name, b: b.name }}
      comparison={comparison}
      selectedCounts={{ a: a.selectedCount, b: b.selectedCount }}
      projectName={(projectId) => projects.get(projectId)?.name ?? projectId}
      onClose={onClose}
    />
  );
}
