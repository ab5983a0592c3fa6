// A person's decisions on the optimizer page (issue 17): pin a project in or out with a reason, or take the decision
// back. A project is in at most one list, so pinning it again replaces its earlier decision. Reasons are checked
// here with the page's Spanish messages; the optimizer checks them again (parseOptimizerRequest).

import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { OPTIMIZER_CRITERIA } from './criteria.ts';
import type { OptimizerCriterionState } from './criterionState.ts';
import {
  OPTIMIZER_OVERRIDE_REASON_MAX,
  type OptimizerOverride,
  type OptimizerOverrideList,
  type OptimizerRequest,
} from './request.ts';
import type { AnyOptimizerRequest } from './capitalRequest.ts';
import { constraintsOfRequest, hasConstraints } from './capitalRun.ts';
import type { OptimizerRun } from './urlParams.ts';

/** The decisions of a run: projects pinned in and out, each with its reason. */
export interface OptimizerPins {
  include: OptimizerOverride[];
  exclude: OptimizerOverride[];
}

export const NO_PINS: OptimizerPins = { include: [], exclude: [] };

/** The reason's problem, or null: required once trimmed, at most OPTIMIZER_OVERRIDE_REASON_MAX characters. */
export function pinReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return messages.optimizer.results.pin.reasonRequired;
  if (trimmed.length > OPTIMIZER_OVERRIDE_REASON_MAX) {
    return interpolate(messages.optimizer.results.pin.reasonTooLong, { max: OPTIMIZER_OVERRIDE_REASON_MAX });
  }
  return null;
}

const without = (list: readonly OptimizerOverride[], projectId: string) =>
  list.filter((override) => override.projectId !== projectId);

/** `projectId` pinned into `list` with the trimmed `reason`, out of the other list. */
export function pinProject(
  pins: OptimizerPins,
  projectId: string,
  list: OptimizerOverrideList,
  reason: string,
): OptimizerPins {
  const next = { include: without(pins.include, projectId), exclude: without(pins.exclude, projectId) };
  next[list] = [...next[list], { projectId, reason: reason.trim() }];
  return next;
}

export function unpinProject(pins: OptimizerPins, projectId: string): OptimizerPins {
  return { include: without(pins.include, projectId), exclude: without(pins.exclude, projectId) };
}

/** The request with the decisions; empty lists are left out, as the optimizer's requests without decisions are. */
export function withPins(request: OptimizerRequest, pins: OptimizerPins): OptimizerRequest {
  const { include: _include, exclude: _exclude, ...rest } = request;
  return {
    ...rest,
    ...(pins.include.length ? { include: pins.include } : {}),
    ...(pins.exclude.length ? { exclude: pins.exclude } : {}),
  };
}

/**
 * What a saved request asks for, as the page's run and decisions: the criteria in their order (a criterion the request
 * lacks is added after them with weight 0, so it counts for nothing), the budget limit, the restrictions of a v2 request
 * (issue 44), and the pins.
 */
export function runOfRequest(request: AnyOptimizerRequest): { run: OptimizerRun; pins: OptimizerPins } {
  const criteria: OptimizerCriterionState[] = request.criteria.map((criterion) => ({
    key: criterion.key,
    weight: criterion.weight,
    direction: criterion.direction,
    ...(criterion.currency ? { currency: criterion.currency } : {}),
    min: criterion.constraint?.min ?? null,
    max: criterion.constraint?.max ?? null,
  }));
  for (const definition of OPTIMIZER_CRITERIA) {
    if (criteria.some((criterion) => criterion.key === definition.key)) continue;
    criteria.push({
      key: definition.key,
      weight: 0,
      direction: definition.defaultDirection,
      ...(definition.currency ? { currency: definition.currency } : {}),
      min: null,
      max: null,
    });
  }
  return {
    run: {
      criteria,
      budgetLimit: request.budgetLimit ?? null,
      ...(hasConstraints(constraintsOfRequest(request)) ? { constraints: constraintsOfRequest(request) } : {}),
    },
    pins: { include: request.include ?? [], exclude: request.exclude ?? [] },
  };
}
