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
  type OptimizerExcludedRow,
  type OptimizerPage,
  type OptimizerResultRow,
  type OptimizerRun,
  type ProjectListItem,
} from '@siipro/domain';
import { longestProjectRows } from '../ProjectsTable/ProjectsTable.samples';

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

/**
 * The demo's widest rows as an answer's first pages (issue 43: the results table was ~1,500 px wide at 1280): the
 * longest names, organisations, areas and sectors and the largest budget with cents (the projects list's own sample),
 * ranked with the values of a real answer, one in execution (its "Compromiso" tag beside the status), one with the
 * longest status label, and left out with the answer's longest reasons.
 */
export function longestAnswerPages(): {
  selected: OptimizerPage<OptimizerResultRow>;
  excluded: OptimizerPage<OptimizerExcludedRow>;
} {
  const statuses = ['Presupuesto Asignado', 'Ejecución'];
  const rows = longestProjectRows.map((project, index) => ({
    ...(project as unknown as ProjectListItem),
    status: statuses[index % statuses.length]!,
  }));
  // Left out: the answer's own rows (each with its real reason) whose projects have the longest names.
  const leftOut = [...sampleAnswer.excluded]
    .map((row) => ({ ...row, project: sampleProjectsById.get(row.projectId) ?? null }))
    .sort((a, b) => (b.project?.name.length ?? 0) - (a.project?.name.length ?? 0))
    .slice(0, rows.length);
  const page = <Row>(list: Row[]) => ({ rows: list, page: 1, totalPages: 1, total: list.length });
  return {
    selected: page(
      rows.map((project, index) => ({
        projectId: project.projectId,
        rank: index + 1,
        value: sampleAnswer.data[index]?.value ?? 50,
        budget: project.budgetAmount ?? 0,
        override: index === 1,
        project,
      })),
    ),
    excluded: page(
      leftOut.map((row) => ({ projectId: row.projectId, reason: row.reason, override: false, project: row.project })),
    ),
  };
}
