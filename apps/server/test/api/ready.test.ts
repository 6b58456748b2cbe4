import { expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { buildTestApp, testConfig, testGradingPool } from '../support/app.ts';
import { cannedGradingPool, cannedDocumentPool } from '../support/canned-grader.ts';
import { describeEachDatabase, openTestDatabase } from '../support/databases.ts';

const ready = { method: 'GET', url: '/api/ready' } as const;

describeEachDatabase('GET /api/ready', (getDb, kind) => {
  it('answers 503 while the grader threads set up, then 200 once a grading runs warm', async () => {
    const pool = testGradingPool();
    const app = await buildTestApp(getDb(), { gradingPool: pool });
    try {
      const starting = await app.inject(ready);
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ status: 'starting', database: 'up', grader: 'starting' });
      expect(starting.headers['cache-control']).toBe('no-store');
      // Liveness does not wait for the grader.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          const response = await app.inject(ready);
          expect(response.json()).toEqual({ status: 'ready', database: 'up', grader: 'ready' });
          expect(response.statusCode).toBe(200);
        },
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      await app.close();
      await pool.close();
    }
    // As long as the wait above allows: the grammar thread's set-up takes seconds more on a
    // busy machine.
  }, 90_000);

  it('is ready without grader threads on a server whose gradings run elsewhere', async () => {
    const app = await buildTestApp(getDb(), { env: { GRADING_WORKER: 'off' } });
    try {
      const response = await app.inject(ready);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'up', grader: 'elsewhere' });
    } finally {
      await app.close();
    }
  });

  it('starts document threads but no grader threads on a server whose gradings run in worker processes', async () => {
    const canned = cannedGradingPool();
    const asked = vi.spyOn(canned, 'ready');
    const documents = cannedDocumentPool();
    const documentsStarted = vi.spyOn(documents, 'ready');
    // As main.ts builds it: threads warmed at boot, unless the gradings run elsewhere.
    const app = await buildApp({
      config: testConfig({ GRADING_WORKER: 'off' }),
      db: getDb(),
      gradingPool: canned,
      documentPool: documents,
      warmThreads: true,
    });
    try {
      expect((await app.inject(ready)).json()).toMatchObject({ grader: 'elsewhere' });
      expect(asked).not.toHaveBeenCalled();
      // Uploads are previewed here all the same: their thread starts at boot.
      expect(documentsStarted).toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });

  it('answers 503 while the database is down', async () => {
    const lost = await openTestDatabase(kind);
    const app = await buildTestApp(lost.db, { env: { GRADING_WORKER: 'off' } });
    try {
      await lost.db.destroy();
      const response = await app.inject(ready);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'starting', database: 'down' });
    } finally {
      await app.close();
      await lost.close();
    }
  });
});
