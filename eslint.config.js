// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports a part of the code base may not make: the layers point one way (docs/decisions/009-resource-kit.md). */
const forbid = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.builds/**',
      'storybook-static/**',
      '.test-results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/api-client/src/schema.d.ts',
      'packages/server/drizzle/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The design system knows nothing of the API or the app.
  forbid(
    ['packages/ui/**/*.{ts,tsx}'],
    [
      {
        group: [
          '@pawon/api-client',
          '@pawon/api-client/*',
          '@pawon/app',
          '@pawon/app/*',
          '@pawon/server',
          '@pawon/server/*',
        ],
        message: 'ui never imports the API client or the app.',
      },
    ],
  ),
  // The API client knows nothing of React or the app.
  forbid(
    ['packages/api-client/src/**/*.ts'],
    [
      {
        group: ['react', 'react-dom', 'jotai', '@pawon/ui', '@pawon/app', '@pawon/ui/*', '@pawon/app/*'],
        message: 'The API client knows nothing of React or the app.',
      },
    ],
  ),
  // A feature never imports another feature or the app shell; shared pieces live in lib/ or @pawon/ui.
  forbid(
    ['packages/app/src/features/**/*.{ts,tsx}'],
    [
      {
        regex: '^\\.\\./(?!\\.\\./)',
        message: 'A feature never imports another feature: move the shared piece to lib/ or @pawon/ui.',
      },
      { regex: '^(\\.\\./)+(app|features)/', message: 'A feature never imports app/ or another feature.' },
    ],
  ),
  forbid(
    ['packages/app/src/lib/**/*.{ts,tsx}'],
    [
      {
        regex: '^(\\.\\./)+(app|features)/',
        message: 'lib/ is shared by every feature: it never imports app/ or a feature.',
      },
    ],
  ),
  // Server layers point down: routes → services → db; lib is below them all.
  forbid(
    ['packages/server/src/services/**/*.ts'],
    [
      {
        regex: '^\\.\\./(routes|plugins|seed)/',
        message: 'A service never imports a route, a plugin or the seed.',
      },
    ],
  ),
  forbid(
    ['packages/server/src/db/**/*.ts'],
    [{ regex: '^\\.\\./(services|routes|plugins|seed)/', message: 'db/ is the bottom layer.' }],
  ),
  forbid(
    ['packages/server/src/lib/**/*.ts'],
    [{ regex: '^\\.\\./(services|routes|plugins|seed|db)/', message: 'lib/ is below every layer.' }],
  ),
  forbid(
    ['packages/server/src/routes/**/*.ts'],
    [{ regex: '^\\.\\./seed/', message: 'Routes never import the seed.' }],
  ),
);
