// What a browser downloads to open each route of the production build, read from Vite's manifest
// (apps/web/dist/.vite/manifest.json): the entry (index.html's script) plus the route's lazily loaded chunks, with
// every chunk they import statically, and the CSS files of all of those. Dynamic imports are left out: they load
// later, when something asks for them (the sign-in service, while the person types). Sizes are gzip, level 9, as
// Vite reports them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  /** An example path of the route, as a person would open it. */
  path: string;
  /** The route's lazily loaded modules (apps/web-relative), outermost layout first. */
  modules: readonly string[];
}

export interface RouteSizes {
  path: string;
  /** gzip bytes of all the JavaScript / CSS the route loads. */
  js: number;
  css: number;
  /** gzip bytes of the route's own chunks (its lazy modules' chunks, without the entry and shared chunks). */
  ownJs: number;
  files: string[];
}

/** The web's routes, each with the lazy modules of apps/web/src/app/router.tsx that it loads. */
export const WEB_ROUTES: readonly RouteBundle[] = [
  { path: '/login', modules: ['src/features/auth/pages/LoginPage.tsx'] },
  { path: '/no-access', modules: ['src/features/auth/pages/NoAccessPage.tsx'] },
  { path: '/tenant/seleccionar', modules: ['src/features/tenants/pages/TenantPickerPage.tsx'] },
  {
    path: '/perfil',
    modules: ['src/features/tenants/pages/StandaloneLayout.tsx', 'src/features/profile/pages/ProfilePage.tsx'],
  },
  {
    path: '/cenit-demo/actividad',
    modules: ['src/features/tenants/pages/TenantLayout.tsx', 'src/features/dashboard/pages/DashboardPage.tsx'],
  },
  {
    path: '/cenit-demo/proyectos/lista',
    modules: ['src/features/tenants/pages/TenantLayout.tsx', 'src/features/projects/pages/ProjectListPage.tsx'],
  },
  {
    path: '/cenit-demo/perfil',
    modules: ['src/features/tenants/pages/TenantLayout.tsx', 'src/features/profile/pages/ProfilePage.tsx'],
  },
  {
    path: '/cenit-demo/no-existe',
    modules: ['src/features/tenants/pages/TenantLayout.tsx', 'src/features/errors/pages/NotFoundPage.tsx'],
  },
];

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
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

export function measureRoutes(distDir: string, routes: readonly RouteBundle[] = WEB_ROUTES): RouteSizes[] {
  const manifest = readManifest(distDir);
  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    return size;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entryChunks = withStaticImports(manifest, entryKeys);

  return routes.map(({ path, modules }) => {
    const chunks = withStaticImports(manifest, [...entryKeys, ...modules]);
    const jsFiles = [...chunks].map((key) => manifest[key]!.file);
    const cssFiles = [...new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []))];
    const ownJsFiles = [...withStaticImports(manifest, modules)]
      .filter((key) => !entryChunks.has(key))
      .map((key) => manifest[key]!.file);
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
    return {
      path,
      js: sum(jsFiles),
      css: sum(cssFiles),
      ownJs: sum(ownJsFiles),
      files: [...jsFiles, ...cssFiles],
    };
  });
}
