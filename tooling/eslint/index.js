// The shared lint config: TypeScript, React hooks, accessibility, and the architecture's
// dependency rules (docs: ../../README.md#layout) expressed as import restrictions.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { lotusBoundaries } from './boundaries.js';

const webApps = ['apps/member', 'apps/agent', 'apps/speed', 'apps/console'];
const appNames = ['member', 'agent', 'speed', 'console', 'server'];

/**
 * One app may not import another, by package name or by a path (the server's domains share names
 * with the web apps, so its relative imports are not checked by name).
 */
const otherApps = (self) =>
  appNames
    .filter((name) => name !== self)
    .flatMap((name) => [
      `@lotus/${name}`,
      `**/apps/${name}/**`,
      ...(self === 'server' ? [] : [`../${name}/**`, `../../${name}/**`]),
    ]);

/**
 * What a web app (or app-shell) may not import: another app, ky, the contract's schemas and, outside
 * app-shell's routing, the router library itself (`routerClosed`).
 */
const webPatterns = (self, routerClosed) => [
  { group: [...otherApps(self), 'ky'] },
  // Web apps take the calls' declarations and types from the contract, never its zod schemas: they
  // stay out of the bundles.
  {
    group: ['@lotus/contract/*/schemas', '@lotus/contract/envelope'],
    allowTypeImports: true,
    message: 'Web apps import contract declarations and types only, not schemas.',
  },
  ...(routerClosed
    ? [
        {
          group: ['wouter', 'wouter/*', 'regexparam', 'react-router', 'react-router/*', 'react-router-dom'],
          message:
            'Routing goes through @lotus/app-shell/routing, the one door to the router (decision 0015).',
        },
      ]
    : []),
];

const restrict = (files, patterns, paths = []) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }],
  },
});

export const lotusLint = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '.data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Code that breaks each rule on purpose, for the rules' own test (lint-rules.test.js).
      'tooling/eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Node runs TypeScript by stripping types: use an `as const` object instead of an enum.',
        },
        { selector: 'TSModuleDeclaration[kind="namespace"]', message: 'No namespaces: use modules.' },
        { selector: 'ExportAllDeclaration', message: 'Export by explicit names (no `export *`).' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  // Dependency rules of the architecture.
  restrict(['packages/**'], ['**/apps/**', ...appNames.map((name) => `@lotus/${name}`)]),
  restrict(
    ['packages/contract/**'],
    [{ regex: '^(?!zod$|vitest$|\\.)', message: 'contract depends on zod alone.' }],
  ),
  restrict(
    ['packages/validation/**'],
    [
      {
        regex: '^(?!vitest$|@lotus/contract(/|$)|\\.)',
        message: 'validation depends on nothing but the standard library.',
      },
    ],
  ),
  {
    // The game maths runs unchanged and synchronously in the browser and on the server: no node:crypto,
    // no packages (its tests may compare against node:crypto). tsconfig.source.json keeps out DOM globals.
    files: ['packages/games/**'],
    ignores: ['**/*.test.ts', 'packages/games/vitest.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@lotus/contract(/|$)|\\.)',
              message: 'games depends on nothing but the standard language (and contract types).',
            },
          ],
        },
      ],
    },
  },
  restrict(['packages/ui/**'], ['@lotus/*', 'zustand', 'ky', 'i18next', 'react-i18next', '@tanstack/*']),
  restrict(
    ['packages/api-client/**'],
    ['react', 'react-dom', 'zustand', '@lotus/ui', '@lotus/i18n', '@lotus/app-shell'],
  ),
  restrict(['packages/i18n/**'], ['@lotus/ui', '@lotus/api-client', '@lotus/app-shell', 'zustand', 'ky']),
  restrict(
    ['apps/server/**'],
    [...otherApps('server'), '@lotus/ui', '@lotus/app-shell', '@lotus/api-client', 'react', 'react-dom'],
  ),
  {
    // A domain reaches another domain through its service, never through its tables; a web feature
    // reaches another through its index.ts, and lib/ and shell/ reach none (boundaries.js).
    files: ['apps/**/*.ts', 'apps/**/*.tsx'],
    plugins: { lotus: lotusBoundaries },
    rules: {
      'lotus/no-foreign-tables': 'error',
      'lotus/feature-boundaries': 'error',
      'lotus/no-room-cycles': 'error',
    },
  },
  {
    // No import cycles anywhere: a cycle is two modules that cannot be understood (or loaded) apart.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // The imported modules are TypeScript too: without this parser their imports go unread.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Rules that need the types: a promise nobody awaits in the ledger is money nobody checked.
    files: ['**/*.ts', '**/*.tsx'],
    // Tool configs and scripts belong to no TypeScript project.
    ignores: [
      '**/vitest.config.ts',
      '**/vite.config.ts',
      '**/.storybook/**',
      'tooling/scripts/**',
      'tooling/vite/**',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname + '/../..' },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  ...[...webApps, 'packages/app-shell'].map((app) => {
    const self = app.split('/')[1];
    return {
      files: [`${app}/**`],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: webPatterns(self, true) }] },
    };
  }),
  {
    // app-shell's routing is the router's one door: the only code that imports the library.
    files: ['packages/app-shell/src/routing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: webPatterns('app-shell', false) }],
    },
  },
  {
    files: [...webApps.map((app) => `${app}/src/**`), 'packages/app-shell/src/**'],
    ignores: ['**/lib/**', 'packages/app-shell/src/*-store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zustand', message: 'Use zustand through the store modules in lib/.' }] },
      ],
    },
  },
  {
    files: [...webApps.map((app) => `${app}/src/**`), 'packages/**/src/**'],
    ignores: ['packages/app-shell/src/storage.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use localStore from @lotus/app-shell.' },
        { object: 'window', property: 'sessionStorage', message: 'Use sessionStore from @lotus/app-shell.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use localStore from @lotus/app-shell.' },
        { name: 'sessionStorage', message: 'Use sessionStore from @lotus/app-shell.' },
      ],
    },
  },
  {
    files: ['packages/games/**', 'apps/server/src/**'],
    ignores: ['**/*.test.ts', 'packages/games/vitest.config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Outcomes, seeds, tokens and codes come from node:crypto.',
        },
      ],
    },
  },
);
