import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadedResume } from '@resumegrader/contract/resume';
import type { DocumentPool } from '@resumegrader/grader/pool';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { apiClient, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError, testDocumentPool } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import {
  nestedFormsBomb,
  putBytes,
  realPdf,
  requestUpload,
  settledGrade,
} from '../support/resumes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// Real renders, several at once, on a 2-core machine that may be busy with other files.
vi.setConfig({ testTimeout: 120_000 });

describeEachDatabase('previews: hostile files stay in their own threads', (getDb) => {
  const dataDir = path.resolve(
    here,
    `../../../../.tmp/server-test-previews-${randomBytes(4).toString('hex')}`,
  );
  const filesDir = path.join(dataDir, 'files');
  let previews: DocumentPool;
  /** Renders started through the app, counted around the real preview pool. */
  let renders = 0;
  let app: FastifyInstance;
  beforeAll(async () => {
    previews = testDocumentPool();
    const counted: DocumentPool = {
      preview: (bytes, owner) => {
        renders += 1;
        return previews.preview(bytes, owner);
      },
      read: (bytes, owner) => previews.read(bytes, owner),
      match: (bytes, description, today, owner) => previews.match(bytes, description, today, owner),
      report: (input, owner) => previews.report(input, owner),
      ready: () => previews.ready(),
      close: () => previews.close(),
    };
    // Real preview threads, where hostile files run; the grading after them is canned.
    app = await buildTestApp(getDb(), {
      env: { DATA_DIR: dataDir, PUBLIC_UPLOAD_RATE_LIMIT: '3' },
      documentPool: counted,
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await previews?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A visitor's upload of `bytes`, stored by its PUT and not yet confirmed. */
  const visitorUpload = async (bytes: Buffer, visitor = apiClient(app)) => {
    const init = await requestUpload(visitor, 'hostile.pdf', { visitor: true });
    expect((await putBytes(app, init.url, bytes)).statusCode).toBe(200);
    return { visitor, init };
  };

  it('refuses a file too complex to display with 400, deletes it and never renders it again', async () => {
    const { visitor, init } = await visitorUpload(nestedFormsBomb);
    const before = renders;
    const refused = expectApiError(
      await visitor.post(`/api/resume/${init.resumeId}/uploaded`),
      400,
      'UnreadablePdf',
    );
    expect(refused.message).toMatch(
      /^There is an issue with your resume file or format that prevents us from grading it\. .*too complex to display/,
    );
    expect(renders - before).toBe(1);
    expect(existsSync(path.join(filesDir, init.Key))).toBe(false);
    const row = await getDb()
      .selectFrom('resumes')
      .select('id')
      .where('id', '=', init.resumeId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // Asking again renders nothing: the resume is gone.
    expectApiError(await visitor.post(`/api/resume/${init.resumeId}/uploaded`), 404, 'NotFound');
    expect(renders - before).toBe(1);
  });

  it("keeps another user's confirmation and grading working while hostile files arrive", async () => {
    const { client } = await signedUpClient(app);
    const own = await requestUpload(client, 'mine.pdf');
    expect((await putBytes(app, own.url, realPdf)).statusCode).toBe(200);
    const hostile = await Promise.all([
      visitorUpload(nestedFormsBomb),
      visitorUpload(nestedFormsBomb),
      visitorUpload(nestedFormsBomb),
    ]);

    const [mine, ...theirs] = await Promise.all([
      client.post(`/api/resume/${own.resumeId}/uploaded`),
      ...hostile.map(({ visitor, init }) => visitor.post(`/api/resume/${init.resumeId}/uploaded`)),
    ]);
    for (const response of theirs) expectApiError(response, 400, 'UnreadablePdf');
    expect(mine?.statusCode, mine?.body).toBe(200);
    expect(mine?.json<UploadedResume>().pages).toHaveLength(1);

    expect((await client.post(`/api/resume/${own.resumeId}/grade`)).statusCode).toBe(202);
    expect(await settledGrade(client, own.resumeId)).toEqual({ state: 'done' });
  });

  it('renders a resume once when its confirmation is sent several times at once', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'double-click.pdf');
    expect((await putBytes(app, init.url, realPdf)).statusCode).toBe(200);
    const before = renders;
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post(`/api/resume/${init.resumeId}/uploaded`)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => JSON.stringify(a.json<UploadedResume>().pages))).size).toBe(
      1,
    );
    expect(renders - before).toBe(1);
  });

  it('limits the renders of visitor confirmations per address, like their uploads', async () => {
    // Uploads requested from four addresses, all confirmed from a fifth.
    const uploads = await Promise.all(
      [1, 2, 3, 4].map(async () => (await visitorUpload(realPdf)).init),
    );
    const confirmer = apiClient(app);
    const statuses: number[] = [];
    for (const init of uploads) {
      statuses.push((await confirmer.post(`/api/resume/${init.resumeId}/uploaded`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // A rendered preview costs nothing to show again: not counted.
    const [first] = uploads;
    expect((await confirmer.post(`/api/resume/${first?.resumeId ?? ''}/uploaded`)).statusCode).toBe(
      200,
    );
  });
});

describeEachDatabase('previews: the time limit', (getDb) => {
  let previews: DocumentPool;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A limit no render meets: what a file the drawing budget misses would hit.
    previews = testDocumentPool(1);
    app = await buildTestApp(getDb(), { documentPool: previews });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await previews?.close();
  });

  it('refuses a file whose render passes the limit, as too complex to display', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'slow.pdf');
    expect((await putBytes(app, init.url, realPdf)).statusCode).toBe(200);
    const refused = expectApiError(
      await client.post(`/api/resume/${init.resumeId}/uploaded`),
      400,
      'UnreadablePdf',
    );
    expect(refused.message).toMatch(/too complex to display/);
    expectApiError(await client.post(`/api/resume/${init.resumeId}/uploaded`), 404, 'NotFound');
  });
});
