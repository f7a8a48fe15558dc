// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports a part of the code base may not make: the layers point one way (docs/decisions/009-resource-kit.md). */
const forbid = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

/**
 * The server's domains (docs/decisions/042-server-domains.md), each with the domains it may import: everything else
 * of packages/server/src/domains is out of its reach, so the imports between domains point one way. A domain's data
 * access (`x.ts`) never imports plugins/, routes/ or a route module; its route modules (`x.routes.ts`) take the
 * request's caller from plugins/auth.ts and the handler kit from routes/, never the registry (routes/index.ts).
 */
const serverDomains = (below) =>
  Object.entries(below).flatMap(([domain, allowed]) => {
    const dir = `packages/server/src/domains/${domain}`;
    const others = Object.keys(below).filter((d) => d !== domain && !allowed.includes(d));
    const shared = [
      {
        regex: '^(\\.\\./)+(seed/|app\\.js$|main\\.js$|cli\\.js$)',
        message: 'A domain never imports the seed or the entry points (app, main, cli).',
      },
      {
        regex: '^(\\.\\./)+routes/index\\.js$',
        message: 'routes/index.ts registers the domains: none imports it.',
      },
      ...(others.length
        ? [
            {
              regex: `^\\.\\./(\\.\\./domains/)?(${others.join('|')})/`,
              message: `domains/${domain} imports ${allowed.length ? `only ${allowed.join(', ')}` : 'no other domain'} (decision 042).`,
            },
          ]
        : []),
    ];
    return [
      {
        ...forbid(
          [`${dir}/**/*.{ts,mjs}`],
          [
            ...shared,
            {
              regex: '^(\\.\\./)+(plugins|routes)/|\\.routes\\.js$',
              message: "A domain's data access never imports plugins/, routes/ or a route module.",
            },
          ],
        ),
        ignores: [`${dir}/**/*.routes.ts`],
      },
      forbid(
        [`${dir}/**/*.routes.ts`],
        [
          ...shared,
          {
            regex: '^(\\.\\./)+plugins/(?!auth\\.js$)',
            message: 'A route module takes only the caller from plugins/ (plugins/auth.ts).',
          },
        ],
      ),
    ];
  });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.builds/**',
      'storybook-static/**',
      '.storybook-builds/**',
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
  // Server layers point down: routes/ (the registry and the handler kit) → domains/ → db/; lib/ is below them all.
  // Between domains: platform at the bottom, reports at the top; access and stock, production and orders never
  // import each other.
  ...serverDomains({
    platform: [],
    books: ['platform'],
    catalogue: ['platform', 'books'],
    access: ['platform', 'catalogue'],
    stock: ['platform', 'books', 'catalogue'],
    production: ['platform', 'books', 'catalogue', 'stock'],
    orders: ['platform', 'books', 'catalogue', 'stock'],
    reports: ['platform', 'books', 'catalogue', 'stock', 'production', 'orders'],
    // The production plan (decision 053): what orders and standing orders ask of production.
    planning: ['platform', 'books', 'catalogue', 'stock', 'production', 'orders'],
  }),
  forbid(
    ['packages/server/src/db/**/*.ts'],
    [{ regex: '^\\.\\./(domains|routes|plugins|seed)/', message: 'db/ is the bottom layer.' }],
  ),
  forbid(
    ['packages/server/src/lib/**/*.ts'],
    [{ regex: '^\\.\\./(domains|routes|plugins|seed|db)/', message: 'lib/ is below every layer.' }],
  ),
  forbid(
    ['packages/server/src/routes/**/*.ts'],
    [{ regex: '^\\.\\./seed/', message: 'Routes never import the seed.' }],
  ),
);
