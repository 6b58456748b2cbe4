import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atsReadingSchema } from '@resumegrader/contract/ats-reading';
import {
  type JobMatch,
  jobMatchListSchema,
  jobMatchMessages,
  jobMatchSchema,
} from '@resumegrader/contract/job-match';
import type { DocumentPool } from '@resumegrader/grader/pool';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type ApiClient, apiClient, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError, testDocumentPool } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { realPdf, settledGrade, uploadResume } from '../support/resumes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// The document threads start on first use (mupdf's WASM) on a 2-core machine shared with
// other test files.
vi.setConfig({ testTimeout: 60_000 });

/** A front-end posting: the test resume (a front-end developer) has most of it, not all. */
const frontEndPosting = `Front-End Engineer

We are hiring a Front-End Engineer to build the customer dashboard of our analytics product.

Requirements:
- 3+ years of experience building web applications with React and TypeScript
- Strong JS, HTML and CSS skills; experience with Redux
- Experience with Kubernetes and Terraform for deploying what you build
- Excellent communication skills
- Bachelor's degree in Computer Science or a related field

Nice to have: GraphQL, Storybook.`;

/** Polish: a language resumes are not graded in, so no posting of it is matched. */
const polishPosting =
  'Poszukujemy doświadczonej programistki frontendowej do naszego zespołu w Krakowie. ' +
  'Tworzysz interfejsy w React i TypeScript, blisko współpracujesz z projektantami i ' +
  'odpowiadasz za jakość, dostępność i wydajność naszej aplikacji. ' +
  'Wymagania: kilkuletnie doświadczenie zawodowe i bardzo dobra znajomość języka polskiego.';

describeEachDatabase('job match and the ATS reading', (getDb) => {
  const dataDir = path.resolve(
    here,
    `../../../../.tmp/server-test-job-match-${randomBytes(4).toString('hex')}`,
  );
  let documents: DocumentPool;
  /** Tasks the app gave the document threads, by kind. */
  const tasks = { read: 0, match: 0 };
  let app: FastifyInstance;
  beforeAll(async () => {
    documents = testDocumentPool();
    const counted: DocumentPool = {
      preview: (bytes, owner) => documents.preview(bytes, owner),
      read: (bytes, owner) => {
        tasks.read += 1;
        return documents.read(bytes, owner);
      },
      match: (bytes, description, today, owner) => {
        tasks.match += 1;
        return documents.match(bytes, description, today, owner);
      },
      report: (input, owner) => documents.report(input, owner),
      ready: () => documents.ready(),
      close: () => documents.close(),
    };
    app = await buildTestApp(getDb(), {
      env: { DATA_DIR: dataDir, DOCUMENT_RATE_LIMIT: '8' },
      documentPool: counted,
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A signed-in user with the test resume uploaded, graded unless told otherwise. */
  async function userWithResume(graded = true): Promise<{ client: ApiClient; resumeId: string }> {
    const { client } = await signedUpClient(app);
    const { resumeId } = await uploadResume(app, client, 'barry-allen.pdf', realPdf);
    if (graded) {
      expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
      expect(await settledGrade(client, resumeId)).toEqual({ state: 'done' });
    }
    return { client, resumeId };
  }

  const match = (client: ApiClient, resumeId: string, jobDescription: unknown) =>
    client.post(`/api/resume/${resumeId}/job-match`, { jobDescription });
  const listOf = async (client: ApiClient, resumeId: string) =>
    jobMatchListSchema.parse((await client.get(`/api/resume/${resumeId}/job-matches`)).json());

  it('refuses a resume that is not graded yet, and charges nothing for matching', async () => {
    const { client, resumeId } = await userWithResume(false);
    const error = expectApiError(
      await match(client, resumeId, frontEndPosting),
      409,
      'ResumeNotGraded',
    );
    expect(error.message).toBe(jobMatchMessages.notGraded);
    expect((await client.get('/api/get-user')).json<{ credits: number }>().credits).toBe(1);
    // Its reading is not there yet either, and says so in its own words.
    for (const part of ['ats-reading', 'json-resume']) {
      const reading = await client.get(`/api/resume/${resumeId}/${part}`);
      expect(expectApiError(reading, 409, 'ResumeNotGraded').message).toBe(
        jobMatchMessages.readingNotGraded,
      );
    }
  });

  it('matches, keeps each match with its description, lists newest first and deletes', async () => {
    const { client, resumeId } = await userWithResume();
    const response = await match(client, resumeId, frontEndPosting);
    expect(response.statusCode, response.body).toBe(200);
    const first = jobMatchSchema.parse(response.json());
    expect(first.jobTitle).toBe('Front-End Engineer');
    expect(first.score).toBeGreaterThan(0);
    expect(first.score).toBeLessThan(100);
    // The resume writes 'JavaScript (ES6+)'; the posting 'JS'.
    expect(first.found).toEqual(
      expect.arrayContaining(['React', 'TypeScript', 'JavaScript', 'Redux']),
    );
    expect(first.missing).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
    const react = first.terms.found.find((t) => t.term === 'React');
    expect(react?.places.length).toBeGreaterThan(0);
    expect(first.terms.missing.find((t) => t.term === 'Kubernetes')?.suggestion).toMatch(
      /Kubernetes/u,
    );
    expect(first.jobDescription).toBe(frontEndPosting);
    // Matching is free.
    expect((await client.get('/api/get-user')).json<{ credits: number }>().credits).toBe(0);

    const second = jobMatchSchema.parse(
      (await match(client, resumeId, `${frontEndPosting}\nRemote.`)).json(),
    );
    expect((await listOf(client, resumeId)).map((m) => m.id)).toEqual([second.id, first.id]);
    const again = await client.get(`/api/resume/${resumeId}/job-match/${first.id}`);
    expect(jobMatchSchema.parse(again.json())).toEqual(first);

    const deleted = await client.delete(`/api/resume/${resumeId}/job-match/${first.id}`);
    expect(deleted.json()).toEqual({ message: jobMatchMessages.deleted });
    expect((await listOf(client, resumeId)).map((m) => m.id)).toEqual([second.id]);
    expectApiError(
      await client.get(`/api/resume/${resumeId}/job-match/${first.id}`),
      404,
      'NotFound',
    );
    expectApiError(
      await client.delete(`/api/resume/${resumeId}/job-match/${first.id}`),
      404,
      'NotFound',
    );
  });

  it('replaces the match of a description matched again, keeping its id; another adds one', async () => {
    const { client, resumeId } = await userWithResume();
    const first = jobMatchSchema.parse((await match(client, resumeId, frontEndPosting)).json());
    const other = jobMatchSchema.parse(
      (await match(client, resumeId, `${frontEndPosting}\nRemote.`)).json(),
    );
    expect((await listOf(client, resumeId)).map((m) => m.id)).toEqual([other.id, first.id]);

    // The same description once tidied: doubled spaces and Windows line ends are no new one.
    const padded = frontEndPosting.replaceAll(' ', '  ').replaceAll('\n', ' \r\n');
    const again = jobMatchSchema.parse((await match(client, resumeId, padded)).json());
    expect(again.id).toBe(first.id);
    expect(again.jobDescription).toBe(first.jobDescription);
    expect(Date.parse(again.createdAt)).toBeGreaterThan(Date.parse(first.createdAt));
    // One saved match for it, moved to the top with its new date.
    const listed = await listOf(client, resumeId);
    expect(listed.map((m) => m.id)).toEqual([first.id, other.id]);
    expect(listed[0]?.createdAt).toBe(again.createdAt);
    const shown = await client.get(`/api/resume/${resumeId}/job-match/${first.id}`);
    expect(jobMatchSchema.parse(shown.json())).toEqual(again);
  });

  it('refuses a description too short, too long, not text or not English, saving nothing', async () => {
    const { client, resumeId } = await userWithResume();
    const refusals: [unknown, string, string][] = [
      ['x'.repeat(150), 'ValidationFailed', jobMatchMessages.tooShort],
      [' '.repeat(300), 'ValidationFailed', jobMatchMessages.tooShort],
      [`${frontEndPosting} ${'word '.repeat(4_000)}`, 'ValidationFailed', jobMatchMessages.tooLong],
      [
        '\u0001\u0002%PDF-1.7 \u0003 \u0010obj stream'.repeat(20),
        'ValidationFailed',
        jobMatchMessages.notText,
      ],
      [12345, 'ValidationFailed', jobMatchMessages.tooShort],
      [polishPosting, 'UnsupportedLanguage', jobMatchMessages.unsupportedLanguage],
    ];
    const before = tasks.match;
    for (const [description, code, message] of refusals) {
      const error = expectApiError(await match(client, resumeId, description), 400, code);
      expect(error.message).toContain(message);
    }
    // Only the Polish one was read: the others never reached a document thread.
    expect(tasks.match - before).toBe(1);
    expect(await listOf(client, resumeId)).toEqual([]);
  });

  it('reads hostile descriptions at once: runs of spaces are one space, a title is short', async () => {
    const { client, resumeId } = await userWithResume();
    // Issue 32: each took the document thread's 10 s and answered 500.
    const spaced = [
      `We are hiring a Senior Software Engineer with Python experience. 1${' '.repeat(19_500)}x`,
      `experience${' '.repeat(19_500)}`,
    ];
    for (const description of spaced) {
      const error = expectApiError(
        await match(client, resumeId, description),
        400,
        'ValidationFailed',
      );
      expect(error.message).toContain(jobMatchMessages.tooShort);
    }
    // Long enough once tidied: read, at once.
    const read = await match(
      client,
      resumeId,
      `${frontEndPosting}\nexperience${' '.repeat(19_000)}x`,
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(jobMatchSchema.parse(read.json()).found).toEqual(expect.arrayContaining(['React']));
    // Kept tidied: what the user pasted, with its runs of spaces as one.
    const padded = frontEndPosting.replaceAll(' ', '   ').replaceAll('\n', '\n\n\n\n');
    const tidied = jobMatchSchema.parse((await match(client, resumeId, padded)).json());
    expect(tidied.jobDescription).toBe(
      frontEndPosting.replaceAll('\n\n', '\n').replaceAll('\n', '\n\n'),
    );
    expect(tidied.found).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    const symbols = jobMatchSchema.parse(
      (await match(client, resumeId, `${'a+'.repeat(9_000)}\n\n${frontEndPosting}`)).json(),
    );
    expect(symbols.jobTitle ?? '').not.toMatch(/a\+a\+/u);
  });

  it('keeps every route to its owner', async () => {
    const owner = await userWithResume();
    const saved = jobMatchSchema.parse(
      (await match(owner.client, owner.resumeId, frontEndPosting)).json(),
    ) as JobMatch;
    const { client: stranger } = await signedUpClient(app);
    const base = `/api/resume/${owner.resumeId}`;
    expectApiError(await match(stranger, owner.resumeId, frontEndPosting), 404, 'NotFound');
    expectApiError(await stranger.get(`${base}/job-matches`), 404, 'NotFound');
    expectApiError(await stranger.get(`${base}/job-match/${saved.id}`), 404, 'NotFound');
    expectApiError(await stranger.delete(`${base}/job-match/${saved.id}`), 404, 'NotFound');
    expectApiError(await stranger.get(`${base}/ats-reading`), 404, 'NotFound');
    expectApiError(await stranger.get(`${base}/json-resume`), 404, 'NotFound');
    const visitor = apiClient(app);
    expectApiError(await match(visitor, owner.resumeId, frontEndPosting), 401, 'Unauthorized');
    expectApiError(await visitor.get(`${base}/json-resume`), 401, 'Unauthorized');
    expect((await listOf(owner.client, owner.resumeId)).map((m) => m.id)).toEqual([saved.id]);
  });

  it('limits matches per account, not for everyone', async () => {
    const busy = await userWithResume();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await match(busy.client, busy.resumeId, frontEndPosting)).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(8);
    const limited = await match(busy.client, busy.resumeId, frontEndPosting);
    expectApiError(limited, 429, 'TooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await userWithResume();
    expect((await match(other.client, other.resumeId, frontEndPosting)).statusCode).toBe(200);
  });

  it('reads the resume as an ATS does once, then serves the kept reading', async () => {
    const { client, resumeId } = await userWithResume();
    const before = tasks.read;
    const first = await client.get(`/api/resume/${resumeId}/ats-reading`);
    expect(first.statusCode, first.body).toBe(200);
    const reading = atsReadingSchema.parse(first.json());
    expect(reading.name?.text).toBe('Barry Allen');
    expect(reading.positions[0]?.employer?.text).toBe('Google');
    expect(reading.positions[0]?.title?.text).toBe('Software Engineer (Front-End)');
    expect(reading.skills.map((s) => s.text)).toContain('TypeScript');
    const second = await client.get(`/api/resume/${resumeId}/ats-reading`);
    expect(second.json()).toEqual(first.json());
    expect(tasks.read - before).toBe(1);
  });

  it('downloads the reading as a JSON Resume file named after the person', async () => {
    const { client, resumeId } = await userWithResume();
    const response = await client.get(`/api/resume/${resumeId}/json-resume`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/u);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Barry-Allen\.json"/u,
    );
    const document = response.json<{
      $schema: string;
      basics: Record<string, unknown>;
      work: Record<string, unknown>[];
    }>();
    expect(document.$schema).toMatch(/jsonresume.*v1\.0\.0/u);
    expect(document.basics).toMatchObject({ name: 'Barry Allen', label: 'Front-End Developer' });
    expect(document.work[0]).toMatchObject({
      name: 'Google',
      position: 'Software Engineer (Front-End)',
    });
  });
});

describeEachDatabase('job match: the time limit', (getDb) => {
  let documents: DocumentPool;
  let tight: DocumentPool;
  let app: FastifyInstance;
  beforeAll(async () => {
    documents = testDocumentPool();
    // A limit no match meets: what a description too complex to read hits.
    tight = testDocumentPool(1);
    app = await buildTestApp(getDb(), {
      documentPool: { ...documents, match: (...args) => tight.match(...args) },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await documents?.close();
    await tight?.close();
  });

  it('answers a match stopped at its time limit with 422 in the error shape, not 500', async () => {
    const { client } = await signedUpClient(app);
    const { resumeId } = await uploadResume(app, client, 'barry-allen.pdf', realPdf);
    expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
    expect(await settledGrade(client, resumeId)).toEqual({ state: 'done' });
    const response = await client.post(`/api/resume/${resumeId}/job-match`, {
      jobDescription: frontEndPosting,
    });
    expect(expectApiError(response, 422, 'TooComplex').message).toBe(jobMatchMessages.tooComplex);
  });
});
