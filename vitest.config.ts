import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * One run for the whole repository: `npx vitest run` runs every project, a workspace's
 * `npm test` runs its own (`vitest run --root ../.. --project <name>`), so the project names
 * below must match those scripts. The web app is tested in the browser (e2e/); its pure
 * logic (sizes, checks, counters) also has unit tests here.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'lint',
          root: repoRoot,
          environment: 'node',
          include: ['eslint.config.test.ts', 'regex-complexity.test.ts'],
          // ESLint loads typescript-eslint and the import resolver first: seconds when busy.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: path.join(repoRoot, 'packages/contract'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'grader',
          root: path.join(repoRoot, 'packages/grader'),
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Real PDFs through WASM on a 2-core machine: generous, but bounded. Hooks set up
          // harper (seconds, more under load).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': path.join(repoRoot, 'apps/web/src') } },
        test: {
          name: 'web',
          root: path.join(repoRoot, 'apps/web'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: path.join(repoRoot, 'apps/server'),
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Builds the migrated PGlite template and readies the canned grader once per run.
          globalSetup: ['test/global-setup.ts'],
          // Opening a database copy or a PostgreSQL schema takes a moment on a busy machine.
          hookTimeout: 30_000,
          testTimeout: 15_000,
          // These files mostly wait (databases, the job queue's polls, password hashing on
          // libuv's threads): one per core, not vitest's one fewer, nearly halves the run on
          // two cores. A project's own worker count needs a group of its own.
          maxWorkers: '100%',
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
