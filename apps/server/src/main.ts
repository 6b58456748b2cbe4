import { confineSemiSpaceFlagToMainThread } from '@resumegrader/grader/thread-heap';
import { tuneWebAssemblyTiering } from '@resumegrader/grader/webassembly-tiering';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startAllocatorTrimmer } from './memory/allocator-trim.ts';
import { stopTimeoutMs } from './queue/grading-queue.ts';

/** Long enough for in-flight requests and the queue's wait for gradings in hand. */
const shutdownGraceMs = stopTimeoutMs + 10_000;

async function main(): Promise<void> {
  tuneWebAssemblyTiering();
  confineSemiSpaceFlagToMainThread();
  const config = loadConfig();
  const db = await openDatabase(config.database);
  await migrateToLatest(db);
  // Written in the background: a line per request no longer waits for its own write, and
  // lines that come while one is being written go out together. pino flushes it on exit.
  const logStream = pino.destination({ dest: 1, sync: false });
  const app = await buildApp({ config, db, warmThreads: true, maintenance: true, logStream });
  startAllocatorTrimmer({ log: app.log });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    timer.unref();
    // The app's own close hooks (the grading workers among them) still need the database.
    app
      .close()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // CONTRACT.md section 1: exactly this line once requests are accepted.
  console.log(`listening on http://127.0.0.1:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
