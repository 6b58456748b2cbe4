import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createPgliteKysely } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { isRecorded, recordGrader } from './support/canned-grader.ts';
import { dropRunSchemas, skipPostgres } from './support/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory; each test file loads its own copy. */
    pgliteTemplatePath: string;
    /** Prefixes this run's PostgreSQL schemas, so parallel runs never drop each other's. */
    testRunId: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const graderDir = path.join(repoRoot, 'packages/grader');
const tmpDir = path.join(repoRoot, '.tmp');
const templatePrefix = 'pglite-template-';
const staleAfterMs = 60 * 60 * 1000;

/** The installed PGlite's version; its package.json is not exported, so found by its entry. */
async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return version;
}

/**
 * Runs once per `vitest run`, before any server test file. A fresh PGlite takes seconds to
 * initialise, loading a dump of one takes well under one, so the migrated database is built
 * here once and every test file opens its own in-memory copy (epic-stack's global-setup).
 * The grader's answers for the canned pools are made ready here too.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');
  // Grading and previews run the grader's built worker (Node 20 threads cannot load TS).
  execFileSync(process.execPath, ['build.mjs'], { cwd: graderDir, stdio: 'inherit' });
  await mkdir(tmpDir, { recursive: true });
  await removeStaleTemplates();
  // Side by side: the recording waits mostly for the grader's threads.
  const [templatePath] = await Promise.all([migratedTemplate(runId), recordCannedGrader()]);

  project.provide('pgliteTemplatePath', templatePath);
  project.provide('testRunId', runId);

  return async () => {
    await rm(templatePath, { force: true });
    // Every schema of the run, with its job queue's beside it: dropped here, once no file
    // migrates any more (support/databases.ts).
    if (!skipPostgres) await dropRunSchemas(runId);
  };
}

/** A tar of a migrated PGlite data directory, for this run. */
async function migratedTemplate(runId: string): Promise<string> {
  const pglite = await PGlite.create({ loadDataDir: await emptyCluster() });
  const db = createPgliteKysely(pglite);
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const templatePath = path.join(tmpDir, `${templatePrefix}${runId}.tar`);
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  return templatePath;
}

/**
 * The real grader's answers that the canned pools give (support/canned-grader.ts). Recording
 * waits for harper's start-up, seconds; the answers depend only on the grader's build just
 * made, the packages it loads and Node, so they are recorded again only when one changes.
 */
async function recordCannedGrader(): Promise<void> {
  const version = createHash('sha256').update(process.version);
  for (const file of [
    path.join(graderDir, 'dist/worker.js'),
    path.join(graderDir, 'dist/document-worker.js'),
    path.join(repoRoot, 'package-lock.json'),
  ]) {
    version.update(await readFile(file));
  }
  const graderVersion = version.digest('hex');
  if (await isRecorded(graderVersion)) return;
  // Loaded only to record: the app's modules take seconds to load.
  const { testGradingPool, testDocumentPool } = await import('./support/app.ts');
  const grading = testGradingPool();
  const previews = testDocumentPool();
  try {
    await recordGrader(graderVersion, { grading, previews });
  } finally {
    await grading.close();
    await previews.close();
  }
}

/**
 * The data directory of a freshly initialised, empty PGlite. Creating one runs initdb, which
 * is the slow part; its result depends only on the PGlite version, so it is kept across runs
 * under that version. The migrations still run from scratch on every run.
 */
async function emptyCluster(): Promise<Blob> {
  const file = path.join(tmpDir, `pglite-initdb-${await pgliteVersion()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written under a private name first, so a parallel run never reads half a file.
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** Templates of runs that were killed before their teardown. */
async function removeStaleTemplates(): Promise<void> {
  for (const name of await readdir(tmpDir)) {
    if (!name.startsWith(templatePrefix)) continue;
    const file = path.join(tmpDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > staleAfterMs) await rm(file, { force: true });
  }
}
