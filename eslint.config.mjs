// One lint for the whole repository: TypeScript's recommended rules, the type-aware rules that
// catch forgotten promises, React's hooks rules, the boundaries that keep the front ends growable
// (no imports between features, between apps, or around the shared router and antd modules), and
// no literal UI text in components (texts come from the message catalogues, ready for translation).
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noLiteralUiText from './tools/src/lint/no-literal-ui-text.cjs';

const FRONT_ENDS = ['shell/src', 'shell/session/src', 'shell/ui/src', 'mfe-public/src', 'mfe-account/src', 'mfe-admin/src'];
const frontEndFiles = FRONT_ENDS.map((dir) => `${dir}/**/*.{ts,tsx}`);
/** Tests and their helpers name the texts they look for. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}'];
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'shell/dev/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore marks what is unused on purpose (a destructured-away field, say).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Type-aware: each file is checked with its workspace's tsconfig (the project service); the
    // few files outside every tsconfig (root configs, the benchmarks' scripts) with a default one.
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', 'bench/*.ts', 'bench/web/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: frontEndFiles,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import it through '@nivasa/ui/router', the one router every app shares." },
            { name: 'react-router-dom', message: "Import it through '@nivasa/ui/router', the one router every app shares." },
            { name: 'antd', message: "Import it through '@nivasa/ui/antd' (or antd-fields, antd-display), the one antd every app shares." },
          ],
          patterns: [
            {
              group: ['antd/*', 'react-router/*', 'react-router-dom/*'],
              message: "Import it through '@nivasa/ui/antd' or '@nivasa/ui/router'.",
            },
          ],
        },
      ],
    },
    settings: {
      'boundaries/elements': [
        { type: 'feature', partialMatch: false, pattern: '*/src/features/*/**', capture: ['app', 'feature'] },
        { type: 'route', partialMatch: false, pattern: '*/src/{app,pages}/**', capture: ['app'] },
        { type: 'app', partialMatch: false, pattern: '*/src/**', capture: ['app'] },
        { type: 'package', partialMatch: false, pattern: 'shell/*/src/**', capture: ['package'] },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
  },
  {
    files: frontEndFiles,
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // A feature stands alone: what two features share belongs in the app or in @nivasa/ui.
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            },
            {
              // Features are used by pages and the app shell, never the other way round.
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'route' } } },
            },
            {
              // Each remote is shipped by its own team: apps reach each other only through federation.
              from: { element: { types: { anyOf: ['feature', 'route', 'app'] } } },
              disallow: {
                to: { element: { types: { anyOf: ['feature', 'route', 'app'] }, captured: { app: '!{{ from.element.captured.app }}' } } },
              },
            },
            {
              // The shared packages serve every app and know none of them.
              from: { element: { type: 'package' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'route', 'app'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // UI texts come from the message catalogues (services/contracts/src/messages.ts, or an app's
    // src/messages.ts), ready for translation: no text written into a component, nor into the
    // constant data of a .ts module (a list of links' labels); the rule lets catalogues be.
    files: frontEndFiles,
    ignores: TEST_FILES,
    plugins: { nivasa: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'nivasa/no-literal-ui-text': 'error' },
  },
  {
    // The shared modules that re-export the router and antd, and test helpers (a memory router
    // is for tests only; the rule is about one router at run time).
    files: ['shell/ui/src/router.ts', 'shell/ui/src/antd{,-fields,-display,-locale}.ts', '**/test-*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import them from '../support/test', whose test closes the browser contexts it opens.",
            },
          ],
        },
      ],
    },
  },
);
