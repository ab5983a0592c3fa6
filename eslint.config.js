// One flat config for the whole workspace. Besides the usual TypeScript and React rules it enforces the import
// arrows of ARCHITECTURE.md §1: domain ← api-client ← web; domain ← ui ← web; domain ← api; domain ← optimizer.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const pattern = (group, message) => ({ group, message });

/** Packages a layer may never import, with the reason a newcomer reads in the lint error. */
const forbidden = {
  domain: [
    pattern(['react', 'react-dom', 'react/*', 'react-dom/*'], 'packages/domain is pure TypeScript: no React.'),
    pattern(
      ['node:*', 'fs', 'path', 'http', 'https', 'net', 'ky', 'swr', 'firebase', 'firebase/*', 'pg', '@electric-sql/*'],
      'packages/domain does no I/O.',
    ),
    pattern(
      ['@siipro/ui', '@siipro/ui/*', '@siipro/api-client', '@siipro/web', '@siipro/api', '@siipro/optimizer'],
      'packages/domain is the bottom layer: it imports no other workspace package.',
    ),
  ],
  apiClient: [
    pattern(['react', 'react-dom', 'react/*', 'swr', 'react-router'], 'packages/api-client has no React.'),
    pattern(
      ['@siipro/ui', '@siipro/ui/*', '@siipro/web', '@siipro/api', '@siipro/optimizer'],
      'packages/api-client depends only on @siipro/domain.',
    ),
  ],
  ui: [
    pattern(
      ['swr', 'swr/*', 'ky', 'firebase', 'firebase/*', 'react-router', 'react-router-dom'],
      'packages/ui receives data and callbacks as props: no data fetching, auth or routing (links come through LinkProvider).',
    ),
    pattern(
      ['@siipro/api-client', '@siipro/web', '@siipro/api', '@siipro/optimizer'],
      'packages/ui depends only on @siipro/domain.',
    ),
  ],
  server: [
    pattern(
      ['react', 'react-dom', '@siipro/ui', '@siipro/ui/*', '@siipro/web', '@siipro/api-client'],
      'Server apps depend only on @siipro/domain.',
    ),
  ],
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
  { files: ['packages/domain/**/*.ts'], rules: restrict(forbidden.domain) },
  {
    files: ['packages/api-client/**/*.ts'],
    ignores: ['packages/api-client/test/**'],
    rules: restrict(forbidden.apiClient),
  },
  { files: ['packages/ui/**/*.{ts,tsx}'], rules: restrict(forbidden.ui) },
  { files: ['apps/api/**/*.ts', 'apps/optimizer/**/*.ts'], rules: restrict(forbidden.server) },
);
