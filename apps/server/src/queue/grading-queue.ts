import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import { pgBossDb } from '../db/pg-boss-db.ts';

const queueName = 'grade-resume';
/** Waiting for gradings in hand when stopping; below main.ts's shutdown grace. */
export const stopTimeoutMs = 20_000;

export interface GradingQueueOptions {
  /** pg-boss's own tables live in this schema. */
  schema: string;
  /**
   * A delivery not finished by then counts as lost (its worker died) and runs again once
   * maintenance notices; above the grader's own time limit, so a slow run is not doubled.
   */
  expireInSeconds: number;
  /** How often maintenance looks for lost deliveries (pg-boss's minimum is 1 s). */
  maintenanceIntervalSeconds: number;
  /** Deliveries after the first, for errors that may pass (storage, database). */
  retryLimit: number;
}

export interface GradingDelivery {
  jobId: string;
  /** True on the last delivery pg-boss will make: a failure now is final. */
  lastAttempt: boolean;
}

export interface GradingQueue {
  /**
   * Enqueues inside the caller's transaction, so the job exists exactly when the
   * transaction that recorded it commits.
   */
  send(trx: Db, jobId: string): Promise<void>;
  /** Tells this process's idle workers to look now rather than at their next poll. */
  wake(): void;
  /**
   * Hands a delivery whose worker died back to the queue (as its expiry would, sooner):
   * false when that used up its last delivery.
   */
  redeliver(jobId: string): Promise<boolean>;
  /** Runs `handler` for each delivery in this process, `concurrency` at a time. */
  work(concurrency: number, handler: (delivery: GradingDelivery) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The durable queue behind grading: pg-boss on our own database (PGlite or PostgreSQL), so
 * a job outlives a crashed server and any server's worker may take it.
 */
export async function startGradingQueue(
  db: Db,
  options: GradingQueueOptions,
  log: FastifyBaseLogger,
): Promise<GradingQueue> {
  const boss = new PgBoss({
    db: pgBossDb(db),
    schema: options.schema,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    monitorStateIntervalSeconds: 60,
    schedule: false,
  });
  // Maintenance errors (a database blip) are retried on its next round.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(queueName, {
    name: queueName,
    expireInSeconds: options.expireInSeconds,
    retryLimit: options.retryLimit,
    // Storage or database trouble of a few seconds should not use up every retry.
    retryDelay: 10,
    retryBackoff: true,
  });
  const workers: string[] = [];

  return {
    async send(trx, jobId) {
      const sent = await boss.send(queueName, { jobId }, { id: jobId, db: pgBossDb(trx) });
      // No id means pg-boss stored nothing (its queue is missing): the caller's transaction
      // must not commit a job nobody will run.
      if (sent !== jobId) throw new Error(`the job queue did not accept job ${jobId}`);
    },

    wake() {
      for (const worker of workers) boss.notifyWorker(worker);
    },

    async redeliver(jobId) {
      const before = await boss.getJobById(queueName, jobId);
      // Already waiting for a worker again (expired, or handed back by a stopping one).
      if (before?.state === 'created' || before?.state === 'retry') return true;
      if (before?.state !== 'active') return false;
      await boss.fail(queueName, jobId, { message: 'its worker stopped answering' });
      const after = await boss.getJobById(queueName, jobId);
      return after?.state === 'retry';
    },

    async work(concurrency, handler) {
      for (let i = 0; i < concurrency; i++) {
        const worker = await boss.work<{ jobId: string }>(
          queueName,
          { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            await handler({ jobId: job.data.jobId, lastAttempt: job.retryCount >= job.retryLimit });
          },
        );
        workers.push(worker);
      }
    },

    async stop() {
      // Within the process's shutdown grace (main.ts); a grading still running then is
      // handed back to the queue and runs again elsewhere.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
    },
  };
}
