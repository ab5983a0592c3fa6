// The versions of the About section (platform.md §2 "About", §7): the web's own /version.json (written by the build,
// vite/versionFile.ts) and the roots of the API and the optimizer, through the web's same-origin proxies.
import { messages, versionInfoSchema, type VersionInfo } from '@siipro/domain';

export type VersionSource = 'frontend' | 'api' | 'optimizer';

const VERSION_URLS: Record<VersionSource, string> = {
  frontend: '/version.json',
  api: '/api/',
  optimizer: '/optimizer/',
};

/** Version and build date of one service; a failed answer is an error ("Error" on its card). */
export async function fetchVersion(source: VersionSource): Promise<VersionInfo> {
  const response = await fetch(VERSION_URLS[source], { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(messages.common.notAvailable);
  return versionInfoSchema.parse(await response.json());
}
