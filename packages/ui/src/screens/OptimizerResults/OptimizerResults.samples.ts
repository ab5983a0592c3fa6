// Story data (not exported by the package): an answer of the model's own rules (domain's prepareSelection and
// explainSelection, with the greedy fill standing in for HiGHS) over the CENIT demo projects with a binding budget
// limit, one project pinned out, and the projects' list fields by id. As the API, it leaves out the projects whose
// status is closed (Finalizado, Desestimado: issue 43); those without a budget are left out by the model, with that
// reason.
import {
  buildOptimizerRequest,
  DEFAULT_PROJECT_STATUSES,
  defaultCriteria,
  demoProjectsByTenant,
  explainSelection,
  fillWhatStillFits,
  NO_PINS,
  pinProject,
  prepareSelection,
  statusesWithRole,
  withPins,
  type OptimizerAnswer,
  type OptimizerCandidateInput,
  type OptimizerRun,
  type ProjectListItem,
} from '@siipro/domain';

const projects = demoProjectsByTenant['cenit-demo'].filter((project) => project.type === 'proyecto');

export const sampleProjectsById: ReadonlyMap<string, ProjectListItem> = new Map(
  projects.map((project) => [project.projectId, project as unknown as ProjectListItem]),
);

const closed = statusesWithRole(DEFAULT_PROJECT_STATUSES, 'closed');

const candidates: OptimizerCandidateInput[] = projects
  .filter((project) => !closed.has(project.status))
  .map((project) => ({
    projectId: project.projectId,
    budget_amount: project.budgetAmount,
    duration_months: project.expectedExecutionMonths,
    score: project.score,
    beneficiary_count: project.beneficiaryCount,
  }));

export const sampleRun: OptimizerRun = { criteria: defaultCriteria(), budgetLimit: 40_000_000_000 };

const pinnedOut = projects[0]!;
export const samplePins = pinProject(NO_PINS, pinnedOut.projectId, 'exclude', 'Sin terreno disponible este año');

/** What the model's rules answer for `run` and `pins` over the demo projects. */
export function answerOf(run: OptimizerRun, pins = NO_PINS): OptimizerAnswer {
  const request = withPins(buildOptimizerRequest(run.criteria, { budgetLimit: run.budgetLimit }), pins);
  const prepared = prepareSelection(request, candidates);
  if (!prepared.ok) throw new Error(prepared.error);
  const selected = prepared.value.valued.map(() => false);
  if (run.budgetLimit !== null) fillWhatStillFits(prepared.value, selected, run.budgetLimit);
  return explainSelection(
    request,
    prepared.value,
    selected,
    { status: 'optimal', gap: 0, solveMs: 12 },
    {
      userId: 'u-1',
      email: 'optimizador@siipro.test',
      name: 'Olivia Optimizadora',
    },
  );
}

export const sampleAnswer = answerOf(sampleRun, samplePins);
export const samplePinnedOutName = pinnedOut.name;
