// A saved optimizer scenario. ARCHITECTURE.md §4 names the endpoint but not the shape, and @siipro/domain has no
// schema for it yet, so it is read here leniently: an id, a name, the request that produced it and when.
import { isPlainObject, normalizeKeys } from '@siipro/domain';

export interface OptimizerScenario {
  scenarioId: string;
  name: string;
  /** The optimizer request body the scenario was saved with, as the API returned it. */
  request: Record<string, unknown> | null;
  createdAt: string | null;
  createdBy: string | null;
}

export function readScenario(body: unknown): OptimizerScenario | null {
  const record = normalizeKeys(isPlainObject(body) && isPlainObject(body.scenario) ? body.scenario : body);
  if (!isPlainObject(record)) return null;
  const id = record.scenarioId ?? record.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const createdBy = isPlainObject(record.createdBy) ? record.createdBy.name : record.createdBy;
  return {
    scenarioId: String(id),
    name: typeof record.name === 'string' ? record.name : '',
    request: isPlainObject(record.request) ? record.request : null,
    createdAt: typeof record.createdAt === 'string' ? record.createdAt : null,
    createdBy: typeof createdBy === 'string' ? createdBy : null,
  };
}
