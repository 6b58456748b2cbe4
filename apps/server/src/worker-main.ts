import { confineSemiSpaceFlagToMainThread } from '@resumegrader/grader/thread-heap';
import { tuneWebAssemblyTiering } from '@resumegrader/grader/webassembly-tiering';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startAllocatorTrimmer } from './memory/allocator-trim.ts';
import { createGradingRuntime } from './grading/grading-runtime.ts';
import { createStorage } from './storage/create-storage.ts';

/**
 * `npm run worker`: a process that only grades, for scale-out beside API servers started
 * with GRADING_WORKER=off. It shares their PostgreSQL and storage; the embedded PGlite
 * database belongs to the one server process that opened it, so it needs DATABASE_URL.
 */
async function main(): Promise<void> {
  tuneWebAssemblyTiering();
  confineSemiSpaceFlagToMainThread();
  const config = loadConfig();
  if ('pgliteDir' in config.database) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: is required by `npm run worker` (the embedded database serves one process; `npm start` grades in-process)',
    );
  }
  const log = pino({ level: config.logLevel });
  const db = await openDatabase(config.database);
  await migrateToLatest(db);
  const storage = createStorage(config);
  const grading = createGradingRuntime({ config, db, storage, log });
  grading.warmUp();
  grading.startWorkers();
  startAllocatorTrimmer({ log });
  log.info({ threads: config.grading.threads }, 'grading worker started');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing the jobs in hand');
    grading
      .close()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
