// The projects map under /t/{slug} (issue 16, portfolio.md §2.9): every project a list query selects that has a map
// position, decoded from the API's compact columns into the MapPoints the map draws (off the main thread), and one
// marker's popup details.
import { mapProjectPopupSchema, messages, type MapPoints, type MapProjectPopup } from '@siipro/domain';
import { readMapAnswer } from '../readers/mapAnswer.ts';
import { fetchMapAnswerOffMainThread } from '../readers/mapAnswerOffMainThread.ts';
import { projectQueryParams, type ProjectListQuery } from '../readers/projectQuery.ts';
import { pathOf, type Http } from '../transport/http.ts';

/** A national portfolio is ~1 MB compressed: more than ky's default 10 s may take on a slow connection. */
const POINTS_TIMEOUT_MS = 60_000;

export function createMapApi(api: Http) {
  return {
    /**
     * The projects of the list's query (type, scopes and filters — the list's `filter[field][op]` keys; page, limit
     * and sort change nothing) that have numeric coordinates, as columns. The browser's HTTP cache keeps the answer
     * and revalidates it with its ETag, so opening the map again moves no points while nothing changed. Where there
     * are Web Workers (the browser) one fetches and reads the answer (readers/mapAnswerOffMainThread.ts); elsewhere
     * (Node: tests, benchmarks) it is read in place. Abortable.
     */
    points(slug: string, query: ProjectListQuery = {}, signal?: AbortSignal): Promise<MapPoints> {
      const path = pathOf('t', slug, 'map');
      const options = {
        searchParams: projectQueryParams({ ...query, page: undefined, limit: undefined, sort: undefined }),
        signal,
        timeout: POINTS_TIMEOUT_MS,
        fallbackMessage: messages.map.loadError,
      };
      return typeof Worker === 'undefined'
        ? api.getBytes(path, async (bytes) => readMapAnswer(bytes), options)
        : api.getFetchedElsewhere(path, fetchMapAnswerOffMainThread, options);
    },

    /** What the popup of the marker with `key` (MapPoints.key) shows; a 404 ApiError for a key of no project. */
    popup(slug: string, key: string, signal?: AbortSignal): Promise<MapProjectPopup> {
      return api.get(pathOf('t', slug, 'map', 'projects', key), (body) => mapProjectPopupSchema.parse(body), {
        signal,
        fallbackMessage: messages.map.loadError,
      });
    },
  };
}
