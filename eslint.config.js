import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Floors: every import runs down (or stays on its floor). Listed from the bottom; a file may import
 * its own floor and every floor below it, nothing above. docs/architecture.md ("Floors") says the same.
 *
 *   contracts      contracts/                      (the zod schemas the server and the PWA share)
 *   basics         server/{config,product,logger,clock,lifecycle,password-cost,private-files,
 *                  process-guards}.ts, server/net/, migrations/
 *   db             server/{db,db-read,sqlite-client}.ts, server/ops/
 *   integrations   server/integrations/             (mail, push, Stripe, Google, Redis, outbound HTTP)
 *   http           server/http/                     (the request pipeline: no feature)
 *   queue          server/queue/                    (claims, job loops, the mail queue, the claimed job tables: no feature)
 *   shared         server/deps.ts, server/users/    (the app's deps; users: identity, which every feature may use)
 *   features       server/features/<name>/
 *   app            server/{app,app-routes,identity,main,serve}.ts, server/web-app/
 *
 * A feature imports another feature only through that feature's public face, its index.ts; within
 * itself it imports freely. The PWA is apart: web/ and service-worker/ import only contracts/ from
 * outside themselves, web/lib/ imports nothing of web/features/, and the service worker shares the
 * offline outbox and local store of web/lib/ (the only files the two build from in common).
 * scripts/ and tests/ may import anything.
 */
const SERVER_FLOORS = [
  ['contracts', ['contracts/**']],
  ['basics', ['server/{config,product,logger,clock,lifecycle,password-cost,private-files,process-guards}.ts', 'server/net/**', 'migrations/**']],
  ['db', ['server/{db,db-read,sqlite-client}.ts', 'server/ops/**']],
  ['integrations', ['server/integrations/**']],
  ['app', ['server/{app,app-routes,identity,main,serve}.ts', 'server/web-app/**']],
  ['http', ['server/http/**']],
  ['queue', ['server/queue/**']],
  ['shared', ['server/deps.ts', 'server/users/**']],
  ['features', ['server/features/**']],
];
const FLOOR_ORDER = ['contracts', 'basics', 'db', 'integrations', 'http', 'queue', 'shared', 'features', 'app'];
const floorsUpTo = (floor) => FLOOR_ORDER.slice(0, FLOOR_ORDER.indexOf(floor) + 1);
const category = (name) => ({ file: { categories: name } });
const anyCategory = (names) => ({ file: { categories: { anyOf: names } } });

const floorsConfig = {
  files: ['server/**/*.ts', 'contracts/**/*.ts', 'migrations/**/*.ts', 'web/**/*.{ts,tsx}', 'service-worker/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: ['./tsconfig.json', './tsconfig.sw.json'], noWarnOnMultipleProjects: true } },
    'boundaries/elements': [
      // Only to tell one feature from another: imports within an element are its own business.
      { type: 'feature', pattern: 'server/features/*', capture: ['feature'], partialMatch: false },
    ],
    'boundaries/files-single-match': true,
    'boundaries/files': [
      ...SERVER_FLOORS.flatMap(([floor, patterns]) => patterns.map((pattern) => ({ category: floor, pattern }))),
      { category: 'service-worker', pattern: 'service-worker/**' },
      { category: 'web-lib-shared', pattern: 'web/lib/{outbox/core,local-store}/**' },
      { category: 'web-lib', pattern: 'web/lib/**' },
      { category: 'web', pattern: 'web/**' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkInternals: true,
        policies: [
          ...FLOOR_ORDER.filter((floor) => floor !== 'features').map((floor) => ({ from: category(floor), allow: { to: anyCategory(floorsUpTo(floor)) } })),
          // A feature: every floor below, itself, and another feature's index.ts.
          { from: category('features'), allow: { to: anyCategory(floorsUpTo('shared')) } },
          { from: category('features'), allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
          { from: category('features'), allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
          { from: anyCategory(['web', 'web-lib', 'web-lib-shared']), allow: { to: anyCategory(['contracts', 'web-lib', 'web-lib-shared']) } },
          { from: category('web'), allow: { to: category('web') } },
          { from: category('service-worker'), allow: { to: anyCategory(['contracts', 'service-worker', 'web-lib-shared']) } },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.sw.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
    },
  },
  {
    // On the server `void promise` is no excuse either: a rejection there escapes every handler (and
    // a request may hang). web/ and service-worker/ still use `void` for fire-and-forget UI calls (69
    // places), each of which ends in a handler of its own.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  floorsConfig,
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
