import { expect, it } from 'vitest';
import { buildTestApp } from '../support/app.ts';
import { describeEachDatabase, openTestDatabase } from '../support/databases.ts';

describeEachDatabase('GET /api/health', (getDb, kind) => {
  it('answers 200 once the server and its database are ready', async () => {
    const app = await buildTestApp(getDb());
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'up' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('answers 503 with the database down once the database is gone', async () => {
    const lost = await openTestDatabase(kind);
    const app = await buildTestApp(lost.db);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await lost.db.destroy();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await app.close();
      await lost.close();
    }
  });
});
