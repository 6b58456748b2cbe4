import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/accounts.ts';
import { buildTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/databases.ts';
import { realPdf, requestUpload } from '../support/resumes.ts';

// Over a real socket, as a browser uploads: refusals must arrive as answers, not resets.
describe('local upload URL over HTTP', () => {
  const getDb = useTestDatabase('pglite');
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  const put = (url: string, body: Buffer) =>
    fetch(url, { method: 'PUT', body, headers: { 'content-type': 'application/pdf' } });

  it('stores a PDF PUT to the absolute URL, and answers 413 to more than 10 MB', async () => {
    const init = await requestUpload(apiClient(app), 'http.pdf', { visitor: true });
    const url = `${origin}${new URL(init.url).pathname}`;
    const huge = Buffer.concat([realPdf, Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await put(url, huge);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: { code: 'PayloadTooLarge' } });
    const stored = await put(url, realPdf);
    expect(stored.status, await stored.text()).toBe(200);
  });
});
