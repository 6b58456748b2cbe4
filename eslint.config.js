// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Dependencies point one way (STYLE.md): web → contract; server → contract, grader. */
const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) => ({
        group,
        message: 'This import crosses an architecture boundary (see STYLE.md).',
      })),
    },
  ],
});

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
    files: ['packages/contract/**'],
    rules: restrict([
      ['@resumegrader/*', '!@resumegrader/contract', '!@resumegrader/contract/**'],
      ['**/apps/**'],
    ]),
  },
  {
    files: ['packages/grader/**'],
    rules: restrict([['@resumegrader/server*', '@resumegrader/web*'], ['**/apps/**']]),
  },
  {
    files: ['apps/web/**'],
    rules: restrict([
      ['@resumegrader/server*', '@resumegrader/grader*'],
      ['**/apps/server/**', '**/packages/**'],
    ]),
  },
  { files: ['apps/server/**'], rules: restrict([['@resumegrader/web*'], ['**/apps/web/**']]) },
  // Features never import each other; app/routes composes them (bulletproof-react).
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: restrict([
      ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'],
    ]),
  })),
);
