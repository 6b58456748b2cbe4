import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UnreadablePdfError } from './errors.ts';
import { createGradingPool, GradingFailedError } from './pool.ts';
import { badDir, corpusDir, readPdf } from '../test/shared-files.ts';

const workerFile = path.resolve(import.meta.dirname, '../dist/worker.js');
const pool = createGradingPool({ workerFile, threads: 1, timeoutMs: 60_000 });
afterAll(() => pool.close());

describe('the grading pool', () => {
  it('grades in a worker thread and returns the grading with page images', async () => {
    const result = await pool.grade(readPdf(corpusDir, '01-jakes-resume.pdf'), {
      imageUrl: '/img/{page}.png',
    });
    expect(result.grading.resumeContentImages[0]?.url).toBe('/img/0.png');
    expect(result.images).toHaveLength(1);
  });

  it('renders a preview whose images are the size the grading boxes use', async () => {
    const bytes = readPdf(corpusDir, '02-awesome-cv-resume.pdf');
    const preview = await pool.preview(bytes);
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

  it('refuses to preview an encrypted file', async () => {
    await expect(
      pool.preview(readPdf(badDir, '04-encrypted-user-password.pdf')),
    ).rejects.toMatchObject({ reason: 'Encrypted' });
  });

  it('reports an unreadable file as UnreadablePdfError', async () => {
    await expect(pool.grade(readPdf(badDir, '03-empty.pdf'))).rejects.toBeInstanceOf(
      UnreadablePdfError,
    );
  });

  it('survives a task that crashes its run and keeps grading', async () => {
    const error = await pool.grade('not bytes' as unknown as Uint8Array).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GradingFailedError);
    const result = await pool.grade(readPdf(corpusDir, '11-rm-barry-allen.pdf'), { images: false });
    expect(result.grading.finalGrade.Cumulative).toBeTruthy();
  });

  it('stops a run that passes its time limit', async () => {
    const hasty = createGradingPool({ workerFile, threads: 1, timeoutMs: 1 });
    try {
      const error = await hasty
        .grade(readPdf(corpusDir, '02-awesome-cv-resume.pdf'))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GradingFailedError);
      expect((error as GradingFailedError).reason).toBe('Timeout');
    } finally {
      await hasty.close();
    }
  });
});
