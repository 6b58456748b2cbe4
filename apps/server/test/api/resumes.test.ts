import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { ResumeList } from '@resumegrader/contract/resume';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resumeService } from '../../src/services/resume-service.ts';
import { localStorage } from '../../src/storage/local-storage.ts';
import { uploadTokenSigner } from '../../src/storage/upload-token.ts';
import { apiClient, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError, testConfig } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import {
  pngRenamedPdf,
  putBytes,
  realPdf,
  requestUpload,
  tinyPdf,
  uploadResume,
} from '../support/resumes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describeEachDatabase('resumes: upload to local storage, rename, delete, claim', (getDb) => {
  // A data directory of this suite's own, so "nothing stored" can be checked by listing it.
  const dataDir = path.resolve(
    here,
    `../../../../.tmp/server-test-resumes-${randomBytes(4).toString('hex')}`,
  );
  const filesDir = path.join(dataDir, 'files');
  const env = { DATA_DIR: dataDir, PUBLIC_UPLOAD_RATE_LIMIT: '3' };
  const signer = uploadTokenSigner(testConfig().auth.secret);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { env });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const fileOf = (key: string) => path.join(filesDir, key);
  /** Every file under resumes/, temporary ones included. */
  const storedFiles = async () =>
    (await readdir(path.join(filesDir, 'resumes')).catch(() => [] as string[])).sort();
  const statusOf = async (id: string) =>
    (await getDb()
      .selectFrom('resumes')
      .select(['status', 'sizeBytes', 'userId'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null;

  it('stores a real PDF through the signed URL and lists it', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'Barry Allen.pdf');
    expect(init).toEqual({
      resumeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(/^http:\/\/[^/]+\/api\/uploads\/[\w-]+\.[\w-]+$/),
      method: 'PUT',
      Key: `resumes/${init.resumeId}.pdf`,
      fileName: 'Barry Allen.pdf',
    });
    expect(await statusOf(init.resumeId)).toMatchObject({ status: 'pending-upload' });
    // Not listed before the bytes arrive.
    expect((await client.get('/api/resumes')).json<ResumeList>().items).toEqual([]);

    const put = await putBytes(app, init.url, realPdf);
    expect(put.statusCode, put.body).toBe(200);
    expect(await readFile(fileOf(init.Key))).toEqual(realPdf);
    expect(await statusOf(init.resumeId)).toMatchObject({
      status: 'uploaded',
      sizeBytes: realPdf.length,
    });

    const confirmed = await client.post(`/api/resume/${init.resumeId}/uploaded`);
    const thumbnail = `/api/resume/${init.resumeId}/thumbnail.png`;
    expect(confirmed.json()).toEqual({
      resumeId: init.resumeId,
      fileName: 'Barry Allen.pdf',
      sizeBytes: realPdf.length,
      pages: [
        { page: 0, url: `/api/resume/${init.resumeId}/pages/0.png`, width: 990, height: 1400 },
      ],
      thumbnail,
    });
    // The preview's images: PNGs of the stated size, for the owner only.
    const page = await client.get(`/api/resume/${init.resumeId}/pages/0.png`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.headers['cache-control']).toMatch(/^private/);
    expect(page.rawPayload.readUInt32BE(16)).toBe(990);
    expect(page.rawPayload.readUInt32BE(20)).toBe(1400);
    expect((await client.get(thumbnail)).rawPayload.readUInt32BE(16)).toBe(240);
    const stranger = await signedUpClient(app);
    for (const url of [thumbnail, `/api/resume/${init.resumeId}/pages/0.png`]) {
      expectApiError(await stranger.client.get(url), 404, 'NotFound');
      expectApiError(await apiClient(app).get(url), 404, 'NotFound');
    }
    expectApiError(await client.get(`/api/resume/${init.resumeId}/pages/1.png`), 404, 'NotFound');

    const list = await client.get('/api/resumes');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      items: [
        {
          resumeId: init.resumeId,
          fileName: 'Barry Allen.pdf',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          cumulativeGrade: null,
          thumbnail,
          // A first upload: version 1 with nothing before it (issue 16).
          version: 1,
          earlier: [],
        },
      ],
      nextCursor: null,
    });
  });

  it('refuses names and types that are not PDF, and strips path components', async () => {
    const { client } = await signedUpClient(app);
    const tooLong = `${'a'.repeat(197)}.pdf`;
    for (const body of [
      { fileName: 'resume.pdf', type: 'image/png' },
      { fileName: 'resume.docx', type: 'application/pdf' },
      { fileName: 'resume', type: 'application/pdf' },
      { fileName: '.pdf', type: 'application/pdf' },
      { fileName: tooLong, type: 'application/pdf' },
      { fileName: 'C:\\docs\\', type: 'application/pdf' },
      { type: 'application/pdf' },
      {},
    ]) {
      const error = expectApiError(
        await client.post('/api/resume/request-upload', body),
        400,
        'InvalidPdf',
      );
      expect(error.message).toBe('Please select a valid PDF');
    }
    expect((await requestUpload(client, 'C:\\fakepath\\My CV.PDF')).fileName).toBe('My CV.PDF');
    expect((await requestUpload(client, '../../etc/passwd.pdf')).fileName).toBe('passwd.pdf');
    expect((await requestUpload(client, `${'b'.repeat(196)}.pdf`)).fileName).toHaveLength(200);
  });

  it('refuses PNG bytes under a .pdf name and stores nothing', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'picture.pdf');
    const before = await storedFiles();

    const put = await putBytes(app, init.url, pngRenamedPdf);
    const error = expectApiError(put, 400, 'InvalidPdf');
    expect(error.message).toBe('Please select a valid PDF');

    expect(await storedFiles()).toEqual(before);
    expect(existsSync(fileOf(init.Key))).toBe(false);
    expect(await statusOf(init.resumeId)).toMatchObject({ status: 'pending-upload' });
    expectApiError(
      await client.post(`/api/resume/${init.resumeId}/uploaded`),
      400,
      'UploadNotFound',
    );
    expect((await client.get('/api/resumes')).json<ResumeList>().items).toEqual([]);

    // An empty body is no PDF either.
    expectApiError(await putBytes(app, init.url, Buffer.alloc(0)), 400, 'InvalidPdf');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses more than 10 MB with 413, by Content-Length and while streaming', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'huge.pdf');
    const before = await storedFiles();
    const huge = Buffer.concat([tinyPdf, Buffer.alloc(10 * 1024 * 1024)]);

    expectApiError(await putBytes(app, init.url, huge), 413, 'PayloadTooLarge');
    // Without a length up front (chunked): cut off at the cap while streaming.
    const streamed = await putBytes(
      app,
      init.url,
      Readable.from([huge.subarray(0, 4 << 20), huge.subarray(4 << 20)]),
    );
    const error = expectApiError(streamed, 413, 'PayloadTooLarge');
    expect(error.message).toMatch(/10 MB/);

    expect(await storedFiles()).toEqual(before);
    expect(await statusOf(init.resumeId)).toMatchObject({ status: 'pending-upload' });

    // Exactly 10 MB is fine.
    const exact = Buffer.concat([tinyPdf, Buffer.alloc(10 * 1024 * 1024 - tinyPdf.length)]);
    expect((await putBytes(app, init.url, exact)).statusCode).toBe(200);
    expect(await statusOf(init.resumeId)).toMatchObject({ sizeBytes: 10 * 1024 * 1024 });
  });

  it('refuses expired, tampered and foreign tokens, other content types and a second PUT', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client);
    const token = new URL(init.url).pathname.split('/').pop() ?? '';

    const expired = signer.sign({
      key: init.Key,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      maxBytes: 10 << 20,
    });
    expectApiError(
      await putBytes(app, `/api/uploads/${expired}`, tinyPdf),
      403,
      'UploadLinkExpired',
    );

    const [payload = '', signature = ''] = token.split('.');
    const raw = Buffer.from(payload, 'base64url');
    const otherKey = Buffer.from(raw);
    otherKey[0] = (otherKey[0] ?? 0) ^ 1;
    const bigger = Buffer.from(raw);
    bigger.writeUInt32BE(1 << 30, 20);
    const later = Buffer.from(raw);
    later.writeUInt32BE(later.readUInt32BE(16) + 3600, 16);
    const forged = uploadTokenSigner('another-secret-of-at-least-32-characters!!').sign({
      key: init.Key,
      expiresAt: Math.floor(Date.now() / 1000) + 300,
      maxBytes: 10 << 20,
    });
    for (const bad of [
      `${otherKey.toString('base64url')}.${signature}`,
      `${bigger.toString('base64url')}.${signature}`,
      `${later.toString('base64url')}.${signature}`,
      // Another first character always changes the signature's first byte.
      `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      // The same bytes spelled differently (unused low bits of the last character).
      `${payload}.${signature.slice(0, -1)}${String.fromCharCode(signature.charCodeAt(signature.length - 1) ^ 1)}`,
      `${payload}`,
      forged,
      'garbage',
    ]) {
      expectApiError(await putBytes(app, `/api/uploads/${bad}`, tinyPdf), 403, 'UploadLinkInvalid');
    }
    expect(existsSync(fileOf(init.Key))).toBe(false);

    expectApiError(
      await putBytes(app, init.url, tinyPdf, 'text/plain'),
      415,
      'UnsupportedMediaType',
    );
    expectApiError(
      await putBytes(app, init.url, Buffer.from('{"a":1}'), 'application/json'),
      415,
      'UnsupportedMediaType',
    );

    expect((await putBytes(app, init.url, realPdf)).statusCode).toBe(200);
    expectApiError(await putBytes(app, init.url, tinyPdf), 409, 'UploadAlreadyDone');
    expect(await readFile(fileOf(init.Key))).toEqual(realPdf);
  });

  it('lets one of two concurrent PUTs to one URL write, the other answers 409', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'race.pdf');
    // Both bodies arrive slowly, so both requests are in flight before either finishes.
    const bodies = [new PassThrough(), new PassThrough()];
    const answers = Promise.all(bodies.map((body) => putBytes(app, init.url, body)));
    // Until one of them has claimed the upload (however busy the machine).
    while ((await statusOf(init.resumeId))?.status !== 'uploading') await setTimeout(20);
    // Confirming while the bytes arrive is too early, and says so.
    expectApiError(
      await client.post(`/api/resume/${init.resumeId}/uploaded`),
      409,
      'UploadInProgress',
    );
    bodies[0]?.end(realPdf);
    bodies[1]?.end(tinyPdf);
    const responses = await answers;
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses[0]?.statusCode === 200 ? realPdf : tinyPdf;
    const loser = responses.find((r) => r.statusCode === 409);
    if (loser) expectApiError(loser, 409, 'UploadAlreadyDone');
    expect(await readFile(fileOf(init.Key))).toEqual(winner);
    expect(await statusOf(init.resumeId)).toMatchObject({
      status: 'uploaded',
      sizeBytes: winner.length,
    });
    expect((await storedFiles()).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it("gives a refused PUT's URL back for another try", async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'retry.pdf');
    expectApiError(await putBytes(app, init.url, pngRenamedPdf), 400, 'InvalidPdf');
    expect((await putBytes(app, init.url, realPdf)).statusCode).toBe(200);
    expect((await client.post(`/api/resume/${init.resumeId}/uploaded`)).statusCode).toBe(200);
  });

  it('limits upload requests per account, whatever the address', async () => {
    const limited = await buildTestApp(getDb(), { env: { ...env, UPLOAD_RATE_LIMIT: '3' } });
    try {
      const { client } = await signedUpClient(limited);
      for (let i = 0; i < 3; i++) await requestUpload(client, `u${i}.pdf`);
      // A new address does not help: the account is what is counted.
      const again = await apiClient(limited).post(
        '/api/resume/request-upload',
        { fileName: 'u4.pdf', type: 'application/pdf' },
        { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      );
      expectApiError(again, 429, 'TooManyRequests');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      const other = await signedUpClient(limited);
      await requestUpload(other.client, 'other.pdf');
    } finally {
      await limited.close();
    }
  });

  it('answers 401 without a session on every signed-in route', async () => {
    const client = apiClient(app);
    const id = crypto.randomUUID();
    expectApiError(
      await client.post('/api/resume/request-upload', {
        fileName: 'a.pdf',
        type: 'application/pdf',
      }),
      401,
      'Unauthorized',
    );
    expectApiError(await client.get('/api/resumes'), 401, 'Unauthorized');
    expectApiError(
      await client.put(`/api/resume/update_resumes/${id}`, { fileName: 'x' }),
      401,
      'Unauthorized',
    );
    expectApiError(await client.delete(`/api/resume/${id}`), 401, 'Unauthorized');
    expectApiError(await client.post(`/api/resume/${id}/claim`), 401, 'Unauthorized');
  });

  it("answers 404 NotFound on every route for another user's resume", async () => {
    const owner = await signedUpClient(app);
    const other = await signedUpClient(app);
    const init = await uploadResume(app, owner.client, 'mine.pdf');
    const pending = await requestUpload(owner.client, 'pending.pdf');

    for (const id of [init.resumeId, pending.resumeId, crypto.randomUUID(), 'not-a-uuid']) {
      const c = other.client;
      expectApiError(
        await c.put(`/api/resume/update_resumes/${id}`, { fileName: 'stolen' }),
        404,
        'NotFound',
      );
      expectApiError(await c.delete(`/api/resume/${id}`), 404, 'NotFound');
      expectApiError(await c.post(`/api/resume/${id}/claim`), 404, 'NotFound');
      expectApiError(await c.post(`/api/resume/${id}/uploaded`), 404, 'NotFound');
      // Nor without a session: a signed-in user's upload is not a visitor's.
      expectApiError(await apiClient(app).post(`/api/resume/${id}/uploaded`), 404, 'NotFound');
    }
    expect((await other.client.get('/api/resumes')).json<ResumeList>().items).toEqual([]);
    const mine = (await owner.client.get('/api/resumes')).json<ResumeList>().items;
    expect(mine.map((r) => r.fileName)).toEqual(['mine.pdf']);
  });

  it('renames in place, always ending in .pdf', async () => {
    const { client } = await signedUpClient(app);
    const init = await uploadResume(app, client, 'old.pdf');
    const renamed = await client.put(`/api/resume/update_resumes/${init.resumeId}`, {
      fileName: 'Senior Engineer',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      resumeId: init.resumeId,
      fileName: 'Senior Engineer.pdf',
    });
    const again = await client.put(`/api/resume/update_resumes/${init.resumeId}`, {
      fileName: 'final.PDF',
    });
    expect(again.json()).toMatchObject({ fileName: 'final.PDF' });
    expect((await client.get('/api/resumes')).json<ResumeList>().items[0]?.fileName).toBe(
      'final.PDF',
    );

    for (const body of [
      { fileName: '' },
      { fileName: '   ' },
      {},
      { fileName: 'x', grading: {} },
    ]) {
      expectApiError(
        await client.put(`/api/resume/update_resumes/${init.resumeId}`, body),
        400,
        'ValidationFailed',
      );
    }
    // The extension alone is no name, and is told so.
    const bare = expectApiError(
      await client.put(`/api/resume/update_resumes/${init.resumeId}`, { fileName: '.pdf' }),
      400,
      'ValidationFailed',
    );
    expect(bare.fields).toEqual({ fileName: 'This field is required' });
  });

  it('deletes a resume from every read at once, brings it back whole on Undo, and purges it after the window', async () => {
    const { client } = await signedUpClient(app);
    const init = await uploadResume(app, client, 'doomed.pdf', realPdf);
    const listed = async () =>
      (await client.get('/api/resumes')).json<ResumeList>().items.map((r) => r.fileName);

    const deleted = await client.delete(`/api/resume/${init.resumeId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Resume deleted successfully' });
    expect(await listed()).toEqual([]);
    expectApiError(await client.get(`/api/resume/${init.resumeId}/thumbnail.png`), 404, 'NotFound');
    expectApiError(await client.delete(`/api/resume/${init.resumeId}`), 404, 'NotFound');
    // Within the undo window it is all still there, file and row.
    expect(existsSync(fileOf(init.Key))).toBe(true);

    const restored = await client.post(`/api/resume/${init.resumeId}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ message: 'Resume restored' });
    expect(await listed()).toEqual(['doomed.pdf']);
    expect((await client.get(`/api/resume/${init.resumeId}/thumbnail.png`)).statusCode).toBe(200);
    // Only its owner restores it, and only what was deleted.
    const stranger = await signedUpClient(app);
    expectApiError(
      await stranger.client.post(`/api/resume/${init.resumeId}/restore`),
      404,
      'NotFound',
    );
    expectApiError(await client.post(`/api/resume/${init.resumeId}/restore`), 404, 'NotFound');

    // Past the window: no undo, and the purge removes row and file.
    await client.delete(`/api/resume/${init.resumeId}`);
    await sql`update resumes set deleted_at = now() - interval '1 minute'
      where id = ${init.resumeId}`.execute(getDb());
    expectApiError(await client.post(`/api/resume/${init.resumeId}/restore`), 404, 'NotFound');
    const service = resumeService({ db: getDb(), storage: localStorage(filesDir, signer) });
    expect(await service.purgeDeleted()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(init.resumeId)).toBeNull();
    expect(existsSync(fileOf(init.Key))).toBe(false);

    // An upload never completed is removed at once: there is nothing to bring back, and a
    // PUT to its URL stores nothing.
    const pending = await requestUpload(client, 'gone.pdf');
    await client.delete(`/api/resume/${pending.resumeId}`);
    expect(await statusOf(pending.resumeId)).toBeNull();
    expectApiError(await putBytes(app, pending.url, tinyPdf), 404, 'UploadNotFound');
    expect(existsSync(fileOf(pending.Key))).toBe(false);
  });

  it('lets a visitor upload and the user who signs up claim it, once, within a day', async () => {
    const visitor = apiClient(app);
    const init = await requestUpload(visitor, 'visitor.pdf', { visitor: true });
    expect((await putBytes(app, init.url, realPdf)).statusCode).toBe(200);
    const confirmed = await visitor.post(`/api/resume/${init.resumeId}/uploaded`);
    expect(confirmed.json()).toMatchObject({ sizeBytes: realPdf.length });
    const row = await getDb()
      .selectFrom('resumes')
      .select(['userId', 'claimExpiresAt'])
      .where('id', '=', init.resumeId)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBeNull();
    const inADay = Date.now() + 24 * 3600 * 1000;
    expect(Math.abs((row.claimExpiresAt?.getTime() ?? 0) - inADay)).toBeLessThan(60_000);

    const { client } = await signedUpClient(app);
    const claimed = await client.post(`/api/resume/${init.resumeId}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ resumeId: init.resumeId, fileName: 'visitor.pdf' });
    // A retry by the same user is fine; anyone else finds nothing.
    expect((await client.post(`/api/resume/${init.resumeId}/claim`)).statusCode).toBe(200);
    const other = await signedUpClient(app);
    expectApiError(await other.client.post(`/api/resume/${init.resumeId}/claim`), 404, 'NotFound');
    expectApiError(await visitor.post(`/api/resume/${init.resumeId}/uploaded`), 404, 'NotFound');
    expect(
      (await client.get('/api/resumes')).json<ResumeList>().items.map((r) => r.resumeId),
    ).toEqual([init.resumeId]);

    // Past its day, a visitor's upload can no longer be claimed, and the sweep removes it.
    const late = await requestUpload(apiClient(app), 'late.pdf', { visitor: true });
    await putBytes(app, late.url, tinyPdf);
    await getDb()
      .updateTable('resumes')
      .set({ claimExpiresAt: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', late.resumeId)
      .execute();
    expectApiError(await client.post(`/api/resume/${late.resumeId}/claim`), 404, 'NotFound');
    // A signed-in user's upload never confirmed, an hour after its URL expired, goes too.
    const abandoned = await requestUpload(client, 'abandoned.pdf');
    const recent = await requestUpload(client, 'recent.pdf');
    // A later version chosen and never graded is no version: after a day it goes too.
    const leftVersion = await uploadResume(app, client, 'v2.pdf', tinyPdf, {
      previousVersionId: init.resumeId,
    });
    const freshVersion = await uploadResume(app, client, 'v3.pdf', tinyPdf, {
      previousVersionId: init.resumeId,
    });
    // created_at is never updated by the app (its type says so); the test ages the rows.
    await sql`update resumes set created_at = now() - interval '2 hours'
      where id = ${abandoned.resumeId}`.execute(getDb());
    await sql`update resumes set created_at = now() - interval '25 hours'
      where id in (${leftVersion.resumeId}, ${init.resumeId})`.execute(getDb());
    const service = resumeService({
      db: getDb(),
      storage: localStorage(filesDir, signer),
    });
    expect(await service.sweepAbandoned()).toBeGreaterThanOrEqual(3);
    expect(await statusOf(leftVersion.resumeId)).toBeNull();
    expect(existsSync(fileOf(leftVersion.Key))).toBe(false);
    expect(await statusOf(freshVersion.resumeId)).toMatchObject({ status: 'uploaded' });
    expect(await statusOf(late.resumeId)).toBeNull();
    expect(existsSync(fileOf(late.Key))).toBe(false);
    expect(await statusOf(abandoned.resumeId)).toBeNull();
    expect(await statusOf(recent.resumeId)).toMatchObject({ status: 'pending-upload' });
    expect(await statusOf(init.resumeId)).not.toBeNull();
  });

  it("points a visitor's upload link at our own address whatever Host the request names", async () => {
    const visitor = apiClient(app);
    const response = await visitor.post(
      '/api/resume/public-request-upload',
      { fileName: 'cv.pdf', type: 'application/pdf' },
      { host: 'evil.example' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(new URL(response.json<{ url: string }>().url).origin).toBe('http://127.0.0.1:3000');
  });

  it('limits visitor upload requests per address', async () => {
    const visitor = apiClient(app);
    for (let i = 0; i < 3; i++) await requestUpload(visitor, `v${i}.pdf`, { visitor: true });
    const limited = await visitor.post('/api/resume/public-request-upload', {
      fileName: 'v4.pdf',
      type: 'application/pdf',
    });
    expectApiError(limited, 429, 'TooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    await requestUpload(apiClient(app), 'other.pdf', { visitor: true });
  });

  it('deletes the files and rows of every resume with the account', async () => {
    const { client, account } = await signedUpClient(app);
    const first = await uploadResume(app, client, 'one.pdf');
    const second = await uploadResume(app, client, 'two.pdf', realPdf);
    const pending = await requestUpload(client, 'three.pdf');
    const other = await signedUpClient(app);
    const kept = await uploadResume(app, other.client, 'kept.pdf');

    const deleted = await client.delete('/api/delete-user');
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const init of [first, second, pending]) {
      expect(existsSync(fileOf(init.Key))).toBe(false);
      expect(await statusOf(init.resumeId)).toBeNull();
    }
    expect(existsSync(fileOf(kept.Key))).toBe(true);
    const users = await getDb()
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .execute();
    expect(users).toEqual([]);
  });
});
