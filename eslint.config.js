// One flat config for the whole workspace. Besides the usual TypeScript and React rules it enforces the import
// arrows of ARCHITECTURE.md §1 — domain ← api-client ← web; domain ← ui ← web; domain ← server ← api;
// server ← optimizer; no app imports another app — what each layer may not use (React, I/O, databases), and the
// boundaries between apps/web's features.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The workspace's layers (folder → package name) and the layers each may import. Anything not listed is forbidden,
 * by package name or by relative path alike. `testsMay` adds what a layer's tests may import besides.
 */
const layers = {
  'packages/domain': { name: '@siipro/domain', may: [] },
  'packages/api-client': {
    name: '@siipro/api-client',
    may: ['packages/domain'],
    // api-client is tested against the real API as well as against fakes.
    testsMay: ['apps/api', 'packages/server'],
  },
  'packages/ui': { name: '@siipro/ui', may: ['packages/domain'] },
  'packages/server': { name: '@siipro/server', may: ['packages/domain'] },
  'apps/web': { name: '@siipro/web', may: ['packages/domain', 'packages/api-client', 'packages/ui'] },
  'apps/api': {
    name: '@siipro/api',
    may: ['packages/domain', 'packages/server'],
    // The optimizer service is tested against this API, with the API's test databases and portfolio.
    testsMay: ['apps/optimizer'],
  },
  'apps/optimizer': { name: '@siipro/optimizer', may: ['packages/domain', 'packages/server'] },
};
const layerByName = new Map(Object.entries(layers).map(([folder, layer]) => [layer.name, folder]));

/** The layer a workspace-relative path lies in, if any. */
const layerOfPath = (path) => Object.keys(layers).find((folder) => path === folder || path.startsWith(`${folder}/`));

/** The layer an import names: `@siipro/x[/…]`, or a relative path that leaves the importing file's folder. */
function layerOfImport(source, filename) {
  const packageName = /^@siipro\/[^/]+/.exec(source)?.[0];
  if (packageName) return layerByName.get(packageName);
  if (!source.startsWith('.')) return undefined;
  return layerOfPath(
    relative(root, resolve(dirname(filename), source))
      .split(sep)
      .join('/'),
  );
}

/** The linted file's path from the repository's root, with forward slashes (every rule below reads it). */
const repoPathOf = (context) => relative(root, context.filename).split(sep).join('/');

const isTestFile = (path) => /(^|\/)(test|tests)\//.test(path) || /\.test\.tsx?$/.test(path);

/** `siipro/layers`: every import between workspace layers follows the arrows of `layers`. */
const layerRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const path = repoPathOf(context);
    const from = layerOfPath(path);
    if (!from) return {};
    const allowed = new Set([from, ...layers[from].may, ...(isTestFile(path) ? (layers[from].testsMay ?? []) : [])]);
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (source === undefined) return;
      const to = layerOfImport(source, context.filename);
      if (!to || allowed.has(to)) return;
      const reason = to.startsWith('apps/')
        ? 'no package or app imports an app'
        : `it may import only ${[...allowed].join(', ')}`;
      context.report({ node, message: `${from} may not import ${to}: ${reason} (ARCHITECTURE.md §1).` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The literal source of an import-like node, if it has one. */
const sourceOf = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);

/**
 * `siipro/feature-boundaries`: in apps/web, a feature (`src/features/<name>/`) never imports the composition root
 * (`src/app/`, which creates the services and wires the features into routes; features get the services through
 * ServicesContext), and uses another feature only through its public `index.ts`, never its insides.
 */
const featureRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const path = repoPathOf(context);
    const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1];
    if (!feature) return {};
    const check = (node) => {
      const source = sourceOf(node);
      if (source === undefined || !source.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source))
        .split(sep)
        .join('/');
      if (target === 'apps/web/src/app' || target.startsWith('apps/web/src/app/')) {
        context.report({
          node,
          message: `features/${feature} may not import app/, the composition root: take services from ServicesContext.`,
        });
        return;
      }
      const other = /^apps\/web\/src\/features\/([^/]+)(?:\/(.*))?$/.exec(target);
      if (other && other[1] !== feature && !/^(index(\.tsx?)?)?$/.test(other[2] ?? '')) {
        context.report({
          node,
          message: `features/${feature} may use features/${other[1]} only through its index.ts, not its insides.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * `siipro/ui-tiers`: packages/ui's three tiers (ARCHITECTURE.md §1) import one way — primitives ← patterns ← screens.
 * A primitive imports no pattern or screen, a pattern no screen, and neither uses @siipro/domain: they are the part
 * of the kit another public body's app takes without SIIPRO's rules (their Spanish texts are props with defaults
 * from each component's own texts module). The shared foundations (theme/, styles/, providers/, layout/) import no
 * tier and no domain. Stories, tests and testing/ helpers are not shipped and may show a piece inside a screen.
 * And in every file of packages/ui/src, stories included: no component imports another component folder's `.css`
 * module. A style two components share is defined once in styles/ and composed by both (issue 41: one definition
 * of each style), or the other component is used itself.
 */
const uiTiers = ['primitives', 'patterns', 'screens'];
const uiSource = 'packages/ui/src/';
const uiFoundations = ['theme', 'styles', 'providers', 'layout', 'utils'];
/** The tier (or 'foundation') of a path under packages/ui/src, undefined for the root files and testing/. */
function uiTierOf(path) {
  if (!path.startsWith(uiSource)) return undefined;
  const top = path.slice(uiSource.length).split('/')[0];
  if (uiTiers.includes(top)) return top;
  return uiFoundations.includes(top) ? 'foundation' : undefined;
}
/** The component folder (`screens/GlobalSearch`) a path under packages/ui/src lies in, undefined outside one. */
function uiComponentOf(path) {
  const match = new RegExp(`^${uiSource}(${uiTiers.join('|')})/([^/]+)/`).exec(path);
  return match ? `${match[1]}/${match[2]}` : undefined;
}
const uiTierRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const path = repoPathOf(context);
    if (!path.startsWith(uiSource)) return {};
    const from = uiTierOf(path);
    const ownComponent = uiComponentOf(path);
    const checksTiers = from !== undefined && from !== 'screens' && !/\.(stories|test|measure)\.tsx?$/.test(path);
    const rank = from === 'foundation' ? -1 : uiTiers.indexOf(from);
    const check = (node) => {
      const source = sourceOf(node);
      if (source === undefined) return;
      const target = source.startsWith('.')
        ? relative(root, resolve(dirname(context.filename), source))
            .split(sep)
            .join('/')
        : undefined;
      const owner = target && /\.css(\.ts)?$/.test(target) ? uiComponentOf(target) : undefined;
      if (owner && owner !== ownComponent) {
        context.report({
          node,
          message: `packages/ui's ${ownComponent ?? path.slice(uiSource.length)} may not import ${owner}'s styles: define the shared style once in packages/ui/src/styles/ and compose it from both, or use the component itself.`,
        });
        return;
      }
      if (!checksTiers) return;
      if (source === '@siipro/domain' || source.startsWith('@siipro/domain/')) {
        context.report({
          node,
          message: `packages/ui's ${from} may not use @siipro/domain: only screens know SIIPRO's rules; take a text as a prop with a default from the component's texts module.`,
        });
        return;
      }
      if (target === undefined) return;
      const to = uiTierOf(target);
      if (!to || to === 'foundation') return;
      if (uiTiers.indexOf(to) > rank) {
        context.report({
          node,
          message: `packages/ui's ${from} may not import ${to}: the tiers point one way, primitives ← patterns ← screens (ARCHITECTURE.md §1).`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * `siipro/ui-folders`: in packages/ui/src, a component folder is used only through its `index.ts` — `../ProjectForm`,
 * never `../ProjectForm/ProjectFieldsEditor` — as apps/web's features are, so a folder's insides can change without
 * touching its users, and what it offers is the list in its index. A piece another folder needs is exported from its
 * index, or gets a folder of its own (one component per folder). Three kinds of module are shared by name, being no
 * component: a folder's texts module (`texts.ts`, the defaults of a pattern's Spanish props), its story samples
 * (`*.samples.ts`, never shipped) and its styles (`*.css.ts`, which siipro/ui-tiers already keeps to their owner).
 * Every file counts, stories and tests included: they are read as examples of how to use the kit.
 */
const uiFolderEntry = /^(index(\.tsx?)?|texts(\.ts)?|[^/]+\.samples(\.ts)?|[^/]+\.css(\.ts)?)$/;
const uiFolderRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const path = repoPathOf(context);
    if (!path.startsWith(uiSource)) return {};
    const ownComponent = uiComponentOf(path);
    const check = (node) => {
      const source = sourceOf(node);
      if (source === undefined || !source.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source))
        .split(sep)
        .join('/');
      const match = new RegExp(`^${uiSource}((?:${uiTiers.join('|')})/[^/]+)/(.+)$`).exec(target);
      if (!match || match[1] === ownComponent || uiFolderEntry.test(match[2])) return;
      context.report({
        node,
        message: `packages/ui's ${ownComponent ?? path.slice(uiSource.length)} may use ${match[1]} only through its index.ts ('${source.slice(0, source.length - match[2].length - 1)}'), not its insides (${match[2]}): export the piece from ${match[1]}/index.ts, or give it a folder of its own.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const pattern = (group, message) => ({ group, message });
const database = ['pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*'];

/** Libraries a layer may never use, with the reason a newcomer reads in the lint error. */
const forbidden = {
  domain: [
    pattern(['react', 'react-dom', 'react/*', 'react-dom/*'], 'packages/domain is pure TypeScript: no React.'),
    pattern(
      ['node:*', 'fs', 'path', 'http', 'https', 'net', 'ky', 'swr', 'firebase', 'firebase/*', ...database],
      'packages/domain does no I/O.',
    ),
  ],
  apiClient: [pattern(['react', 'react-dom', 'react/*', 'swr', 'react-router'], 'packages/api-client has no React.')],
  ui: [
    pattern(
      ['swr', 'swr/*', 'ky', 'firebase', 'firebase/*', 'react-router', 'react-router-dom'],
      'packages/ui receives data and callbacks as props: no data fetching, auth or routing (links come through LinkProvider).',
    ),
  ],
  web: [
    pattern(
      ['@vanilla-extract/*'],
      "apps/web writes no CSS of its own: screens compose packages/ui's components and layout primitives (ARCHITECTURE.md §5).",
    ),
  ],
  server: [pattern(['react', 'react-dom', 'react/*', 'react-dom/*'], 'The services have no React.')],
  // A regex, not a `group`: as a gitignore pattern 'zod' also matches 'zod/mini', and cannot be negated for it.
  browser: [
    {
      regex: '^zod(/v3|/v4|/v4/classic)?$',
      message:
        "Code that reaches the browser imports zod from 'zod/mini': classic zod adds ~90 KB (25 KB gzip) to the " +
        'bundle and a 25-45 ms task to every signed-in page load. (The services may use classic zod.)',
    },
  ],
  stateless: [
    pattern(database, 'packages/server and apps/optimizer hold no database: the API owns it (ARCHITECTURE.md §1).'),
  ],
};

const restrict = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups.flat() }] });

/** Tests, which never reach the browser: `forbidden.browser` does not apply to them. */
const testFiles = (folder, extensions = 'ts') => [`${folder}/**/*.test.${extensions}`, `${folder}/**/test/**`];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/drizzle/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: {
      siipro: {
        rules: {
          layers: layerRule,
          'feature-boundaries': featureRule,
          'ui-tiers': uiTierRule,
          'ui-folders': uiFolderRule,
        },
      },
    },
    rules: {
      'siipro/layers': 'error',
      'siipro/feature-boundaries': 'error',
      'siipro/ui-tiers': 'error',
      'siipro/ui-folders': 'error',
    },
  },
  { files: ['packages/domain/**/*.ts'], rules: restrict(forbidden.domain, forbidden.browser) },
  { files: testFiles('packages/domain'), rules: restrict(forbidden.domain) },
  {
    files: ['packages/api-client/**/*.ts'],
    ignores: ['packages/api-client/test/**'],
    rules: restrict(forbidden.apiClient, forbidden.browser),
  },
  { files: ['packages/api-client/src/**/*.test.ts'], rules: restrict(forbidden.apiClient) },
  { files: ['packages/ui/**/*.{ts,tsx}'], rules: restrict(forbidden.ui, forbidden.browser) },
  { files: testFiles('packages/ui', '{ts,tsx}'), rules: restrict(forbidden.ui) },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: restrict(forbidden.web, forbidden.browser) },
  { files: testFiles('apps/web/src', '{ts,tsx}'), rules: restrict(forbidden.web) },
  { files: ['apps/api/**/*.ts'], rules: restrict(forbidden.server) },
  {
    files: ['packages/server/**/*.ts', 'apps/optimizer/**/*.ts'],
    rules: restrict(forbidden.server, forbidden.stateless),
  },
);
