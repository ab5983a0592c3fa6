// The SIIPRO score of a project, computed with the domain's rules and the tenant's beneficiary reference. Stored on
// every write (seed now, edits later) so lists can sort and filter by it without recomputing.
import { beneficiaryReferenceFromConfig, computeScore, type ScoreInput, type ScoreResult } from '@siipro/domain';

export function scoreProject(project: ScoreInput, tenantConfig: unknown): ScoreResult {
  return computeScore(project, { beneficiaryReference: beneficiaryReferenceFromConfig(tenantConfig) });
}
