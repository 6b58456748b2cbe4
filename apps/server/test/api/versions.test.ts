import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Grading, gradingSchema } from '@resumegrader/contract/grading';
import { resumeListSchema } from '@resumegrader/contract/resume';
import { comparisonSchema, findingsOf, versionMessages } from '@resumegrader/contract/versions';
import { mupdf } from '@resumegrader/grader/pdf/mupdf';
import type { DocumentPool } from '@resumegrader/grader/pool';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { type ApiClient, apiClient, signedUpClient } from '../support/accounts.ts';
import { resumeService } from '../../src/services/resume-service.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { buildTestApp, expectApiError, testConfig, testDocumentPool } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { realPdf, settledGrade, uploadResume } from '../support/resumes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
vi.setConfig({ testTimeout: 60_000 });

const pdftotext = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((p) => existsSync(p));

describeEachDatabase('versions, their comparison and the report PDF', (getDb) => {
  const dataDir = path.resolve(
    here,
    `../../../../.tmp/server-test-versions-${randomBytes(4).toString('hex')}`,
  );
  let documents: DocumentPool;
  let reportsMade = 0;
  /** While set, a report being made waits for it before it is handed back. */
  let reportGate: Promise<void> | undefined;
  let reportStarted: (() => void) | undefined;
  let app: FastifyInstance;
  beforeAll(async () => {
    documents = testDocumentPool();
    app = await buildTestApp(getDb(), {
      env: { DATA_DIR: dataDir, SIGNUP_FREE_CREDITS: '10' },
      documentPool: {
        preview: (bytes, owner) => documents.preview(bytes, owner),
        read: (bytes, owner) => documents.read(bytes, owner),
        match: (bytes, description, today, owner) =>
          documents.match(bytes, description, today, owner),
        report: async (input, owner) => {
          reportsMade += 1;
          const pdf = await documents.report(input, owner);
          reportStarted?.();
          await reportGate;
          return pdf;
        },
        ready: () => documents.ready(),
        close: () => documents.close(),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function version(
    client: ApiClient,
    fileName: string,
    { previous, graded = true }: { previous?: string; graded?: boolean } = {},
  ): Promise<string> {
    const { resumeId } = await uploadResume(app, client, fileName, realPdf, {
      ...(previous ? { previousVersionId: previous } : {}),
    });
    if (graded) {
      expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
      expect(await settledGrade(client, resumeId)).toEqual({ state: 'done' });
    }
    return resumeId;
  }

  const cards = async (client: ApiClient, query = '') =>
    resumeListSchema.parse((await client.get(`/api/resumes${query}`)).json()).items;

  const gradingOf = async (db: Db, id: string): Promise<Grading> =>
    gradingSchema.parse(
      (
        await db
          .selectFrom('resumes')
          .select('grading')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).grading,
    );

  it('groups versions under one card, latest on top, each version listed', async () => {
    const { client } = await signedUpClient(app);
    const first = await version(client, 'cv.pdf', { graded: false });
    const second = await version(client, 'cv-v2.pdf', { previous: first });
    // A version of an earlier version joins the same group.
    const third = await version(client, 'cv-final.pdf', { previous: second });
    const other = await version(client, 'cover.pdf', { graded: false });
    // Uploaded and never graded: no version (issue 35), on no card and in no list.
    const dropped = await version(client, 'cv-draft.pdf', { previous: third, graded: false });
    const list = await cards(client);
    expect(list.map((c) => [c.resumeId, c.version])).toEqual([
      [other, 1],
      [third, 3],
    ]);
    expect(list[1]?.earlier.map((e) => [e.resumeId, e.fileName, e.version])).toEqual([
      [second, 'cv-v2.pdf', 2],
      [first, 'cv.pdf', 1],
    ]);
    // Search finds a group by any version's name; it shows the latest version.
    expect((await cards(client, '?search=v2')).map((c) => c.resumeId)).toEqual([third]);
    expect(await cards(client, '?search=draft')).toEqual([]);
    // Graded, it becomes version 4 and the card.
    expect((await client.post(`/api/resume/${dropped}/grade`)).statusCode).toBe(202);
    expect(await settledGrade(client, dropped)).toEqual({ state: 'done' });
    expect((await cards(client)).map((c) => [c.resumeId, c.version])).toEqual([
      [dropped, 4],
      [other, 1],
    ]);
    // Sorting by name sorts the cards by their latest version's name.
    expect((await cards(client, '?sort=asc')).map((c) => c.fileName)).toEqual([
      'cover.pdf',
      'cv-draft.pdf',
    ]);
  });

  it('keeps the name a report was given when a new version arrives', async () => {
    const { client } = await signedUpClient(app);
    const first = await version(client, 'cv.pdf');
    const renamed = await client.put(`/api/resume/update_resumes/${first}`, {
      fileName: 'Nursing CV',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const second = await version(client, 'export-2026.pdf', { previous: first });
    const [card] = await cards(client);
    expect(card).toMatchObject({ resumeId: second, version: 2, fileName: 'Nursing CV.pdf' });
    expect(card?.earlier.map((e) => e.fileName)).toEqual(['Nursing CV.pdf']);
    // The name sorts and finds the card, and so does a version's own file name.
    const other = await version(client, 'Zebra.pdf', { graded: false });
    expect((await cards(client, '?sort=desc')).map((c) => c.resumeId)).toEqual([other, second]);
    expect((await cards(client, '?search=nursing')).map((c) => c.resumeId)).toEqual([second]);
    expect((await cards(client, '?search=export')).map((c) => c.resumeId)).toEqual([second]);
  });

  it('links a new version only to a report of the caller’s', async () => {
    const { client: owner } = await signedUpClient(app);
    const mine = await version(owner, 'mine.pdf', { graded: false });
    const { client: stranger } = await signedUpClient(app);
    const upload = (client: ApiClient, url: string) =>
      client.post(url, {
        fileName: 'theirs.pdf',
        type: 'application/pdf',
        previousVersionId: mine,
      });
    const refused = expectApiError(
      await upload(stranger, '/api/resume/request-upload'),
      404,
      'NotFound',
    );
    expect(refused.message).toBe(versionMessages.previousNotFound);
    expectApiError(
      await upload(apiClient(app), '/api/resume/public-request-upload'),
      404,
      'NotFound',
    );
    expect(await cards(stranger)).toEqual([]);
    expect((await cards(owner)).map((c) => c.version)).toEqual([1]);
  });

  it('deletes one version at a time; the group goes with its last version', async () => {
    const { client } = await signedUpClient(app);
    const first = await version(client, 'a.pdf', { graded: false });
    const second = await version(client, 'b.pdf', { previous: first });
    const third = await version(client, 'c.pdf', { previous: first });
    // An earlier version goes from the group; the card stays, numbered again.
    expect((await client.delete(`/api/resume/${second}`)).statusCode).toBe(200);
    expect((await cards(client)).map((c) => [c.resumeId, c.version, c.earlier.length])).toEqual([
      [third, 2, 1],
    ]);
    expect((await client.delete(`/api/resume/${third}`)).statusCode).toBe(200);
    expect((await cards(client)).map((c) => [c.resumeId, c.version, c.earlier.length])).toEqual([
      [first, 1, 0],
    ]);
    expect((await client.delete(`/api/resume/${first}`)).statusCode).toBe(200);
    expect(await cards(client)).toEqual([]);
  });

  it('compares a version with the one before: grades, and fixed, still there and new', async () => {
    const { client } = await signedUpClient(app);
    const first = await version(client, 'cv.pdf');
    const second = await version(client, 'cv-2.pdf', { previous: first });
    // Crafted from the real grading: one finding fixed, one moved to another place on
    // another page (still the same finding), one new, and a better Content grade.
    const before = await gradingOf(getDb(), first);
    expect(before.allFeedback.length).toBeGreaterThanOrEqual(2);
    const after = structuredClone(before);
    const [fixed, moved] = after.allFeedback.splice(0, 2) as [
      Grading['allFeedback'][number],
      Grading['allFeedback'][number],
    ];
    const added = {
      ...moved,
      title: 'Missing metrics',
      mistake: "'Built dashboards' has no number",
      feedback: 'Add a number.',
    };
    after.allFeedback.push(
      { ...moved, page: moved.page + 1, coordinates: [[10, 20, 30, 40]] },
      added,
    );
    after.finalGrade = { ...after.finalGrade, Content: 'A+' };
    await getDb()
      .updateTable('resumes')
      .set({ grading: JSON.stringify(after) })
      .where('id', '=', second)
      .execute();

    const response = await client.get(`/api/resume/${second}/comparison`);
    expect(response.statusCode, response.body).toBe(200);
    const comparison = comparisonSchema.parse(response.json());
    expect(comparison.version).toBe(2);
    expect(comparison.previous).toMatchObject({ resumeId: first, fileName: 'cv.pdf', version: 1 });
    expect(comparison.grades.find((g) => g.area === 'Content')).toEqual({
      area: 'Content',
      before: before.finalGrade.Content,
      after: 'A+',
      direction: before.finalGrade.Content === 'A+' ? 'same' : 'up',
    });
    expect(comparison.grades.find((g) => g.area === 'Writing')?.direction).toBe('same');
    const findings = comparison.findings;
    expect(findings?.fixed.map((f) => f.detail)).toEqual([fixed.mistake]);
    expect(findings?.new.map((f) => f.detail)).toEqual([added.mistake]);
    expect(findings?.still.map((f) => f.detail)).toContain(moved.mistake);
    expect(findings?.still).toHaveLength(findingsOf(before).length - 1);

    const firstComparison = comparisonSchema.parse(
      (await client.get(`/api/resume/${first}/comparison`)).json(),
    );
    expect(firstComparison).toEqual({
      version: 1,
      previous: null,
      earlier: [],
      grades: [],
      findings: null,
    });
  });

  it('compares with the newest graded earlier version, or the one asked for', async () => {
    const { client } = await signedUpClient(app);
    const first = await version(client, 'cv.pdf');
    // Chosen, uploaded, left: not a version, never compared with.
    await version(client, 'cv-2.pdf', { previous: first, graded: false });
    const second = await version(client, 'cv-3.pdf', { previous: first });
    const third = await version(client, 'cv-4.pdf', { previous: second });
    const compared = async (id: string, query = '') => {
      const response = await client.get(`/api/resume/${id}/comparison${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return comparisonSchema.parse(response.json());
    };
    const atSecond = await compared(second);
    expect(atSecond.version).toBe(2);
    expect(atSecond.previous).toMatchObject({ resumeId: first, version: 1 });
    expect(atSecond.findings).not.toBeNull();
    const byDefault = await compared(third);
    expect(byDefault.previous).toMatchObject({ resumeId: second, version: 2 });
    expect(byDefault.earlier.map((e) => [e.resumeId, e.version])).toEqual([
      [second, 2],
      [first, 1],
    ]);
    const chosen = await compared(third, `?with=${first}`);
    expect(chosen).toMatchObject({ version: 3, previous: { resumeId: first, version: 1 } });
    expect(chosen.grades).toHaveLength(4);
    // Only an earlier version of the same resume.
    const other = await version(client, 'other.pdf');
    for (const query of [`?with=${other}`, `?with=${third}`]) {
      const refused = expectApiError(
        await client.get(`/api/resume/${third}/comparison${query}`),
        404,
        'NotFound',
      );
      expect(refused.message).toBe(versionMessages.previousNotFound);
    }
    expectApiError(
      await client.get(`/api/resume/${third}/comparison?with=1`),
      400,
      'ValidationFailed',
    );
    // The report PDF compares with the version asked for: made for that download only, so
    // the kept one (the default comparison) is neither replaced nor made again.
    const download = async (query = '') => {
      const response = await client.get(`/api/resume/${third}/report.pdf${query}`);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.body.slice(0, 5)).toBe('%PDF-');
    };
    await download();
    const made = reportsMade;
    await download(`?with=${first}`);
    await download(`?with=${first}`);
    expect(reportsMade).toBe(made + 2);
    await download();
    expect(reportsMade).toBe(made + 2);
  });

  it('keeps comparisons and reports to their owner, and reports to graded resumes', async () => {
    const { client } = await signedUpClient(app);
    const graded = await version(client, 'cv.pdf');
    const notGraded = await version(client, 'draft.pdf', { graded: false });
    const { client: stranger } = await signedUpClient(app);
    expectApiError(await stranger.get(`/api/resume/${graded}/comparison`), 404, 'NotFound');
    expectApiError(await stranger.get(`/api/resume/${graded}/report.pdf`), 404, 'NotFound');
    expectApiError(
      await apiClient(app).get(`/api/resume/${graded}/report.pdf`),
      401,
      'Unauthorized',
    );
    const refused = expectApiError(
      await client.get(`/api/resume/${notGraded}/report.pdf`),
      409,
      'ResumeNotGraded',
    );
    expect(refused.message).toBe(versionMessages.reportNotGraded);
  });

  it('makes the report PDF once, with real text: the grades and every finding', async () => {
    const { client } = await signedUpClient(app);
    const first = await version(client, 'barry.pdf');
    const second = await version(client, 'barry-2.pdf', { previous: first });
    const made = reportsMade;
    const response = await client.get(`/api/resume/${second}/report.pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Barry-Allen-resume-review\.pdf"/u,
    );
    const bytes = response.rawPayload;
    const document = mupdf.Document.openDocument(bytes, 'application/pdf');
    const text = Array.from({ length: document.countPages() }, (_, i) =>
      document.loadPage(i).toStructuredText('preserve-whitespace').asText(),
    ).join('\n');
    const flat = (s: string) => s.replace(/\s+/gu, ' ');
    const grading = await gradingOf(getDb(), second);
    for (const area of ['Cumulative', 'Content', 'Format', 'Writing'] as const) {
      expect(text).toContain(grading.finalGrade[area]);
    }
    for (const finding of findingsOf(grading)) {
      const quote = finding.quote ?? finding.detail;
      if (quote) expect(flat(text)).toContain(flat(quote));
    }
    // What other tools read, too (README: apt-get install -y poppler-utils).
    expect(pdftotext, 'pdftotext is not installed').toBeDefined();
    const extracted = flat(
      execFileSync(pdftotext ?? '', ['-', '-'], { input: bytes }).toString('utf8'),
    );
    expect(extracted).toContain('barry-2.pdf');
    for (const finding of findingsOf(grading)) {
      const quote = finding.quote ?? finding.detail;
      if (quote) expect(extracted).toContain(flat(quote));
    }
    // Made once: the same answer again comes from storage.
    const again = await client.get(`/api/resume/${second}/report.pdf`);
    expect(again.rawPayload.equals(bytes)).toBe(true);
    expect(reportsMade - made).toBe(1);
    // Its comparison changes when the earlier version goes: it is made again.
    expect((await client.delete(`/api/resume/${first}`)).statusCode).toBe(200);
    expect((await client.get(`/api/resume/${second}/report.pdf`)).statusCode).toBe(200);
    expect(reportsMade - made).toBe(2);
  });

  it('keeps no file of a resume deleted while its report was being made, and answers 404', async () => {
    const { client } = await signedUpClient(app);
    const resumeId = await version(client, 'race.pdf');
    let open: () => void = () => undefined;
    reportGate = new Promise((resolve) => {
      open = resolve;
    });
    const made = new Promise<void>((resolve) => {
      reportStarted = resolve;
    });
    try {
      const report = client.get(`/api/resume/${resumeId}/report.pdf`);
      await made;
      expect((await client.delete(`/api/resume/${resumeId}`)).statusCode).toBe(200);
      open();
      expectApiError(await report, 404, 'NotFound');
    } finally {
      reportGate = undefined;
      reportStarted = undefined;
      open();
    }
    // The report made meanwhile is not kept; the resume's own files wait out its undo
    // window, and the purge leaves nothing behind.
    expect(existsSync(path.join(dataDir, 'files', 'resumes', resumeId, 'report.pdf'))).toBe(false);
    await getDb()
      .updateTable('resumes')
      .set({ deletedAt: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', resumeId)
      .execute();
    await resumeService({
      db: getDb(),
      storage: createStorage(testConfig({ DATA_DIR: dataDir })),
    }).purgeDeleted();
    expect(existsSync(path.join(dataDir, 'files', 'resumes', resumeId))).toBe(false);
    expect(existsSync(path.join(dataDir, 'files', 'resumes', `${resumeId}.pdf`))).toBe(false);
  });
});
