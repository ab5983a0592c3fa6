// The global search under /t/{slug} (ARCHITECTURE.md §4, platform.md §2): projects, programs and organisations whose
// name, code or slug contain the text, accent- and case-insensitively, ranked, at most 10 of each kind.
import { searchAnswerSchema, type SearchAnswer } from '@siipro/domain';
import { pathOf, type Http } from '../transport/http.ts';

export function createSearchApi(api: Http) {
  return {
    /**
     * What the top bar's search box finds for `q` (trimmed; 1-200 characters, else a 400 ApiError with the Spanish
     * reason). Abortable: a new search replaces the one in flight.
     */
    run(slug: string, q: string, signal?: AbortSignal): Promise<SearchAnswer> {
      return api.get(pathOf('t', slug, 'search'), (body) => searchAnswerSchema.parse(body), {
        searchParams: { q: q.trim() },
        signal,
      });
    },
  };
}
