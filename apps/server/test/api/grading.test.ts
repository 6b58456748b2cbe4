import { readdirSync, readFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suggestionCount } from '@resumegrader/contract/grading';
import type { ResumeList } from '@resumegrader/contract/resume';
import { analysisResultSchema, reviewMessages } from '@resumegrader/contract/review';
import type { GradingPool, DocumentPool } from '@resumegrader/grader/pool';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type ApiClient, apiClient, signedUpClient } from '../support/accounts.ts';
import type { Db } from '../../src/db/database.ts';
import { createGradingRuntime } from '../../src/grading/grading-runtime.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import {
  buildTestApp,
  expectApiError,
  testConfig,
  testGradingPool,
  testDocumentPool,
} from '../support/app.ts';
import { cannedGradingPool, timingOutGradingPool } from '../support/canned-grader.ts';
import { describeEachDatabase } from '../support/databases.ts';
import {
  badDir,
  putBytes,
  realPdf,
  requestUpload,
  settledGrade,
  tinyPdf,
  uploadResume,
} from '../support/resumes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// Real gradings on a 2-core machine that may be busy with other test files: the first one
// also waits for the grader thread's start-up (harper, seconds).
vi.setConfig({ testTimeout: 120_000 });

const creditsOf = async (client: ApiClient) =>
  (await client.get('/api/get-user')).json<{ credits: number }>().credits;

const setCredits = (db: Db, email: string, credits: number) =>
  db.updateTable('users').set({ credits }).where('email', '=', email).execute();

const newDataDir = () =>
  path.resolve(here, `../../../../.tmp/server-test-grading-${randomBytes(4).toString('hex')}`);

// The real grader and renderer, started once for both databases' suites that use them: the
// grader thread warms up while the canned suites run.
let realGrading: GradingPool;
let realPreviews: DocumentPool;
beforeAll(() => {
  realGrading = testGradingPool();
  realPreviews = testDocumentPool();
});
afterAll(async () => {
  await realGrading?.close();
  await realPreviews?.close();
});

describeEachDatabase('grading: jobs, credits, results and feedback', (getDb) => {
  const dataDir = newDataDir();
  // These tests are about what the server does around a grading: the app and the runtimes
  // built here get the real grader's recorded answers. The suite below grades for real.
  const pool = cannedGradingPool();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { env: { DATA_DIR: dataDir } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('queues durably: a job sent by a server without workers is graded by another', async () => {
    const apiOnly = await buildTestApp(getDb(), {
      env: { DATA_DIR: dataDir, GRADING_WORKER: 'off' },
    });
    const { client } = await signedUpClient(apiOnly);
    const { resumeId } = await uploadResume(apiOnly, client, 'queued.pdf', realPdf);
    expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
    await apiOnly.close();
    // The suite's server runs workers on the same database: it takes the job.
    const sameUser = apiClient(app);
    for (const [name, value] of client.jar) sameUser.jar.set(name, value);
    expect(await settledGrade(sameUser, resumeId)).toEqual({ state: 'done' });
    expect(await creditsOf(sameUser)).toBe(0);
  });

  it('saves and charges once however often a job is delivered (a worker died mid-run)', async () => {
    const { client } = await signedUpClient(app);
    const email = (await client.get('/api/get-user')).json<{ email: string }>().email;
    await setCredits(getDb(), email, 2);
    const { resumeId } = await uploadResume(app, client, 'redelivered.pdf', realPdf);
    const user = await getDb()
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // A job a worker had started when it died: running, nothing saved, nothing charged.
    const jobId = randomUUID();
    await getDb()
      .insertInto('gradingJobs')
      .values({ id: jobId, resumeId, userId: user.id, state: 'running' })
      .execute();
    const config = testConfig({ DATA_DIR: dataDir, GRADING_WORKER: 'off' });
    const runtime = createGradingRuntime({
      config,
      db: getDb(),
      storage: createStorage(config),
      log: app.log,
      pool,
    });
    try {
      const delivery = { jobId, lastAttempt: false };
      await Promise.all([runtime.service.run(delivery), runtime.service.run(delivery)]);
      await runtime.service.run(delivery);
    } finally {
      await runtime.close();
    }
    expect(await settledGrade(client, resumeId)).toEqual({ state: 'done' });
    expect(await creditsOf(client)).toBe(1);
    const spends = await getDb()
      .selectFrom('creditLedger')
      .select(['kind', 'delta', 'reference'])
      .where('userId', '=', user.id)
      .where('kind', '=', 'grading')
      .execute();
    expect(spends).toEqual([{ kind: 'grading', delta: -1, reference: `grading:${jobId}` }]);
  });

  it('neither saves nor charges a grading whose resume was deleted while it ran, undo window or not', async () => {
    const { client } = await signedUpClient(app);
    const email = (await client.get('/api/get-user')).json<{ email: string }>().email;
    const { resumeId } = await uploadResume(app, client, 'deleted-meanwhile.pdf', realPdf);
    const user = await getDb()
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const jobId = randomUUID();
    await getDb()
      .insertInto('gradingJobs')
      .values({ id: jobId, resumeId, userId: user.id, state: 'running' })
      .execute();
    expect((await client.delete(`/api/resume/${resumeId}`)).statusCode).toBe(200);
    const config = testConfig({ DATA_DIR: dataDir, GRADING_WORKER: 'off' });
    const runtime = createGradingRuntime({
      config,
      db: getDb(),
      storage: createStorage(config),
      log: app.log,
      pool,
    });
    try {
      await runtime.service.run({ jobId, lastAttempt: false });
    } finally {
      await runtime.close();
    }
    expect(await creditsOf(client)).toBe(1);
    // Brought back, it is as it was: not graded.
    expect((await client.post(`/api/resume/${resumeId}/restore`)).statusCode).toBe(200);
    expectApiError(await client.get(`/api/resume/analysis-result/${resumeId}`), 404, 'NotFound');
  });

  it('fails jobs nobody ran or finished in time, releasing the credit they hold', async () => {
    const { client } = await signedUpClient(app);
    const email = (await client.get('/api/get-user')).json<{ email: string }>().email;
    const { resumeId } = await uploadResume(app, client, 'stale.pdf', realPdf);
    const user = await getDb()
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    await getDb()
      .insertInto('gradingJobs')
      .values({ id: randomUUID(), resumeId, userId: user.id, state: 'queued', updatedAt: hourAgo })
      .execute();
    // The job holds the only credit.
    const other = await uploadResume(app, client, 'other.pdf', tinyPdf);
    expectApiError(
      await client.post(`/api/resume/${other.resumeId}/grade`),
      402,
      'InsufficientCredits',
    );
    const config = testConfig({ DATA_DIR: dataDir, GRADING_WORKER: 'off' });
    const runtime = createGradingRuntime({
      config,
      db: getDb(),
      storage: createStorage(config),
      log: app.log,
      pool,
    });
    try {
      const now = Date.now();
      const cutoff = { running: new Date(now - 60_000), queued: new Date(now - 60 * 60 * 1000) };
      expect(await runtime.service.failStale(cutoff)).toBe(1);
    } finally {
      await runtime.close();
    }
    expect(await settledGrade(client, resumeId)).toMatchObject({
      state: 'failed',
      error: { code: 'GradingFailed' },
    });
    expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
    expect(await settledGrade(client, resumeId)).toEqual({ state: 'done' });
  });

  it('grades a file stored by its PUT alone (no confirmation), rendering its images then', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'put-only.pdf');
    expect((await putBytes(app, init.url, realPdf)).statusCode).toBe(200);
    expect((await client.post(`/api/resume/${init.resumeId}/grade`)).statusCode).toBe(202);
    expect(await settledGrade(client, init.resumeId)).toEqual({ state: 'done' });
    const analysis = analysisResultSchema.parse(
      (await client.get(`/api/resume/analysis-result/${init.resumeId}`)).json(),
    );
    expect(analysis.pages).toEqual(analysis.grading.resumeContentImages);
    expect(analysis.pages).toHaveLength(1);
    const image = await client.get(analysis.pages[0]?.url ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.readUInt32BE(20)).toBe(1400);
  });

  it('answers 404 for a page image whose file is missing', async () => {
    const { client } = await signedUpClient(app);
    const { resumeId } = await uploadResume(app, client, 'gone.pdf', tinyPdf);
    await rm(path.join(dataDir, 'files', 'resumes', resumeId, 'page-0.png'));
    expectApiError(await client.get(`/api/resume/${resumeId}/pages/0.png`), 404, 'NotFound');
  });

  it('refuses without credits (402) and sends nothing to grade', async () => {
    const { client } = await signedUpClient(app);
    const first = await uploadResume(app, client, 'first.pdf', realPdf);
    const second = await uploadResume(app, client, 'second.pdf', realPdf);
    expect((await client.post(`/api/resume/${first.resumeId}/grade`)).statusCode).toBe(202);
    // The one credit is held by the job in flight.
    const refused = expectApiError(
      await client.post(`/api/resume/${second.resumeId}/grade`),
      402,
      'InsufficientCredits',
    );
    expect(refused.message).toBe(reviewMessages.insufficientCredits);
    await settledGrade(client, first.resumeId);
    expectApiError(
      await client.post(`/api/resume/${second.resumeId}/grade`),
      402,
      'InsufficientCredits',
    );
    expectApiError(await client.get(`/api/resume/${second.resumeId}/grade`), 404, 'NotFound');
  });

  it('grades once when concurrent requests share one credit', async () => {
    const { client } = await signedUpClient(app);
    const uploads = [];
    for (let i = 0; i < 4; i++) uploads.push(await uploadResume(app, client, `r${i}.pdf`, realPdf));
    const asked = [...uploads, ...uploads];
    const answers = await Promise.all(
      asked.map((u) => client.post(`/api/resume/${u.resumeId}/grade`)),
    );
    const accepted = answers.filter((a) => a.statusCode === 202);
    const acceptedIds = new Set(accepted.map((a) => a.json<{ jobId: string }>().jobId));
    expect(acceptedIds.size).toBe(1);
    const gradedId = asked[answers.findIndex((a) => a.statusCode === 202)]?.resumeId;
    answers.forEach((answer, i) => {
      if (answer.statusCode === 202) return;
      // The graded resume asked again may find its grading already done.
      if (asked[i]?.resumeId === gradedId && answer.statusCode === 409) {
        expectApiError(answer, 409, 'AlreadyGraded');
      } else {
        expectApiError(answer, 402, 'InsufficientCredits');
      }
    });
    const graded = [];
    for (const u of uploads) {
      const status = await client.get(`/api/resume/${u.resumeId}/grade`);
      if (status.statusCode === 200) graded.push(await settledGrade(client, u.resumeId));
    }
    expect(graded).toEqual([{ state: 'done' }]);
    expect(await creditsOf(client)).toBe(0);
  });

  it("answers 404 for another user's resume on every grading route, 401 for visitors", async () => {
    const owner = await signedUpClient(app);
    const { resumeId } = await uploadResume(app, owner.client, 'mine.pdf', tinyPdf);
    const stranger = await signedUpClient(app);
    const visitor = apiClient(app);
    expectApiError(await stranger.client.post(`/api/resume/${resumeId}/grade`), 404, 'NotFound');
    expectApiError(await stranger.client.get(`/api/resume/${resumeId}/grade`), 404, 'NotFound');
    expectApiError(
      await stranger.client.get(`/api/resume/analysis-result/${resumeId}`),
      404,
      'NotFound',
    );
    expectApiError(
      await stranger.client.post('/api/submit-feedback', { rating: '5', message: 'x', resumeId }),
      404,
      'NotFound',
    );
    expectApiError(await visitor.post(`/api/resume/${resumeId}/grade`), 401, 'Unauthorized');
    expectApiError(
      await visitor.get(`/api/resume/analysis-result/${resumeId}`),
      401,
      'Unauthorized',
    );
    expectApiError(await owner.client.post('/api/resume/not-a-uuid/grade'), 404, 'NotFound');
    expect(await creditsOf(stranger.client)).toBe(1);
  });

  it('stores feedback from the results page', async () => {
    const { client } = await signedUpClient(app);
    const { resumeId } = await uploadResume(app, client, 'mine.pdf', tinyPdf);
    const sent = await client.post('/api/submit-feedback', {
      rating: '4',
      message: '  Clear and useful.  ',
      resumeId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: reviewMessages.feedbackThanks });
    const rows = await getDb()
      .selectFrom('feedback')
      .select(['rating', 'message', 'resumeId'])
      .where('resumeId', '=', resumeId)
      .execute();
    expect(rows).toEqual([{ rating: 4, message: 'Clear and useful.', resumeId }]);

    const bad = expectApiError(
      await client.post('/api/submit-feedback', { rating: '6', message: '' }),
      400,
      'ValidationFailed',
    );
    expect(bad.fields).toEqual({
      rating: 'Please choose a rating from 1 to 5',
      message: 'This field is required',
    });
    expectApiError(
      await apiClient(app).post('/api/submit-feedback', { rating: '5', message: 'Hi' }),
      401,
      'Unauthorized',
    );
  });
});

describeEachDatabase('grading that fails: the grader timed out', (getDb) => {
  const dataDir = newDataDir();
  // Every file the grader refuses is refused at upload (the preview reads its text): what
  // fails after Start Grading is a run past its time limit or a crashed thread.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), {
      env: { DATA_DIR: dataDir },
      gradingPool: timingOutGradingPool(),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops sending a file that keeps failing: five failed gradings an hour per account', async () => {
    const { client } = await signedUpClient(app);
    const { resumeId } = await uploadResume(app, client, 'slow.pdf', realPdf);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
      expect(await settledGrade(client, resumeId)).toMatchObject({ state: 'failed' });
    }
    const refused = await client.post(`/api/resume/${resumeId}/grade`);
    expect(expectApiError(refused, 429, 'TooManyRequests').message).toBe(
      reviewMessages.tooManyFailedGradings,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await creditsOf(client)).toBe(1);
  });

  it('takes no credit when the grader cannot finish the file', async () => {
    const { client } = await signedUpClient(app);
    const { resumeId } = await uploadResume(app, client, 'slow.pdf', realPdf);
    expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
    const status = await settledGrade(client, resumeId);
    expect(status).toMatchObject({
      state: 'failed',
      error: { code: 'GradingFailed', message: reviewMessages.gradingTooSlow },
    });
    expect(await creditsOf(client)).toBe(1);
    expectApiError(await client.get(`/api/resume/analysis-result/${resumeId}`), 404, 'NotFound');
  });
});

describeEachDatabase('grading: the real grader', (getDb) => {
  const dataDir = newDataDir();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), {
      env: { DATA_DIR: dataDir },
      gradingPool: realGrading,
      documentPool: realPreviews,
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('grades a stored resume, saves the grading and takes exactly one credit', async () => {
    const { client } = await signedUpClient(app);
    expect(await creditsOf(client)).toBe(1);
    const { resumeId } = await uploadResume(app, client, 'Barry Allen.pdf', realPdf);

    const started = await client.post(`/api/resume/${resumeId}/grade`);
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json<{ jobId: string }>();
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    // Asking again while it runs is the same job, not a second charge.
    const again = await client.post(`/api/resume/${resumeId}/grade`);
    if (again.statusCode === 202) expect(again.json()).toEqual({ jobId });
    else expectApiError(again, 409, 'AlreadyGraded');

    expect(await settledGrade(client, resumeId)).toEqual({ state: 'done' });
    expect(await creditsOf(client)).toBe(0);

    const result = await client.get(`/api/resume/analysis-result/${resumeId}`);
    expect(result.statusCode, result.body).toBe(200);
    const analysis = analysisResultSchema.parse(result.json());
    expect(analysis.fileName).toBe('Barry Allen.pdf');
    expect(analysis.grading.resumeContentImages).toEqual(analysis.pages);
    expect(analysis.thumbnail).toEqual({
      mid: [`/api/resume/${resumeId}/thumbnail.png`],
      big: `/api/resume/${resumeId}/pages/0.png`,
    });
    // The same grading the grader gives this file.
    const direct = await realGrading.grade(realPdf, { images: false });
    expect(suggestionCount(analysis.grading)).toBe(suggestionCount(direct.grading));
    expect(analysis.grading.finalGrade).toEqual(direct.grading.finalGrade);

    const list = (await client.get('/api/resumes')).json<ResumeList>();
    expect(list.items[0]).toMatchObject({
      resumeId,
      cumulativeGrade: direct.grading.finalGrade.Cumulative,
    });
    // Graded once: a second request is refused clearly and costs nothing.
    const { email } = (await client.get('/api/get-user')).json<{ email: string }>();
    await setCredits(getDb(), email, 3);
    expectApiError(await client.post(`/api/resume/${resumeId}/grade`), 409, 'AlreadyGraded');
    expect(await creditsOf(client)).toBe(3);
  });

  it('refuses every unreadable file of the shared bad set and keeps nothing of them', async () => {
    const { client } = await signedUpClient(app);
    const readable = new Set([
      '05-encrypted-owner-restricted.pdf',
      '10-five-pages-cv.pdf',
      '11-cover-letter-not-resume.pdf',
      '12-wrong-xref-offsets-recoverable.pdf',
    ]);
    const names = readdirSync(badDir).filter((name) => name.endsWith('.pdf'));
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const name of names) {
      const init = await requestUpload(client, name);
      const put = await putBytes(app, init.url, readFileSync(path.join(badDir, name)));
      if (put.statusCode !== 200) {
        // Not a PDF at all: refused while the bytes arrive.
        expect(readable.has(name), name).toBe(false);
        expectApiError(put, 400, 'InvalidPdf');
        continue;
      }
      const confirmed = await client.post(`/api/resume/${init.resumeId}/uploaded`);
      if (readable.has(name)) {
        expect(confirmed.statusCode, `${name}: ${confirmed.body}`).toBe(200);
        continue;
      }
      const error = expectApiError(confirmed, 400, 'UnreadablePdf');
      expect(error.message).toMatch(/^There is an issue with your resume file or format/);
      // A scan is told what to do, before any credit is at stake.
      if (name === '09-scanned-image-only.pdf') {
        expect(error.message).toMatch(/scanned image.*export it from your editor as PDF/);
      }
    }
    const listed = (await client.get('/api/resumes')).json<ResumeList>().items;
    expect(listed.map((r) => r.fileName).sort()).toEqual([...readable].sort());
  });
});
