import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * `npm run lint` (also a step of `npm test`). Beyond the usual bug-catching rules it guards the
 * layers: an import that runs against the arrows, a web feature reaching into another, or an
 * import cycle fails here, with a message that names the rule broken.
 * scripts/test/unit/lint-layers.test.ts proves each rule bites.
 */
const root = import.meta.dirname;

/**
 * functions/src, bottom to top: a layer may import the layers before it, never one after.
 * content/ (the signs and orishas catalogue: data and pure builders, and what counts as a filled
 * section) sits under domain/, whose question builders read it.
 */
const FUNCTION_LAYERS = ['lib', 'content', 'domain', 'data', 'services', 'http', 'handlers'];

const functionLayerZones = FUNCTION_LAYERS.slice(0, -1).map((layer, i) => {
  const above = FUNCTION_LAYERS.slice(i + 1);
  return {
    target: `functions/src/${layer}`,
    from: above.map((upper) => `functions/src/${upper}`),
    message: `Layers run one way in functions/src: ${FUNCTION_LAYERS.join(' < ')}; ${layer}/ must not import ${above.join('/')}.`,
  };
});

// Read at load time so a new feature folder is guarded without touching this file.
const features = readdirSync(resolve(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webZones = [
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'A web feature never imports another feature: move what both need to web/src/components or web/src/lib.',
  })),
  {
    // The shell (app/: router, layout, guards; main.tsx) is the top: it lazily loads the
    // feature screens. Everything else is shared by the features and must not reach up.
    target: ['web/src/components', 'web/src/lib', 'web/src/config', 'web/src/i18n'],
    from: ['web/src/features', 'web/src/app'],
    message: 'Shared web folders (components, lib, config, i18n) never import a feature or the app shell.',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'Features do not import the app shell (app/ imports them).',
  },
  {
    // Tests may read the server's catalogue to check the client against it; the shipped SPA
    // must never bundle server code.
    target: 'web/src/**/!(*.test).{ts,tsx}',
    from: ['functions/**', 'infra/**', 'scripts/**'],
    message: 'The SPA does not import server, infra or script code; share it through shared/.',
  },
];

const workspaceZones = [
  {
    target: 'shared/src',
    from: ['functions', 'web', 'infra', 'scripts'],
    message: 'shared/ is the contract at the bottom: it imports nothing from the workspaces that use it.',
  },
  {
    target: 'functions/src',
    from: ['web', 'infra', 'scripts'],
    message: 'Lambda code imports only functions/src and shared/ (the local stack and infra import it, not the reverse).',
  },
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/cdk.out/',
    'test-results/',
    'playwright-report/',
    '.ddb-data/',
    'infra/test/fixtures/web-dist/',
    // Deliberately broken files for the test that proves the layer and cycle rules bite.
    'scripts/test/fixtures/lint/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // One lint run is one process: keep every resolution for the whole run (the default, 30 s,
      // makes a slow run on busy cores resolve the same imports again).
      'import-x/cache': { lifetime: Infinity },
      // Follows the workspaces' package exports and maps `.js` specifiers to the `.ts` files.
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // Unused bindings are dead code or a forgotten call; `_`-prefixed ones are deliberate.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...functionLayerZones, ...workspaceZones, ...webZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },

  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. v7's `recommended` adds the React Compiler checks, which compile
    // every component: measured here they double the whole lint (about 26 s more CPU for
    // web/src alone, past the one-minute budget on this machine's two busy cores), the app does
    // not use the compiler, and they flag the "latest value in a ref, read in a callback"
    // pattern the game pages rely on. Warnings fail `npm run lint` (--max-warnings 0).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The preset's own languageOptions (JSX on) are left out: the TypeScript parser reads JSX
    // from the .tsx extension anyway, and different parser options would make import-x parse
    // every module a second time for the cycle check (its cache is keyed by them).
    files: ['web/src/**/*.tsx'],
    plugins: jsxA11y.flatConfigs.recommended.plugins,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Option cards put the label text one level deeper than the default depth (2) looks.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // A scrollable region must take focus so keyboard users can scroll it (axe
      // 'scrollable-region-focusable'); the preset already allows tab panels.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Nothing imports a test file, so no cycle can run through one: skip the graph walk there.
    files: ['**/*.test.ts', '**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // The service worker's own scripts (web/public/push-handler.js): a worker's globals, not a page's.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Playwright reads a fixture's dependencies from its first parameter, which must be an
    // object pattern even when it needs none (`async ({}, use) => ...`).
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Tests poke at JSON answers, and the bench reads other programs' reports (Lighthouse,
    // Playwright, the running API) only to print figures: an `any` there is the response under
    // test, not a hole in the app's types. Production code keeps the rule.
    files: ['**/test/**/*.ts', '**/*.test.ts', 'e2e/**/*.ts', 'scripts/src/bench*.ts', 'scripts/src/bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]);
