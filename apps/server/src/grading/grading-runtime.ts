import { createGradingPool, type GradingPool, lazyPool } from '@resumegrader/grader/pool';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { pgBossSchema } from '../db/pg-boss-db.ts';
import { type GradingQueue, startGradingQueue } from '../queue/grading-queue.ts';
import {
  gradingService,
  type GradingService,
  type LazyGradingQueue,
} from '../services/grading-service.ts';
import type { AppStorage } from '../storage/create-storage.ts';

/** Deliveries after the first, for errors that may pass (storage, database). */
const retryLimit = 2;

/**
 * A running delivery beats every 5 s; three missed beats mean its worker is gone, and every
 * worker process looks for such jobs every 5 s. With the queue's retry delay (10 s) a job
 * whose worker died runs again well within a minute (ADR 012).
 */
const lostDelivery = { heartbeatMs: 5_000, lostAfterMs: 15_000, lookEveryMs: 5_000 };

export interface GradingRuntime {
  pool: GradingPool;
  service: GradingService;
  /**
   * Starts taking jobs in this process, `threads` at a time (one per pool thread), as soon
   * as the queue is reachable.
   */
  startWorkers(): void;
  /** Starts the grader's threads now rather than on first use (harper takes seconds). */
  warmUp(): void;
  /**
   * Whether this process's grader takes a job at warm speed: 'elsewhere' when its jobs run
   * in worker processes. Asking starts the threads of a pool not yet started.
   */
  readiness(): 'ready' | 'starting' | 'elsewhere';
  /**
   * Fails the jobs the queue gave up on while their worker was dead, releasing the credit
   * they hold; run on a schedule (queue/maintenance.ts). Returns how many.
   */
  failStale(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Everything grading needs in one process, the API server's or a worker's: the grader's
 * thread pool (started on first use, as an API server may never grade), the durable queue
 * and the service on top.
 */
export function createGradingRuntime(deps: {
  config: Config;
  db: Db;
  storage: AppStorage;
  log: FastifyBaseLogger;
  pool?: GradingPool;
}): GradingRuntime {
  const { config, db, storage, log } = deps;
  const settings = config.grading;
  // Our own pool starts lazily and is ours to close; a given one (tests) is the giver's.
  let ownPool: GradingPool | undefined;
  let pool: GradingPool;
  if (deps.pool) {
    pool = deps.pool;
  } else {
    ownPool = lazyPool(() =>
      createGradingPool({
        workerFile: settings.workerFile,
        threads: settings.threads,
        timeoutMs: settings.timeoutSeconds * 1000,
      }),
    );
    pool = ownPool;
  }
  // A delivery outliving the grader's own limit (plus reading and saving) has lost its
  // worker: the queue gives it to another one.
  const expireInSeconds = settings.timeoutSeconds + 60;
  // Started on first need, and again after a failure: a server whose database is down at
  // boot still starts, answers health checks, and grades once the database is back.
  let started: Promise<GradingQueue> | undefined;
  const connect = () =>
    (started ??= (async () =>
      startGradingQueue(
        db,
        {
          schema: await pgBossSchema(db),
          expireInSeconds,
          maintenanceIntervalSeconds: 30,
          retryLimit,
        },
        log,
      ))().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
  const queue: LazyGradingQueue = {
    ready: async () => {
      await connect();
    },
    send: async (trx, jobId) => (await connect()).send(trx, jobId),
    redeliver: async (jobId) => (await connect()).redeliver(jobId),
    wake: () =>
      void started?.then(
        (q) => q.wake(),
        () => undefined,
      ),
  };
  let closed = false;
  const service = gradingService({
    db,
    storage,
    pool,
    queue,
    log,
    isClosing: () => closed,
    heartbeatMs: lostDelivery.heartbeatMs,
  });

  // Every delivery and its retry delays, with room to spare; a job waits an hour for a
  // worker before the user is told it failed.
  const runningStaleMs = (expireInSeconds * (retryLimit + 1) + 300) * 1000;
  const queuedStaleMs = 60 * 60 * 1000;
  let retry: NodeJS.Timeout | undefined;
  let watch: NodeJS.Timeout | undefined;
  const lookForLost = () => {
    service
      .redeliverLost(new Date(Date.now() - lostDelivery.lostAfterMs))
      .catch((error: unknown) => log.error({ err: error }, 'looking for lost gradings failed'));
  };
  const work = () => {
    connect()
      .then((q) => q.work(settings.threads, (delivery) => service.run(delivery)))
      .then(() => {
        if (closed || watch) return;
        lookForLost();
        watch = setInterval(lookForLost, lostDelivery.lookEveryMs);
        watch.unref();
      })
      .catch((error: unknown) => {
        if (closed) return;
        log.error({ err: error }, 'job queue unavailable; grading workers retry in 5 s');
        retry = setTimeout(work, 5000);
        retry.unref();
      });
  };

  let poolReady: Promise<void> | undefined;
  let ready = false;
  const whenReady = () =>
    (poolReady ??= pool.ready().then(() => {
      ready = true;
    }));

  return {
    pool,
    service,
    startWorkers: work,
    // A server whose gradings run in worker processes never uses its own threads.
    warmUp: () => {
      if (settings.inProcessWorker) void whenReady();
    },
    readiness() {
      if (!settings.inProcessWorker) return 'elsewhere';
      void whenReady();
      return ready ? 'ready' : 'starting';
    },
    failStale() {
      const now = Date.now();
      return service.failStale({
        running: new Date(now - runningStaleMs),
        queued: new Date(now - queuedStaleMs),
      });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(watch);
      const running = await started?.catch(() => undefined);
      await running?.stop();
      await ownPool?.close();
    },
  };
}
