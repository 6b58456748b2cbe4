import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import { pgBossDb, pgBossSchema } from '../db/pg-boss-db.ts';
import { loginFailureRepository } from '../repositories/login-failure-repository.ts';
import { rateLimitRepository } from '../repositories/rate-limit-repository.ts';

/** Longer than any rate-limit window or lock (the longest is an hour). */
const staleCounterSeconds = 24 * 60 * 60;

/** What the sweeps call: the services app.ts builds, and the database for counters. */
export interface MaintenanceDeps {
  db: Db;
  resumes: {
    sweepAbandoned(): Promise<number>;
    sweepOrphanFiles(): Promise<number>;
    purgeDeleted(): Promise<number>;
  };
  grading: { failStale(): Promise<number> };
}

interface Sweep {
  /** pg-boss's queue and schedule alike: one schedule per queue. */
  name: string;
  /** Five-field cron in UTC; pg-boss checks it by the minute. */
  cron: string;
  run(deps: MaintenanceDeps): Promise<unknown>;
}

/** Every scheduled job there is (docs/decisions/017-scheduled-sweeps.md). */
const sweeps: readonly Sweep[] = [
  {
    // Visitors' uploads unclaimed within the day, and uploads left unconfirmed.
    name: 'sweep-abandoned-uploads',
    cron: '*/10 * * * *',
    run: ({ resumes }) => resumes.sweepAbandoned(),
  },
  {
    // Resumes deleted past their undo window: rows and files, for good.
    name: 'sweep-deleted-resumes',
    cron: '* * * * *',
    run: ({ resumes }) => resumes.purgeDeleted(),
  },
  {
    // Files of deleted resumes that a failure, or a report made meanwhile, left behind.
    name: 'sweep-orphan-files',
    cron: '*/10 * * * *',
    run: ({ resumes }) => resumes.sweepOrphanFiles(),
  },
  {
    name: 'sweep-stale-counters',
    cron: '*/10 * * * *',
    run: ({ db }) =>
      Promise.all([
        rateLimitRepository(db).removeOlderThan(staleCounterSeconds),
        loginFailureRepository(db).removeStale(staleCounterSeconds),
      ]),
  },
  {
    // Grading jobs whose worker died and which the queue gave up on.
    name: 'sweep-stale-grading-jobs',
    cron: '*/5 * * * *',
    run: ({ grading }) => grading.failStale(),
  },
];

/** A sweep takes seconds; the next tick redoes one that failed or was lost with its server. */
const sweepQueueOptions = { expireInSeconds: 5 * 60, retryLimit: 0 };
/** Jobs come every few minutes, and when is not urgent: a slow poll keeps PGlite quiet. */
const defaultPollingSeconds = 5;
/** How long stopping waits for a sweep in hand (main.ts's grace also covers grading's). */
const stopTimeoutMs = 5_000;

export interface Maintenance {
  stop(): Promise<void>;
}

export interface MaintenanceOptions {
  /** How often this server looks for a sweep's job; the sweeps' tests wait less. */
  pollingIntervalSeconds?: number;
}

/**
 * The sweeps, as pg-boss schedules, worked by this API server. Every server registers the
 * same schedules (an upsert by name, so restarts and other servers never add a second) and
 * works their queues; pg-boss's cron monitor runs on one server a round and sends each tick
 * as a job once, so a sweep runs once across all servers, on whichever takes it.
 */
export async function startMaintenance(
  deps: MaintenanceDeps,
  log: FastifyBaseLogger,
  { pollingIntervalSeconds = defaultPollingSeconds }: MaintenanceOptions = {},
): Promise<Maintenance> {
  const { db } = deps;
  // A client of its own, not the grading queue's: that one starts lazily and, with
  // GRADING_WORKER=off, maybe never; this one starts with the server. It also supervises
  // (expires lost jobs), which pg-boss runs on one client a round whoever asks.
  const boss = new PgBoss({ db: pgBossDb(db), schema: await pgBossSchema(db) });
  boss.on('error', (error) => log.error({ err: error }, 'maintenance queue error'));
  await boss.start();
  try {
    for (const { name, cron, run } of sweeps) {
      await boss.createQueue(name, { name, ...sweepQueueOptions });
      await boss.schedule(name, cron);
      await boss.work(name, { pollingIntervalSeconds }, async () => {
        try {
          await run(deps);
        } catch (error) {
          log.error({ err: error, sweep: name }, 'scheduled sweep failed');
          throw error;
        }
      });
    }
    // A sweep removed from the list above leaves no schedule behind sending jobs nobody works.
    const names = new Set(sweeps.map((sweep) => sweep.name));
    for (const { name } of await boss.getSchedules()) {
      if (!names.has(name)) await boss.unschedule(name);
    }
  } catch (error) {
    await boss.stop({ graceful: false, close: false });
    throw error;
  }

  return {
    async stop() {
      // A sweep cut off here is failed and simply runs again at the next tick.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
    },
  };
}
