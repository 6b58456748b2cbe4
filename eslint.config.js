// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const web = 'apps/web/src';
const server = 'apps/server/src';

const webFeatures = readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The architecture's boundaries (STYLE.md), checked on the file an import resolves to, so a
 * relative path, the web's `@/` alias and a workspace package name are caught alike. Paths
 * are from the repository's root.
 */
const zones = [
  // Dependencies point one way: web → contract; server → contract, grader; the packages
  // import no app code, and the contract nothing of the grader.
  { target: 'packages', from: 'apps', message: 'Packages import no app code.' },
  { target: 'packages/contract', from: 'packages/grader', message: 'The contract stands alone.' },
  {
    target: 'apps/web',
    from: ['apps/server', 'packages/grader'],
    message: 'The web app talks to the server over HTTP, through the contract.',
  },
  { target: 'apps/server', from: 'apps/web', message: 'The server imports nothing of the web.' },
  // Web: features never import each other; app/ composes them (bulletproof-react).
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; app/ composes them.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features never import the app; the app imports them.',
  },
  {
    target: [`${web}/lib`, `${web}/components`, `${web}/hooks`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code (lib, components, hooks) never imports features or the app.',
  },
  // Server: routes → services → repositories; SQL lives only in repositories (and db/).
  {
    target: `${server}/routes`,
    from: [`${server}/repositories`, `${server}/db`],
    message: 'A route calls a service, never a repository or the database.',
  },
  {
    target: `${server}/repositories`,
    from: `${server}/storage`,
    message: "Repositories hold SQL only; files are the services' business.",
  },
  {
    target: [`${server}/!(repositories|db)/**`, `${server}/*`],
    from: '**/node_modules/{kysely,kysely-*}/**',
    message: 'Kysely is used only in repositories/ and db/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tmp/**',
      'var/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        // Each workspace has its own tsconfig (the web's holds the `@/` alias); there is no
        // root one with references to point at instead.
        createTypeScriptImportResolver({
          project: ['apps/*', 'packages/*', 'e2e'].map((dir) =>
            path.join(root, dir, 'tsconfig.json'),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
);
