// The optimizer service (ARCHITECTURE.md §4): POST {optimizer}/{tenantSlug}/optimizer, and the scenarios the API
// keeps (POST/GET /t/{slug}/optimizer/scenarios).
import {
  isPlainObject,
  messages,
  parseOptimizerResult,
  type OptimizerRequest,
  type OptimizerResult,
} from '@siipro/domain';
import { pathOf, type Http } from '../transport/http.ts';
import { readScenario, type OptimizerScenario } from '../readers/scenario.ts';

/** HiGHS on a large portfolio can take well over ky's default 10 s. */
const OPTIMIZER_TIMEOUT_MILLISECONDS = 120_000;

export interface ScenarioDraft {
  name: string;
  request: OptimizerRequest;
}

export function createOptimizerApi(optimizer: Http, api: Http) {
  const scenariosPath = (slug: string) => pathOf('t', slug, 'optimizer', 'scenarios');

  return {
    /** Runs model linear-int-opt-v1 over the tenant's projects (optimizer:usage). */
    run(slug: string, request: OptimizerRequest, signal?: AbortSignal): Promise<OptimizerResult> {
      return optimizer.post(pathOf(slug, 'optimizer'), parseOptimizerResult, {
        json: request,
        signal,
        timeout: OPTIMIZER_TIMEOUT_MILLISECONDS,
        fallbackMessage: messages.optimizer.errors.server,
      });
    },

    listScenarios(slug: string): Promise<OptimizerScenario[]> {
      return api.get(scenariosPath(slug), (body) => {
        const items = Array.isArray(body)
          ? body
          : isPlainObject(body) && Array.isArray(body.scenarios)
            ? body.scenarios
            : [];
        return items.flatMap((item) => readScenario(item) ?? []);
      });
    },

    saveScenario(slug: string, draft: ScenarioDraft): Promise<OptimizerScenario | null> {
      return api.post(scenariosPath(slug), readScenario, { json: draft });
    },
  };
}
