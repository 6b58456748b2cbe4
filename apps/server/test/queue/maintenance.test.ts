import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { pgBossDb, pgBossSchema } from '../../src/db/pg-boss-db.ts';
import { apiClient, signedUpClient } from '../support/accounts.ts';
import { testConfig } from '../support/app.ts';
import { resumeRepository } from '../../src/repositories/resume-repository.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { putBytes, requestUpload, tinyPdf, uploadResume } from '../support/resumes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describeEachDatabase('scheduled sweeps on pg-boss', (getDb) => {
  const dataDir = path.resolve(
    here,
    `../../../../.tmp/server-test-maintenance-${randomBytes(4).toString('hex')}`,
  );
  // No grading here: the sweeps need the queue, not the grader's threads.
  const config = testConfig({ DATA_DIR: dataDir, GRADING_WORKER: 'off' });
  const servers: FastifyInstance[] = [];
  /** Another client of the same queue, as an operator's would be: reads and sends only. */
  let boss: PgBoss | undefined;
  const queue = () => {
    if (!boss) throw new Error('the queue client did not start (did beforeAll fail?)');
    return boss;
  };

  const startServer = async () => {
    // pg-boss's quickest poll, not a server's 5 s: each test waits for a sweep to be taken.
    const app = await buildApp({
      config,
      db: getDb(),
      maintenance: { pollingIntervalSeconds: 0.5 },
    });
    servers.push(app);
    return app;
  };

  beforeAll(async () => {
    // Two servers on one database, as behind a load balancer: both register the sweeps.
    await startServer();
    await startServer();
    boss = new PgBoss({
      db: pgBossDb(getDb()),
      schema: await pgBossSchema(getDb()),
      migrate: false,
      supervise: false,
      schedule: false,
    });
    await boss.start();
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: false });
    for (const app of servers) await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Sends a sweep's job now, as its cron would at the tick, and waits for a server to do it. */
  async function runSweep(name: string): Promise<void> {
    const id = await queue().send(name, {});
    if (!id) throw new Error(`the queue did not accept a ${name} job`);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const job = await queue().getJobById(name, id);
      if (job?.state === 'completed') return;
      expect(job?.state, JSON.stringify(job?.output)).not.toBe('failed');
      if (Date.now() > deadline) throw new Error(`${name} still ${job?.state}`);
      await setTimeout(200);
    }
  }

  it('registers each sweep once with its cron, however many servers start or restart', async () => {
    // A sweep an older version scheduled, since removed from the code.
    await queue().createQueue('sweep-retired', { name: 'sweep-retired' });
    await queue().schedule('sweep-retired', '0 * * * *');
    await servers.pop()?.close();
    await startServer();

    const schedules = (await queue().getSchedules())
      .map(({ name, cron }) => ({ name, cron }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(schedules).toEqual([
      { name: 'sweep-abandoned-uploads', cron: '*/10 * * * *' },
      { name: 'sweep-deleted-resumes', cron: '* * * * *' },
      { name: 'sweep-orphan-files', cron: '*/10 * * * *' },
      { name: 'sweep-stale-counters', cron: '*/10 * * * *' },
      { name: 'sweep-stale-grading-jobs', cron: '*/5 * * * *' },
    ]);
  });

  it('removes a visitor upload past its claim, file and row, and keeps a fresh one', async () => {
    const app = servers[0] as FastifyInstance;
    const visitor = apiClient(app);
    const late = await requestUpload(visitor, 'late.pdf', { visitor: true });
    expect((await putBytes(app, late.url, tinyPdf)).statusCode).toBe(200);
    const fresh = await requestUpload(visitor, 'fresh.pdf', { visitor: true });
    await getDb()
      .updateTable('resumes')
      .set({ claimExpiresAt: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', late.resumeId)
      .execute();
    const file = path.join(dataDir, 'files', late.Key);
    expect(existsSync(file)).toBe(true);

    await runSweep('sweep-abandoned-uploads');

    const left = await getDb()
      .selectFrom('resumes')
      .select('id')
      .where('id', 'in', [late.resumeId, fresh.resumeId])
      .execute();
    expect(left).toEqual([{ id: fresh.resumeId }]);
    expect(existsSync(file)).toBe(false);
  });

  it('removes the files a deleted resume left behind, and keeps those of every resume there is', async () => {
    const app = servers[0] as FastifyInstance;
    const visitor = apiClient(app);
    const kept = await requestUpload(visitor, 'kept.pdf', { visitor: true });
    expect((await putBytes(app, kept.url, tinyPdf)).statusCode).toBe(200);
    const gone = await requestUpload(visitor, 'gone.pdf', { visitor: true });
    await resumeRepository(getDb()).remove(gone.resumeId);
    await getDb()
      .updateTable('removedResumes')
      .set({ removedAt: sql<Date>`now() - interval '1 hour'` })
      .where('id', '=', gone.resumeId)
      .execute();
    // A report made while it was deleted.
    const orphan = path.join(dataDir, 'files', 'resumes', gone.resumeId, 'report.pdf');
    await mkdir(path.dirname(orphan), { recursive: true });
    await writeFile(orphan, '%PDF-1.7');

    await runSweep('sweep-orphan-files');

    expect(existsSync(path.join(dataDir, 'files', kept.Key))).toBe(true);
    expect(existsSync(path.dirname(orphan))).toBe(false);
  });

  it('purges a resume deleted past its undo window, rows and files, and keeps one still in it', async () => {
    const app = servers[0] as FastifyInstance;
    const { client } = await signedUpClient(app);
    const late = await uploadResume(app, client, 'late.pdf');
    const recent = await uploadResume(app, client, 'recent.pdf');
    for (const { resumeId } of [late, recent]) {
      expect((await client.delete(`/api/resume/${resumeId}`)).statusCode).toBe(200);
    }
    await getDb()
      .updateTable('resumes')
      .set({ deletedAt: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', late.resumeId)
      .execute();

    await runSweep('sweep-deleted-resumes');

    const left = await getDb()
      .selectFrom('resumes')
      .select('id')
      .where('id', 'in', [late.resumeId, recent.resumeId])
      .execute();
    expect(left.map((r) => r.id)).toEqual([recent.resumeId]);
    const filesOf = (id: string) => path.join(dataDir, 'files', 'resumes', id);
    expect(existsSync(filesOf(late.resumeId))).toBe(false);
    expect(existsSync(filesOf(recent.resumeId))).toBe(true);
    // The one still in its window comes back.
    expect((await client.post(`/api/resume/${recent.resumeId}/restore`)).statusCode).toBe(200);
  });

  it('removes rate-limit counters and login failures older than a day', async () => {
    const key = `maintenance-test:${randomUUID()}`;
    const dayAgo = sql<Date>`now() - interval '25 hours'`;
    await getDb()
      .insertInto('rateLimitBuckets')
      .values([
        { key: `${key}:old`, windowStartedAt: dayAgo, hits: 1 },
        { key: `${key}:new`, windowStartedAt: sql<Date>`now()`, hits: 1 },
      ])
      .execute();
    await getDb()
      .insertInto('loginFailures')
      .values([
        { key: `${key}:old`, failures: 3, windowStartedAt: dayAgo },
        { key: `${key}:new`, failures: 3, windowStartedAt: sql<Date>`now()` },
      ])
      .execute();

    await runSweep('sweep-stale-counters');

    const keysIn = async (table: 'rateLimitBuckets' | 'loginFailures') =>
      (
        await getDb().selectFrom(table).select('key').where('key', 'like', `${key}:%`).execute()
      ).map((row) => row.key);
    expect(await keysIn('rateLimitBuckets')).toEqual([`${key}:new`]);
    expect(await keysIn('loginFailures')).toEqual([`${key}:new`]);
  });

  it('fails a grading job no worker took within the hour', async () => {
    const { client } = await signedUpClient(servers[0] as FastifyInstance);
    const { resumeId } = await requestUpload(client, 'stale.pdf');
    const { userId } = await getDb()
      .selectFrom('resumes')
      .select('userId')
      .where('id', '=', resumeId)
      .executeTakeFirstOrThrow();
    const jobId = randomUUID();
    await getDb()
      .insertInto('gradingJobs')
      .values({
        id: jobId,
        resumeId,
        userId: userId ?? '',
        state: 'queued',
        updatedAt: sql<Date>`now() - interval '61 minutes'`,
      })
      .execute();

    await runSweep('sweep-stale-grading-jobs');

    expect(
      await getDb()
        .selectFrom('gradingJobs')
        .select(['state', 'errorCode'])
        .where('id', '=', jobId)
        .executeTakeFirst(),
    ).toEqual({ state: 'failed', errorCode: 'GradingFailed' });
  });
});
