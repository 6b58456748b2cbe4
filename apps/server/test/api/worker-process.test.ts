import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedUpClient } from '../support/accounts.ts';
import { buildTestApp } from '../support/app.ts';
import { openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { postgresUrl, skipPostgres } from '../support/postgres.ts';
import { realPdf, uploadResume } from '../support/resumes.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// A second Node process starts, connects and warms its grader thread: seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

/** `npm run worker`'s entry point, run from source as `npm run worker -w apps/server` does. */
function startWorker(env: Record<string, string>): ChildProcess & { output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker-main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return Object.assign(child, { output: () => output });
}

describe('a separate grading worker process (npm run worker)', () => {
  it('refuses the embedded database, which belongs to one process', async () => {
    const worker = startWorker({ DATA_DIR: path.join(serverDir, '../../.tmp/worker-refused') });
    const [code] = (await once(worker, 'exit')) as [number];
    expect(code).toBe(1);
    expect(worker.output()).toMatch(/DATABASE_URL: is required by `npm run worker`/);
  });

  describe.skipIf(skipPostgres)('killed in the middle of a grading', () => {
    const dataDir = path.join(serverDir, `../../.tmp/worker-${randomBytes(4).toString('hex')}`);
    let database: TestDatabase;
    let app: FastifyInstance;
    const workers: ReturnType<typeof startWorker>[] = [];
    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      app = await buildTestApp(database.db, { env: { DATA_DIR: dataDir, GRADING_WORKER: 'off' } });
    });
    afterAll(async () => {
      for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
      await app?.close();
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const workerOnTestSchema = async () => {
      const { rows } = await sql<{
        schema: string;
      }>`select current_schema() as schema`.execute(database.db);
      const worker = startWorker({
        DATA_DIR: dataDir,
        DATABASE_URL: postgresUrl,
        DATABASE_SCHEMA: rows[0]?.schema ?? 'missing',
        GRADING_THREADS: '1',
      });
      workers.push(worker);
      return worker;
    };

    it('hands the job to another worker within a minute, and charges it once', async () => {
      const { client, account } = await signedUpClient(app);
      const creditsOf = async () =>
        (await client.get('/api/get-user')).json<{ credits: number }>().credits;
      const creditsBefore = await creditsOf();
      const { resumeId } = await uploadResume(app, client, 'killed.pdf', realPdf);
      expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
      const stateOf = async () =>
        (await client.get(`/api/resume/${resumeId}/grade`)).json<{ state: string }>().state;

      // The first worker takes the job at once and waits for its grader thread to set up
      // (seconds): it is killed while the job is running.
      const first = await workerOnTestSchema();
      await expect.poll(stateOf, { timeout: 60_000, interval: 100 }).toBe('running');
      first.kill('SIGKILL');
      await once(first, 'exit');

      const startedAt = Date.now();
      const second = await workerOnTestSchema();
      await expect.poll(stateOf, { timeout: 90_000, interval: 500 }).toBe('done');
      const seconds = (Date.now() - startedAt) / 1000;
      expect(seconds, second.output()).toBeLessThan(60);
      expect(second.output()).toMatch(/grading lost its worker/);
      expect(await creditsOf()).toBe(creditsBefore - 1);
      const spent = await database.db
        .selectFrom('creditLedger')
        .innerJoin('users', 'users.id', 'creditLedger.userId')
        .select('creditLedger.reference')
        .where('users.email', '=', account.email)
        .where('creditLedger.kind', '=', 'grading')
        .execute();
      expect(spent).toHaveLength(1);
    });
  });

  describe.skipIf(skipPostgres)('beside an API server that runs no workers', () => {
    const dataDir = path.join(serverDir, `../../.tmp/worker-${randomBytes(4).toString('hex')}`);
    let database: TestDatabase;
    let app: FastifyInstance;
    let worker: ReturnType<typeof startWorker>;
    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      const { rows } = await sql<{
        schema: string;
      }>`select current_schema() as schema`.execute(database.db);
      // The API server only queues; the worker process grades with the real grader.
      app = await buildTestApp(database.db, { env: { DATA_DIR: dataDir, GRADING_WORKER: 'off' } });
      worker = startWorker({
        DATA_DIR: dataDir,
        DATABASE_URL: postgresUrl,
        DATABASE_SCHEMA: rows[0]?.schema ?? 'missing',
        GRADING_THREADS: '1',
      });
    });
    afterAll(async () => {
      if (worker.exitCode === null) worker.kill('SIGKILL');
      await app?.close();
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('grades the jobs the API server queues, and stops gracefully', async () => {
      const { client } = await signedUpClient(app);
      const { resumeId } = await uploadResume(app, client, 'scale-out.pdf', realPdf);
      expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
      await expect
        .poll(
          async () => (await client.get(`/api/resume/${resumeId}/grade`)).json<{ state: string }>(),
          { timeout: 90_000, interval: 500 },
        )
        .toEqual({ state: 'done' });
      expect((await client.get('/api/get-user')).json<{ credits: number }>().credits).toBe(0);
      expect(worker.output()).toMatch(/resume graded/);

      worker.kill('SIGTERM');
      const [code] = (await once(worker, 'exit')) as [number];
      expect(code, worker.output()).toBe(0);
    });
  });
});
