// The optimizer (issue 17): a run on the optimizer service (POST /{tenantSlug}/optimizer, with the same bearer token
// the API issued) and the saved scenarios under the API's /t/{slug}/optimizer/scenarios. The web compares two
// scenarios by reading both (get) and calling domain's compareScenarios.
import {
  messages,
  parseAnyOptimizerAnswer,
  type AnyOptimizerRequest,
  type CapitalAnswer,
  optimizerScenarioListSchema,
  optimizerScenarioSchema,
  type OptimizerAnswer,
  type OptimizerScenario,
  type OptimizerScenarioCreateBody,
  type OptimizerScenarioSummary,
} from '@siipro/domain';
import { noContent, pathOf, type Http } from '../transport/http.ts';

const texts = messages.optimizer.scenarios;
const scenariosPath = (slug: string, ...rest: string[]) => pathOf('t', slug, 'optimizer', 'scenarios', ...rest);

/**
 * `api` is the API; `service` the optimizer service, reached with the same session (its tokens are the API's, which
 * the service verifies against the API's JWKS).
 */
export function createOptimizerApi(api: Http, service: Http) {
  return {
    /**
     * Runs model linear-int-opt-v1 (or v2, with restrictions: issue 44) for the tenant: the selected projects ranked,
     * every candidate left out with its reason, the overrides with who set them, and meta (v2 adds each year's spend,
     * each source's use, each minimum's share, the curve, and an infeasible request's conflicts). A refused request is
     * an ApiError with the service's Spanish message (400), or "Error al ejecutar la optimización" when it gives none.
     * No timeout: a large solve takes seconds, and the service answers with its best solution when its own time limit
     * is reached.
     */
    run(slug: string, request: AnyOptimizerRequest, signal?: AbortSignal): Promise<OptimizerAnswer | CapitalAnswer> {
      return service.post(pathOf(slug, 'optimizer'), parseAnyOptimizerAnswer, {
        json: request,
        signal,
        timeout: false,
        fallbackMessage: messages.optimizer.errors.server,
      });
    },

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
