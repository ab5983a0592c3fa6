// Everything the optimizer page shows and does (portfolio.md §2.8, issue 17). The URL holds the run (the spec's keys,
// the budget limit and the order: a result is a shareable link), a saved scenario opened on today's data
// (`escenario`) and a comparison of two (`comparar`); the decisions of this visit and the table pages are state.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type {
  OptimizerDecision,
  OptimizerDecisionImpact,
  OptimizerResultsProps,
  OptimizerWizardResult,
} from '@siipro/ui';
import { useToast } from '@siipro/ui';
import {
  buildOptimizerRequest,
  canDeleteScenario,
  excludedRows,
  interpolate,
  isCapitalAnswer,
  messages,
  NO_PINS,
  optimizerRunFromSearchParams,
  optimizerRunToSearchParams,
  optimizerTotals,
  paths,
  pinProject,
  projectIdsToShow,
  projectStatusesFromConfig,
  runOfRequest,
  selectedRows,
  unpinProject,
  withConstraints,
  withPins,
  type OptimizerPins,
  type OptimizerTotals,
} from '@siipro/domain';
import { useCurrentTenant } from '../../routes/CurrentTenant.tsx';
import { useSignedInUser } from '../../session/SessionContext.tsx';
import { useListLinks } from '../projects/index.ts';
import { useConstraintOptions, useOptimizerRun, useProjectsByIds, useScenario, useScenarios } from './hooks.ts';

export const SCENARIO_PARAM = 'escenario';
export const COMPARE_PARAM = 'comparar';

const texts = messages.optimizer.results;

export function useOptimizerScreen() {
  const tenant = useCurrentTenant();
  const user = useSignedInUser();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  // A saved scenario opened from the list runs its own configuration and decisions on today's data.
  const scenarioId = searchParams.get(SCENARIO_PARAM);
  const opened = useScenario(tenant.slug, scenarioId);
  const openedRun = useMemo(() => (opened.scenario ? runOfRequest(opened.scenario.request) : null), [opened.scenario]);
  const urlRun = useMemo(() => optimizerRunFromSearchParams(searchParams), [searchParams]);
  const run = scenarioId ? (openedRun?.run ?? null) : urlRun;
  // An opened scenario's link also holds its whole run — criteria, limit and restrictions (issue 44) — as a run's does.
  useEffect(() => {
    if (!scenarioId || !openedRun) return;
    const next = optimizerRunToSearchParams(openedRun.run);
    next.set(SCENARIO_PARAM, scenarioId);
    const compare = searchParams.get(COMPARE_PARAM);
    if (compare !== null) next.set(COMPARE_PARAM, compare);
    if (next.toString() !== searchParams.toString()) {
      navigate(paths.optimizer(tenant.slug, next), { replace: true });
    }
  }, [scenarioId, openedRun, searchParams, navigate, tenant.slug]);

  // This visit's decisions start from the opened scenario's and are forgotten when the run changes.
  const runText = `${scenarioId ?? ''}|${run ? optimizerRunToSearchParams(run).toString() : ''}`;
  const [pinsFor, setPinsFor] = useState<{ runText: string; pins: OptimizerPins }>({ runText, pins: NO_PINS });
  const [pages, setPages] = useState({ runText, selected: 1, excluded: 1 });
  const pins = pinsFor.runText === runText ? pinsFor.pins : (openedRun?.pins ?? NO_PINS);
  const page = pages.runText === runText ? pages : { runText, selected: 1, excluded: 1 };
  // The last decision and the totals before it, so the page can say what it cost once its run answers (issue 43).
  const [lastDecision, setLastDecision] = useState<{
    pins: OptimizerPins;
    name: string;
    change: OptimizerDecisionImpact['change'];
    before: OptimizerTotals;
  } | null>(null);
  const decide = (next: OptimizerPins, projectId: string, change: OptimizerDecisionImpact['change']) => {
    setLastDecision(totals ? { pins: next, name: nameOf(projectId), change, before: totals } : null);
    setPinsFor({ runText, pins: next });
    setPages({ ...page, runText });
  };

  // With restrictions (issue 44) the request is model v2's; without, v1's as before.
  const v1Request = useMemo(
    () => (run ? withPins(buildOptimizerRequest(run.criteria, { budgetLimit: run.budgetLimit }), pins) : null),
    [run, pins],
  );
  const request = useMemo(
    () => (v1Request ? withConstraints(v1Request, run?.constraints) : null),
    [v1Request, run?.constraints],
  );
  const result = useOptimizerRun(tenant.slug, request);
  const answer = result.answer;
  const capital = answer && isCapitalAnswer(answer) ? answer : null;

  const shownIds = useMemo(
    () => (answer ? projectIdsToShow(answer, page.selected, page.excluded) : []),
    [answer, page.selected, page.excluded],
  );
  const pinnedIds = useMemo(() => [...pins.include, ...pins.exclude].map((pin) => pin.projectId), [pins]);
  const projects = useProjectsByIds(tenant.slug, shownIds.length ? shownIds : pinnedIds);
  const nameOf = useCallback((projectId: string) => projects.get(projectId)?.name ?? projectId, [projects]);
  // An infeasible answer selects nothing and has no totals: its explanation says why (capital, below).
  const status = answer?.meta.status;
  const totals =
    answer && status !== undefined && status !== 'infeasible'
      ? optimizerTotals({ ...answer, meta: { ...answer.meta, status } }, run?.budgetLimit ?? null)
      : null;

  const [wizardOpen, setWizardOpen] = useState(run === null && !scenarioId);
  const constraintOptions = useConstraintOptions(wizardOpen ? tenant.slug : null);
  const scenarios = useScenarios(tenant.slug);
  const { hrefs } = useListLinks(
    { tenantSlug: tenant.slug, type: 'proyecto', organizationSlug: null, programSlug: null },
    [],
  );

  // The service knows who set a decision by the token (id and e-mail); this page knows the signed-in person's name.
  const personName = (person: { userId: string; email: string; name?: string }) =>
    person.name ?? (person.userId === user.uid && user.name ? user.name : person.email);
  const decisions: OptimizerDecision[] =
    answer && !result.rerunning
      ? answer.overrides.map((override) => ({
          projectId: override.projectId,
          name: nameOf(override.projectId),
          pin: override.pin,
          reason: override.reason,
          setBy: override.setBy ? personName(override.setBy) : null,
        }))
      : (['include', 'exclude'] as const).flatMap((list) =>
          pins[list].map((pin) => ({ ...pin, pin: list, name: nameOf(pin.projectId), setBy: null })),
        );

  const showRun = (next: OptimizerWizardResult) => {
    setWizardOpen(false);
    navigate(paths.optimizer(tenant.slug, optimizerRunToSearchParams(next)));
  };

  const withParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete(name);
    else next.set(name, value);
    return paths.optimizer(tenant.slug, next);
  };

  const screen: OptimizerResultsProps = {
    run,
    state: result.error !== null || opened.error !== null ? 'error' : answer || !run ? 'ready' : 'loading',
    errorMessage: opened.error ?? result.error,
    totals,
    // Said only for the answer to those very decisions: a new run, or another decision, leaves it behind.
    lastDecision:
      lastDecision && totals && !result.rerunning && lastDecision.pins === pins
        ? { name: lastDecision.name, change: lastDecision.change, before: lastDecision.before, after: totals }
        : null,
    selected: answer ? selectedRows(answer, page.selected, projects) : null,
    excluded: answer ? excludedRows(answer, page.excluded, projects) : null,
    onSelectedPageChange: (selected) => setPages({ ...page, selected }),
    onExcludedPageChange: (excluded) => setPages({ ...page, excluded }),
    rerunning: result.rerunning,
    decisions,
    onPin: (projectId, list, reason) => decide(pinProject(pins, projectId, list, reason), projectId, list),
    onUnpin: (projectId) => decide(unpinProject(pins, projectId), projectId, 'unpin'),
    onConfigure: () => setWizardOpen(true),
    // Either model's answer is saved (issue 44), once it answers this very request: not while another runs, and not
    // an infeasible one (nothing was selected; its explanation is the result).
    onSaveScenario:
      request && answer && !result.rerunning && status !== 'infeasible'
        ? async (name) => {
            await scenarios.save(name, request, answer);
            toast.show({ type: 'success', message: texts.scenarioSaved });
          }
        : undefined,
    notice: opened.scenario ? interpolate(texts.openedScenario, { name: opened.scenario.name }) : null,
    hrefs,
    statusOptions: projectStatusesFromConfig(tenant.configJson),
  };

  const compareIds = (searchParams.get(COMPARE_PARAM) ?? '').split(',').filter(Boolean).slice(0, 2);

  return {
    screen,
    wizard: {
      open: wizardOpen,
      onClose: () => setWizardOpen(false),
      onSubmit: showRun,
      initial: run,
      ...constraintOptions,
    },
    /** Model v2's answer (with restrictions): its yearly spend, usage, curve, or its conflicts when infeasible. */
    capital: result.rerunning ? null : capital,
    scenarioList: {
      scenarios: scenarios.scenarios,
      loading: scenarios.loading,
      error: scenarios.error,
      canDelete: (scenario: { author: { userId: string | null } }) =>
        canDeleteScenario(scenario.author.userId, { userId: user.uid, role: tenant.role }),
      onOpen: (id: string) => navigate(paths.optimizer(tenant.slug, new URLSearchParams({ [SCENARIO_PARAM]: id }))),
      onDelete: async (id: string) => {
        await scenarios.remove(id);
        toast.show({ type: 'success', message: messages.optimizer.scenarioList.deleted });
      },
      onCompare: (a: string, b: string) => navigate(withParam(COMPARE_PARAM, `${a},${b}`)),
    },
    comparison: {
      ids: compareIds.length === 2 ? (compareIds as [string, string]) : null,
      onClose: () => navigate(withParam(COMPARE_PARAM, null)),
    },
  };
}
