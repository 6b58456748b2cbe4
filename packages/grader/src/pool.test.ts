import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UnreadablePdfError } from './errors.ts';
import { gradePdf } from './grade.ts';
import { createGrammarLinter } from './writing/grammar-linter.ts';
import {
  createGradingPool,
  createDocumentPool,
  GradingFailedError,
  type GradingPool,
  lazyPool,
  PoolBusyError,
  type DocumentPool,
} from './pool.ts';
import { nestedFormsPdf } from '../test/hostile-pdf.ts';
import { makePdf } from '../test/pdf-builder.ts';
import { badDir, corpusDir, readPdf } from '../test/shared-files.ts';
import { webAssemblyMemories } from '../test/webassembly-memories.ts';

const workerFile = path.resolve(import.meta.dirname, '../dist/worker.js');
const documentWorkerFile = path.resolve(import.meta.dirname, '../dist/document-worker.js');
const pool = createGradingPool({ workerFile, threads: 1, timeoutMs: 60_000 });
const previews = createDocumentPool({ workerFile: documentWorkerFile, threads: 1 });
afterAll(() => Promise.all([pool.close(), previews.close()]));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('the grading pool', () => {
  it('grades in a worker thread and returns the grading with page images', async () => {
    const result = await pool.grade(readPdf(corpusDir, '01-jakes-resume.pdf'), {
      imageUrl: '/img/{page}.png',
    });
    expect(result.grading.resumeContentImages[0]?.url).toBe('/img/0.png');
    expect(result.images).toHaveLength(1);
  });

  it('tells a resume in another language by the grammar thread’s model, and says so', async () => {
    const { grading } = await pool.grade(readPdf(corpusDir, '15-modelo-cv-ptbr.pdf'), {
      images: false,
    });
    expect(grading.skippedChecks).toContainEqual({
      check: 'action verbs',
      reason: 'The resume looks Portuguese; this check covers English only.',
    });
  });

  it('reports an unreadable file as UnreadablePdfError', async () => {
    await expect(pool.grade(readPdf(badDir, '03-empty.pdf'))).rejects.toBeInstanceOf(
      UnreadablePdfError,
    );
  });

  it('survives a task that crashes its run and keeps grading', async () => {
    const error = await failure(pool.grade('not bytes' as unknown as Uint8Array));
    expect(error).toBeInstanceOf(GradingFailedError);
    const result = await pool.grade(readPdf(corpusDir, '11-rm-barry-allen.pdf'), { images: false });
    expect(result.grading.finalGrade.Cumulative).toBeTruthy();
  });

  it('stops a run that passes its time limit', async () => {
    const hasty = createGradingPool({ workerFile, threads: 1, timeoutMs: 1 });
    try {
      const error = await failure(hasty.grade(readPdf(corpusDir, '02-awesome-cv-resume.pdf')));
      expect(error).toBeInstanceOf(GradingFailedError);
      expect((error as GradingFailedError).reason).toBe('Timeout');
    } finally {
      await hasty.close();
    }
  });

  it('never counts time spent waiting for a thread against the time limit', async () => {
    // Above a thread's start-up (harper's set-up, 3-5 s under a loaded test run), which a
    // task sent meanwhile waits out inside piscina, its limit already running.
    const timeoutMs = 6000;
    const patient = createGradingPool({ workerFile, threads: 1, timeoutMs });
    try {
      const bytes = readPdf(corpusDir, '01-jakes-resume.pdf');
      // The thread takes tasks once harper is set up; warm it up first.
      for (;;) {
        const error = await failure(patient.grade(bytes));
        if (!error) break;
        expect((error as GradingFailedError).reason).toBe('Timeout');
      }
      // The quickest of two runs: one slowed by other work on the machine would make too
      // few gradings to outlast the limit together.
      let run = Infinity;
      for (let i = 0; i < 2; i++) {
        const timed = performance.now();
        await patient.grade(bytes);
        run = Math.min(run, performance.now() - timed);
      }
      // Enough gradings that together they take over twice the limit, each alone well
      // within it.
      const count = Math.max(3, Math.ceil((2 * timeoutMs) / run));
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: count }, () => patient.grade(bytes)));
      expect(performance.now() - started).toBeGreaterThan(timeoutMs);
      for (const { grading } of results) expect(grading.finalGrade.Cumulative).toBeTruthy();
    } finally {
      await patient.close();
    }
    // Twice the limit of gradings behind a thread's start-up, on two cores shared with the
    // other test files.
  }, 120_000);
});

describe('the dictionary thread', () => {
  it('holds one copy of a dictionary for all the grader threads, and gives it back when idle', async () => {
    const two = createGradingPool({ workerFile, threads: 2, dictionaryIdleMs: 500 });
    try {
      await two.ready();
      const english = readPdf(corpusDir, '01-jakes-resume.pdf');
      // Both grader threads have read a PDF: their mupdf memories are there to count.
      await Promise.all([two.grade(english, { images: false }), two.grade(english)]);
      const before = webAssemblyMemories().length;
      const portuguese = readPdf(corpusDir, '15-modelo-cv-ptbr.pdf');
      // One resume in each grader thread, at the same time.
      const [first, second] = await Promise.all([
        two.grade(portuguese, { images: false }),
        two.grade(portuguese, { images: false }),
      ]);
      expect(first.grading).toEqual(second.grading);
      expect(first.grading.skippedChecks).toContainEqual({
        check: 'grammar',
        reason:
          'The resume looks Portuguese; grammar is checked in English only (spelling was checked with a Portuguese dictionary).',
      });
      // hunspell's, once: each grader thread loaded its own before.
      expect(webAssemblyMemories().length).toBe(before + 1);
      await expect.poll(() => webAssemblyMemories().length, { timeout: 10_000 }).toBe(before);
      // Started again for the next one, which spells as the first did.
      const again = await two.grade(portuguese, { images: false });
      expect(again.grading).toEqual(first.grading);
    } finally {
      await two.close();
    }
  });

  it('spells as a dictionary in the grading thread would', async () => {
    const bullet = (text: string, y: number) => [
      { text: '•', x: 50, y },
      { text, x: 60, y },
    ];
    const spanish = await makePdf([
      [
        { text: 'EXPERIENCIA', x: 50, y: 60, size: 12, font: 'bold' },
        { text: 'Ingeniera de software, Telefónica', x: 50, y: 76, font: 'bold' },
        ...bullet('Lideré el desarollo de una plataforma de pagos con un framework propio', 90),
        ...bullet('Mejoré la gestion de incidencias y reduje los tiempos de respuesta', 104),
        ...bullet('Coordiné a un equipo de cinco personas en Madrid y Barcelona', 118),
        { text: 'FORMACIÓN', x: 50, y: 146, size: 12, font: 'bold' },
        { text: 'Grado en Ingeniería Informática, Universidad de Sevilla', x: 50, y: 162 },
      ],
    ]);
    const [{ grading }, local] = await Promise.all([
      pool.grade(spanish, { images: false }),
      createGrammarLinter().then((linter) => gradePdf(spanish, { linter, images: false })),
    ]);
    expect(grading).toEqual(local.grading);
    expect(JSON.stringify(grading)).toContain("did you mean 'desarrollo'?");
    expect(JSON.stringify(grading)).toContain("did you mean 'gestión'?");
  });
});

describe('readiness', () => {
  it('says a pool is ready only once every one of its threads has set up', async () => {
    const fresh = createGradingPool({ workerFile, threads: 2 });
    try {
      const state = () =>
        Promise.race([
          fresh.ready().then(() => 'ready'),
          new Promise((resolve) => setTimeout(resolve, 100, 'starting')),
        ]);
      // Harper's set-up alone takes a second or more.
      expect(await state()).toBe('starting');
      await fresh.ready();
      expect(await state()).toBe('ready');
    } finally {
      await fresh.close();
    }
  });
});

describe('the preview pool', () => {
  it('renders page images the size the grading boxes use', async () => {
    const bytes = readPdf(corpusDir, '02-awesome-cv-resume.pdf');
    const preview = await previews.preview(bytes);
    const { grading } = await pool.grade(bytes, { images: false });
    expect(preview.images.map(({ page, width, height }) => ({ page, width, height }))).toEqual(
      grading.resumeContentImages.map(({ page, width, height }) => ({ page, width, height })),
    );
    expect(
      Buffer.from(preview.images[0]?.png ?? [])
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(preview.thumbnail.width).toBe(240);
  });

  it('does not time a file against its thread’s start-up', async () => {
    // The thread starts up for longer than this limit; rendering one plain page does not.
    // Before the pool waited for its threads, the first file failed as a timeout.
    const started = performance.now();
    const fresh = createDocumentPool({
      workerFile: path.resolve(import.meta.dirname, '../test/slow-start-document-worker.mjs'),
      threads: 1,
      timeoutMs: 400,
    });
    try {
      const preview = await fresh.preview(readPdf(corpusDir, '01-jakes-resume.pdf'));
      expect(preview.images).toHaveLength(1);
      expect(performance.now() - started).toBeGreaterThan(600);
    } finally {
      await fresh.close();
    }
  });

  it('refuses an encrypted file', async () => {
    await expect(
      previews.preview(readPdf(badDir, '04-encrypted-user-password.pdf')),
    ).rejects.toMatchObject({ reason: 'Encrypted' });
  });

  it('refuses a file that asks for billions of draws as too complex', async () => {
    const error = await failure(previews.preview(nestedFormsPdf(9, 10)));
    expect(error).toBeInstanceOf(UnreadablePdfError);
    expect((error as UnreadablePdfError).reason).toBe('TooComplex');
  });

  it('stops a render that passes its time limit', async () => {
    const hasty = createDocumentPool({ workerFile: documentWorkerFile, threads: 1, timeoutMs: 1 });
    try {
      const error = await failure(hasty.preview(readPdf(corpusDir, '01-jakes-resume.pdf')));
      expect(error).toBeInstanceOf(GradingFailedError);
      expect((error as GradingFailedError).reason).toBe('Timeout');
    } finally {
      await hasty.close();
    }
  });

  it('replaces a thread stopped mid-render or crashed, and keeps rendering', async () => {
    const own = createDocumentPool({ workerFile: documentWorkerFile, threads: 1, timeoutMs: 3000 });
    try {
      // Under the drawing budget, but about 12 s of drawing: only the time limit stops it.
      const slow = await failure(own.preview(nestedFormsPdf(6, 10)));
      expect((slow as GradingFailedError).reason).toBe('Timeout');
      const crashed = await failure(own.preview('not bytes' as unknown as Uint8Array));
      expect((crashed as GradingFailedError).reason).toBe('Crashed');
      const preview = await own.preview(readPdf(corpusDir, '01-jakes-resume.pdf'));
      expect(preview.images).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('starts another thread while a slow file holds the first, so others are not held up', async () => {
    const two = createDocumentPool({ workerFile: documentWorkerFile, threads: 2, timeoutMs: 5000 });
    try {
      await two.preview(readPdf(corpusDir, '01-jakes-resume.pdf'));
      const settled: string[] = [];
      // About 12 s of drawing: it holds its thread until the time limit stops it.
      const slow = failure(two.preview(nestedFormsPdf(6, 10))).finally(() => settled.push('slow'));
      const quick = two
        .preview(readPdf(corpusDir, '01-jakes-resume.pdf'))
        .finally(() => settled.push('quick'));
      expect((await quick).images).toHaveLength(1);
      expect(((await slow) as GradingFailedError).reason).toBe('Timeout');
      expect(settled).toEqual(['quick', 'slow']);
    } finally {
      await two.close();
    }
  });

  it('refuses at once when its waiting line is full', async () => {
    const bytes = readPdf(corpusDir, '01-jakes-resume.pdf');
    for (const maxQueue of [0, 1]) {
      const small = createDocumentPool({ workerFile: documentWorkerFile, threads: 1, maxQueue });
      try {
        const outcomes = await Promise.all(
          Array.from({ length: 3 }, () => failure(small.preview(bytes))),
        );
        // One renders, `maxQueue` wait for it, the rest are turned away.
        const busy = outcomes.filter((outcome) => outcome instanceof PoolBusyError);
        expect(busy).toHaveLength(2 - maxQueue);
        expect(outcomes.slice(0, 1 + maxQueue)).toEqual(Array(1 + maxQueue).fill(undefined));
      } finally {
        await small.close();
      }
    }
  });
});

describe('a lazy pool', () => {
  it('starts its threads on first use, or never', async () => {
    let created = 0;
    const create = () => {
      created += 1;
      return createDocumentPool({ workerFile: documentWorkerFile, threads: 1 });
    };
    const idle = lazyPool(create);
    await idle.close();
    expect(created).toBe(0);

    const used: DocumentPool = lazyPool(create);
    // Passing it around as a value (a resolved promise, here) must not start it.
    expect(await Promise.resolve(used)).toBe(used);
    expect(created).toBe(0);
    const preview = await used.preview(readPdf(corpusDir, '01-jakes-resume.pdf'));
    expect(preview.images).toHaveLength(1);
    await used.preview(readPdf(corpusDir, '01-jakes-resume.pdf'));
    expect(created).toBe(1);
    await used.close();
  });

  it('serves a grading pool the same way', async () => {
    const lazy: GradingPool = lazyPool(() => pool);
    await lazy.ready();
    const result = await lazy.grade(readPdf(corpusDir, '11-rm-barry-allen.pdf'), {
      images: false,
    });
    expect(result.images).toEqual([]);
  });
});
