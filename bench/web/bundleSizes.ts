// What a browser downloads to open each route of the production build, read from Vite's manifest
// (apps/web/dist/.vite/manifest.json, and manifest-publico.json of the public portal's own build): the entry (index.html's script) plus the route's lazily loaded chunks, with
// every chunk they import statically, and the CSS files of all of those; behind the sign-in guard also the API
// client, which the session imports at start to restore itself, and the Web Workers the screen starts (the map's).
// The route table is bench/web/routes.ts. Other dynamic imports are left out: they load later,
// when something asks for them (the sign-in service and the API client while the person types on /login, the toast
// with the first toast). Sizes are gzip, level 9, as Vite reports them.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_ROUTES, type WebRoute } from './routes.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSizes {
  path: string;
  /** gzip bytes of all the JavaScript / CSS the route loads. */
  js: number;
  css: number;
  /** gzip bytes of everything the route loads beyond the entry: its own chunks and the shared ones they import. */
  afterEntryJs: number;
  /** gzip bytes of the route's own chunks: the chunks of its lazy modules, without the libraries they share. */
  routeJs: number;
  files: string[];
}

/** Behind the sign-in guard the session imports the API client at start, to restore itself. */
const SIGNED_IN_AT_START = ['src/app/apiClient.ts'];

/** The manifest of the build of one HTML entry: the members' app's, or the public portal's (a build of its own). */
export function readManifest(distDir: string, entry = 'index.html'): Manifest {
  const file = entry === 'publico.html' ? 'manifest-publico.json' : 'manifest.json';
  return JSON.parse(readFileSync(join(distDir, '.vite', file), 'utf8')) as Manifest;
}

/** Keys of the chunks loaded with `keys`: themselves and their static imports, transitively. */
function withStaticImports(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest: is the route list of bench/web up to date?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The manifest key of a module: its own path when it is a chunk's entry module; else the shared chunk named after it
 * (a module both imported statically and dynamically, such as the API client, gets a `_apiClient-<hash>.js` key).
 */
function chunkKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = basename(module).replace(/\.[^.]+$/, '');
  const named = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]!.name === name);
  if (named.length !== 1)
    throw new Error(`${module} is not in Vite's manifest: is the route list of bench/web up to date?`);
  return named[0]!;
}

/**
 * The file of a Web Worker: Vite emits `new Worker(new URL('./name.ts', import.meta.url))` as `assets/name-<hash>.js`,
 * outside the manifest.
 */
function workerFile(distDir: string, name: string): string {
  const files = readdirSync(join(distDir, 'assets')).filter((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
  if (files.length !== 1)
    throw new Error(`no single worker file ${name}-<hash>.js in the build: is bench/web/routes.ts up to date?`);
  return `assets/${files[0]!}`;
}

export function measureRoutes(distDir: string, routes: readonly WebRoute[] = WEB_ROUTES): RouteSizes[] {
  const manifests = new Map<string, Manifest>();
  const manifestOf = (entry: string) => {
    let manifest = manifests.get(entry);
    if (!manifest) manifests.set(entry, (manifest = readManifest(distDir, entry)));
    return manifest;
  };
  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    return size;
  };
  return routes.map((route) => {
    const { path } = route;
    // The members' app (index.html) or the public portal (publico.html): each route loads its own entry only.
    const entryKeys = [route.entry ?? 'index.html'];
    const manifest = manifestOf(entryKeys[0]!);
    // The build's one stylesheet (build.cssCodeSplit off), which its HTML entry links for every route.
    const appCss = manifest['style.css'] ? [manifest['style.css'].file] : [];
    const entryChunks = withStaticImports(manifest, entryKeys);
    const modules = route.modules.map((module) => chunkKey(manifest, module));
    const loadedAtStart = (route.signedIn ? SIGNED_IN_AT_START : []).map((module) => chunkKey(manifest, module));
    const workers = (route.workers ?? []).map((name) => workerFile(distDir, name));
    const chunks = withStaticImports(manifest, [...entryKeys, ...loadedAtStart, ...modules]);
    const jsFiles = [...[...chunks].map((key) => manifest[key]!.file), ...workers];
    const cssFiles = [...new Set([...appCss, ...[...chunks].flatMap((key) => manifest[key]!.css ?? [])])];
    const afterEntryFiles = [
      ...[...withStaticImports(manifest, [...loadedAtStart, ...modules])]
        .filter((key) => !entryChunks.has(key))
        .map((key) => manifest[key]!.file),
      ...workers,
    ];
    const routeFiles = modules.map((key) => manifest[key]!.file);
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
    return {
      path,
      js: sum(jsFiles),
      css: sum(cssFiles),
      afterEntryJs: sum(afterEntryFiles),
      routeJs: sum(routeFiles),
      files: [...jsFiles, ...cssFiles],
    };
  });
}
