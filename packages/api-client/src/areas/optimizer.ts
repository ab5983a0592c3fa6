// Saved optimizer scenarios under /t/{slug}/optimizer/scenarios (issue 17). The web compares two scenarios by reading
// both (get) and calling domain's compareScenarios; the optimizer run itself is the optimizer service's, not the API's.
import {
  messages,
  optimizerScenarioListSchema,
  optimizerScenarioSchema,
  type OptimizerScenario,
  type OptimizerScenarioCreateBody,
  type OptimizerScenarioSummary,
} from '@siipro/domain';
import { noContent, pathOf, type Http } from '../transport/http.ts';

const texts = messages.optimizer.scenarios;
const scenariosPath = (slug: string, ...rest: string[]) => pathOf('t', slug, 'optimizer', 'scenarios', ...rest);

export function createOptimizerApi(api: Http) {
  return {
    scenarios: {
      /**
       * Saves the optimizer's answer under a name. The API rebuilds the result from its own data and answers 400 with
       * a Spanish message when it does not match (the data changed since the run: run it again).
       */
      create(slug: string, body: OptimizerScenarioCreateBody): Promise<OptimizerScenario> {
        return api.post(scenariosPath(slug), (answer) => optimizerScenarioSchema.parse(answer), {
          json: body,
          fallbackMessage: texts.saveError,
        });
      },

      /** Newest first, without the result (limit 1..100, 50 by default). */
      async list(
        slug: string,
        options: { limit?: number; signal?: AbortSignal } = {},
      ): Promise<OptimizerScenarioSummary[]> {
        const answer = await api.get(scenariosPath(slug), (body) => optimizerScenarioListSchema.parse(body), {
          searchParams: options.limit === undefined ? undefined : { limit: options.limit },
          signal: options.signal,
          fallbackMessage: texts.loadError,
        });
        return answer.scenarios;
      },

      /** One scenario with its request and result; a 404 ApiError for an id of no scenario of the tenant. */
      get(slug: string, scenarioId: string, signal?: AbortSignal): Promise<OptimizerScenario> {
        return api.get(scenariosPath(slug, scenarioId), (body) => optimizerScenarioSchema.parse(body), {
          signal,
          fallbackMessage: texts.loadError,
        });
      },

      /** Its author or an admin of the tenant; anyone else gets a 403 ApiError. */
      remove(slug: string, scenarioId: string): Promise<void> {
        return api.delete(scenariosPath(slug, scenarioId), noContent, { fallbackMessage: texts.deleteError });
      },
    },
  };
}
