import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Browser and network globals the domain module must not touch: storage, clock and location are
// passed in, so its rules stay pure and testable.
const browserGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'navigator',
  'history',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
];

const generatedOnlyThroughApi = {
  group: ['**/generated/**', '**/generated'],
  message: 'Only src/api imports generated/; import from src/api instead.',
};
const httpOnlyInApi = {
  group: ['axios', 'axios/*'],
  message: 'HTTP calls live in src/api (the generated hooks); screens never call the network directly.',
};

/** A layer of the zones: it may import itself and the layers named. */
const layer = (type, allowed) => ({
  from: { element: { type } },
  allow: [type, ...allowed].map((to) => ({ to: { element: { type: to } } })),
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Builds made beside dist/ (npm run bench builds dist-bench/; parallel e2e runs use dist-<name>/).
      'dist-*',
      'generated',
      'node_modules',
      'coverage',
      'reports',
      'test-results',
      'playwright-report',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The React Compiler's rules analyse each component: worth it for the app's code, not for its
    // tests (two thirds of the lint's time went to that analysis), which keep the rules of hooks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render HTML only through the reviewed sanitising component in src/ui.',
        },
        {
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message: 'Render HTML only through the reviewed sanitising component in src/ui.',
        },
        {
          selector:
            "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/], CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Render HTML only through the reviewed sanitising component in src/ui.',
        },
        // An iframe's srcdoc is a whole HTML document: the e-mail frame of safe-html.tsx is the only one.
        {
          selector:
            "JSXAttribute[name.name=/^srcdoc$/i], Property[key.name=/^srcdoc$/i], AssignmentExpression > MemberExpression.left[property.name=/^srcdoc$/i], CallExpression[callee.property.name='setAttribute'][arguments.0.value=/^srcdoc$/i]",
          message: 'Render HTML only through the reviewed sanitising component in src/ui.',
        },
      ],
    },
  },
  // TanStack Query as its authors intend: stable query clients, exhaustive keys, no rest-spread of results.
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  // The layers of shared/STYLE.md as zones (README, "Layout"): domain, lib, config and ui → api →
  // features → app. A feature imports no other feature and nothing of app/ (the path table and the
  // code steps' navigation state are in config/). Resolved by file, so relative paths cannot slip through.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['src/**/*', 'generated/**/*'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain', partialMatch: false },
        { type: 'lib', pattern: 'src/lib', partialMatch: false },
        // The path table and the code steps' navigation state: tables every layer above may read.
        { type: 'config', pattern: 'src/config', partialMatch: false },
        { type: 'ui', pattern: 'src/ui', partialMatch: false },
        { type: 'api', pattern: 'src/api', partialMatch: false },
        { type: 'generated', pattern: 'generated', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        // The dev server's own tools (src/dev/mock-scenarios): added to the page by a Vite plugin, never imported.
        { type: 'dev', pattern: 'src/dev', partialMatch: false },
        { type: 'entry', pattern: 'src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            layer('domain', []),
            layer('lib', []),
            layer('config', ['lib', 'domain']),
            layer('ui', ['config', 'lib', 'domain']),
            layer('api', ['generated', 'config', 'ui', 'lib', 'domain']),
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
                ...['api', 'config', 'ui', 'lib', 'domain'].map((type) => ({ to: { element: { type } } })),
              ],
            },
            layer('app', ['feature', 'api', 'config', 'ui', 'lib', 'domain']),
            layer('entry', ['app', 'lib']),
            layer('dev', ['api', 'ui', 'lib', 'domain']),
          ],
        },
      ],
    },
  },
  // The one reviewed component that renders HTML, through DOMPurify (README, "Security").
  { files: ['src/ui/safe-html.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  // Import direction (shared/STYLE.md): only src/api imports generated/ or makes HTTP calls.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [generatedOnlyThroughApi, httpOnlyInApi] }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'HTTP calls live in src/api.' },
        { name: 'XMLHttpRequest', message: 'HTTP calls live in src/api.' },
      ],
    },
  },
  // The domain module is plain TypeScript over plain data.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            generatedOnlyThroughApi,
            httpOnlyInApi,
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                'react-router',
                'react-router/*',
                '@mantine/*',
                '@tanstack/*',
                'leaflet',
                '@sentry/*',
              ],
              message: 'src/domain is pure: no React, router, Mantine, TanStack, map or telemetry code.',
            },
            {
              group: ['**/app/**', '**/features/**', '**/ui/**', '**/lib/**', '**/api', '**/api/**'],
              message: 'src/domain imports only other domain files; it declares the shapes it reads.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...browserGlobals.map((name) => ({ name, message: 'Pass it in: src/domain is pure.' })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in: src/domain is pure.' },
      ],
    },
  },
);
