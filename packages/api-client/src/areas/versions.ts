// Versions of the three parts for the About page (platform.md §2, §7): the API root, the optimizer root and the
// web's /version.json. platform.md §7: "Version info is cached for 5 minutes".
import { versionInfoSchema, type VersionInfo } from '@siipro/domain';
import type { Http } from '../transport/http.ts';

export const VERSION_CACHE_MILLISECONDS = 5 * 60 * 1000;

export interface VersionSources {
  api: Http;
  optimizer: Http;
  web: Http;
  /** Path of the web's version file below the web's prefix. */
  webVersionPath: string;
  now: () => number;
}

type Source = 'api' | 'optimizer' | 'web';

export function createVersionsApi(sources: VersionSources) {
  const cache = new Map<Source, { value: Promise<VersionInfo>; fetchedAt: number }>();
  const read = (body: unknown) => versionInfoSchema.parse(body);

  // Caches the promise, so two cards asking at once make one request; a failure is not kept.
  const cached = (source: Source, load: () => Promise<VersionInfo>): Promise<VersionInfo> => {
    const entry = cache.get(source);
    if (entry && sources.now() - entry.fetchedAt < VERSION_CACHE_MILLISECONDS) return entry.value;
    const value = load();
    cache.set(source, { value, fetchedAt: sources.now() });
    value.catch(() => {
      if (cache.get(source)?.value === value) cache.delete(source);
    });
    return value;
  };

  return {
    api: () => cached('api', () => sources.api.get('', read)),
    optimizer: () => cached('optimizer', () => sources.optimizer.get('', read)),
    web: () => cached('web', () => sources.web.get(sources.webVersionPath, read)),
  };
}
