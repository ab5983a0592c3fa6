// `pnpm optimize < instance.json`: the optimizer without the API, for analysts and benchmarks (ARCHITECTURE.md §4).
// A v1 instance is {criteria, budgetLimit?, timeHorizon?, include?, exclude?, candidates: [{projectId, budget_amount,
// duration_months, score, beneficiary_count}]} — include/exclude as the service's request, [{projectId, reason}]; a
// v2 one (model "linear-int-opt-v2", issue 44) adds years, fundingCaps, minShare, keepInExecution, curve and each
// candidate's start, fundingSource, groups, inExecution, requires and alternativeGroup. The answer is printed as the
// service sends it (its overrides with setBy null: no person is known); an infeasible v2 instance is an answer too
// (exit 0). A bad instance prints its Spanish reason on stderr and exits 1.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  OPTIMIZER_MODEL,
  OPTIMIZER_MODEL_V2,
  messages,
  parseCapitalCandidates,
  parseCapitalRequest,
  parseInstanceCandidates,
  parseOptimizerRequest,
  isPlainObject as isRecord,
  type ValidationResult,
} from '@siipro/domain';
import { optimize, optimizeCapital, type CapitalAnswer, type OptimizerAnswer } from './model/optimize.ts';

const texts = messages.optimizer.instance;

/** The answer for an instance's JSON text, or the Spanish reason it cannot be solved. */
export async function solveInstance(text: string): Promise<ValidationResult<OptimizerAnswer | CapitalAnswer>> {
  let instance: unknown;
  try {
    instance = JSON.parse(text);
  } catch {
    return { ok: false, error: texts.notJson };
  }
  if (!isRecord(instance)) return { ok: false, error: texts.notJson };
  const { candidates, ...rest } = instance;
  if (rest.model === OPTIMIZER_MODEL_V2) {
    const request = parseCapitalRequest(rest);
    if (!request.ok) return request;
    const parsedCandidates = parseCapitalCandidates(candidates);
    if (!parsedCandidates.ok) return parsedCandidates;
    return optimizeCapital(request.value, parsedCandidates.value);
  }
  // v1's instances may leave the model out (they came first).
  const request = parseOptimizerRequest({ model: OPTIMIZER_MODEL, ...rest });
  if (!request.ok) return request;
  const parsedCandidates = parseInstanceCandidates(candidates);
  if (!parsedCandidates.ok) return parsedCandidates;
  return optimize(request.value, parsedCandidates.value);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await solveInstance(readFileSync(0, 'utf8'));
  if (result.ok) {
    process.stdout.write(`${JSON.stringify(result.value, null, 2)}\n`);
  } else {
    process.stderr.write(`${result.error}\n`);
    process.exitCode = 1;
  }
}
