import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocumentPool, createGradingPool } from './pool.ts';
import { deflatedContentPdf, nestedFormsPdf } from '../test/hostile-pdf.ts';
import { corpusDir, readPdf } from '../test/shared-files.ts';
import { webAssemblyMemories } from '../test/webassembly-memories.ts';

const workerFile = path.resolve(import.meta.dirname, '../dist/worker.js');
const documentWorkerFile = path.resolve(import.meta.dirname, '../dist/document-worker.js');

/** A few kilobytes of PDF whose page decodes to 30 MB: mupdf grows by 66 MB to read it. */
function bloated(): Uint8Array {
  const content = Buffer.alloc(30 * 2 ** 20, ' ');
  content.write(
    'BT /F1 12 Tf 72 720 Td (Jane Doe, Software Engineer: eight years of payments and data platforms) Tj ET',
  );
  return deflatedContentPdf(content);
}

/** MB of RAM the process's WebAssembly memories hold (this file runs no other pool). */
const inMemory = () => webAssemblyMemories().reduce((sum, mb) => sum + mb, 0);
const plain = readPdf(corpusDir, '01-jakes-resume.pdf');

describe('a thread whose mupdf memory a file has grown', () => {
  it('is replaced after the task, and its memory goes with it', async () => {
    const own = createDocumentPool({ workerFile: documentWorkerFile, threads: 1 });
    try {
      await own.preview(plain);
      const before = inMemory();
      expect((await own.preview(bloated())).images).toHaveLength(1);
      await expect.poll(inMemory, { timeout: 20_000 }).toBeLessThan(before + 10);
      expect((await own.preview(plain)).images).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('is given none of the tasks waiting when it answers, and none of them fails', async () => {
    const two = createDocumentPool({ workerFile: documentWorkerFile, threads: 2 });
    try {
      await two.ready();
      const before = inMemory();
      // One such file in each thread: while the first is replaced, the next preview waits
      // in piscina, and must not go to the second when it answers.
      const previews = await Promise.all([
        two.preview(bloated()),
        two.preview(bloated()),
        ...Array.from({ length: 5 }, () => two.preview(plain)),
      ]);
      expect(previews.map((p) => p.images.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
      // The second thread lives on for a minute, at what a plain preview left it.
      await expect.poll(inMemory, { timeout: 20_000 }).toBeLessThan(before + 30);
    } finally {
      await two.close();
    }
  });

  it('leaves its place to a new thread, so the next file does not wait behind a busy one', async () => {
    const two = createDocumentPool({ workerFile: documentWorkerFile, threads: 2, timeoutMs: 8000 });
    try {
      await two.ready();
      const settled: string[] = [];
      const note = (name: string) => () => settled.push(name);
      // The first thread reads the bloated file; a second starts for the slow one (about
      // 12 s of drawing, stopped at the time limit) and is busy with it throughout.
      const first = two.preview(bloated()).then(note('bloated'));
      const slow = two.preview(nestedFormsPdf(6, 10)).then(note('slow'), note('slow'));
      await first;
      await two.preview(plain).then(note('plain'));
      await slow;
      expect(settled).toEqual(['bloated', 'plain', 'slow']);
    } finally {
      await two.close();
    }
  });

  it('grades on a fresh grading thread after it', async () => {
    const pool = createGradingPool({ workerFile, threads: 1 });
    try {
      await pool.grade(plain, { images: false });
      const before = inMemory();
      expect((await pool.grade(bloated(), { images: false })).grading.finalGrade).toBeTruthy();
      await expect.poll(inMemory, { timeout: 30_000 }).toBeLessThan(before + 10);
      const { grading } = await pool.grade(plain, { images: false });
      expect(grading.finalGrade.Cumulative).toBeTruthy();
    } finally {
      await pool.close();
    }
  });
});
