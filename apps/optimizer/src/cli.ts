// `pnpm optimize < instance.json`: linear-int-opt-v1 without the API, for analysts and benchmarks (ARCHITECTURE.md
// §4). The instance is {criteria, budgetLimit?, timeHorizon?, include?, exclude?, candidates: [{projectId,
// budget_amount, duration_months, score, beneficiary_count}]} — include/exclude as the service's request, [{projectId,
// reason}]; the answer is printed as the service sends it (its overrides with setBy null: no person is known). A bad
// instance prints its Spanish reason on stderr and exits 1.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  OPTIMIZER_CRITERION_KEYS,
  OPTIMIZER_MODEL,
  messages,
  parseOptimizerRequest,
  interpolate,
  isPlainObject as isRecord,
  type OptimizerCandidateInput,
  type ValidationResult,
} from '@siipro/domain';
import { optimize, type OptimizerAnswer } from './model/optimize.ts';

const texts = messages.optimizer.instance;

/** A candidate's criterion value: a finite number, or null when absent. */
function criterionValue(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function parseCandidates(value: unknown): ValidationResult<OptimizerCandidateInput[]> {
  if (!Array.isArray(value)) return { ok: false, error: texts.candidatesNotArray };
  const candidates: OptimizerCandidateInput[] = [];
  for (const [index, item] of value.entries()) {
    const position = String(index + 1);
    if (!isRecord(item) || typeof item.projectId !== 'string' || !item.projectId) {
      return { ok: false, error: interpolate(texts.candidateWithoutId, { position }) };
    }
    const candidate = { projectId: item.projectId } as OptimizerCandidateInput;
    for (const key of OPTIMIZER_CRITERION_KEYS) {
      const parsed = criterionValue(item[key]);
      if (parsed === undefined) return { ok: false, error: interpolate(texts.candidateNotNumeric, { position, key }) };
      candidate[key] = parsed;
    }
    candidates.push(candidate);
  }
  return { ok: true, value: candidates };
}

/** The answer for an instance's JSON text, or the Spanish reason it cannot be solved. */
export async function solveInstance(text: string): Promise<ValidationResult<OptimizerAnswer>> {
  let instance: unknown;
  try {
    instance = JSON.parse(text);
  } catch {
    return { ok: false, error: texts.notJson };
  }
  if (!isRecord(instance)) return { ok: false, error: texts.notJson };
  const { candidates, ...rest } = instance;
  const request = parseOptimizerRequest({ model: OPTIMIZER_MODEL, ...rest });
  if (!request.ok) return request;
  const parsedCandidates = parseCandidates(candidates);
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
