import { describe, expect, it } from 'vitest';
import { UnreadablePdfError } from '../errors.ts';
import {
  annotationsPdf,
  brokenDeflatePdf,
  deflatedContentPdf,
  inlineImagePdf,
  nestedFormsPdf,
  selfReferencingFormPdf,
  tilingPatternPdf,
  type3FontPdf,
} from '../../test/hostile-pdf.ts';
import { badDir, corpusDir, corpusFiles, readPdf } from '../../test/shared-files.ts';
import { assertDrawable, type DrawingWork, measureDrawingWork } from './drawing-work.ts';
import { openDocument } from './open-document.ts';

const unlimited = { work: Infinity, pixels: Infinity };

function measure(bytes: Uint8Array, budget?: DrawingWork): DrawingWork[] {
  const document = openDocument(bytes);
  try {
    return measureDrawingWork(document, budget);
  } finally {
    document.destroy();
  }
}
const firstPage = (bytes: Uint8Array) => measure(bytes, unlimited)[0] as DrawingWork;

function refusal(bytes: Uint8Array): string | undefined {
  try {
    measure(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof UnreadablePdfError) return error.reason;
    throw error;
  }
}

describe('the drawing-work estimate', () => {
  // Files of the unreadable set that open: they are refused later, or graded.
  const readableBad = [
    '05-encrypted-owner-restricted.pdf',
    '09-scanned-image-only.pdf',
    '10-five-pages-cv.pdf',
    '11-cover-letter-not-resume.pdf',
    '12-wrong-xref-offsets-recoverable.pdf',
  ];
  it.each([
    ...corpusFiles().map((file) => [corpusDir, file]),
    ...readableBad.map((file) => [badDir, file]),
  ])('admits every real resume: %s/%s', (dir, file) => {
    const document = openDocument(readPdf(dir as string, file as string));
    try {
      expect(() => assertDrawable(document)).not.toThrow();
    } finally {
      document.destroy();
    }
  });

  it('refuses nested forms that ask for billions of draws, without counting them all', () => {
    expect(refusal(nestedFormsPdf(9, 10))).toBe('TooComplex');
    expect(firstPage(nestedFormsPdf(9, 10)).work).toBeGreaterThan(1e9);
  });

  it('admits deep nesting that draws little, and multiplies each level by its fan', () => {
    expect(refusal(nestedFormsPdf(3, 2))).toBeUndefined();
    const ratio = firstPage(nestedFormsPdf(4, 10)).work / firstPage(nestedFormsPdf(3, 10)).work;
    expect(ratio).toBeGreaterThan(9);
    expect(ratio).toBeLessThan(11);
  });

  it('stops at forms that draw themselves, as mupdf does', () => {
    const [page] = measure(selfReferencingFormPdf(), unlimited);
    expect(page?.work).toBeGreaterThan(0);
    expect(page?.work).toBeLessThan(1000);
  });

  it('charges every character of a Type3 font its glyph procedure', () => {
    expect(firstPage(type3FontPdf(1000, 200)).work).toBeGreaterThan(200 * 2000);
    expect(refusal(type3FontPdf(1000, 200))).toBeUndefined();
    expect(refusal(type3FontPdf(2000, 5000))).toBe('TooComplex');
  });

  it('charges every fill with a tiling pattern the pattern cell', () => {
    expect(firstPage(tilingPatternPdf(1000, 10)).work).toBeGreaterThan(10 * 2000);
    expect(refusal(tilingPatternPdf(2000, 5000))).toBe('TooComplex');
  });

  it('charges each annotation its appearance stream', () => {
    expect(firstPage(annotationsPdf(100, 3)).work).toBeGreaterThan(3 * 200);
    expect(refusal(annotationsPdf(20_000, 400))).toBe('TooComplex');
  });

  it('counts inline image pixels and skips their data', () => {
    expect(firstPage(inlineImagePdf(100, 50)).pixels).toBe(5000);
    expect(refusal(inlineImagePdf(100_000, 100_000))).toBe('TooComplex');
  });

  it('counts what follows an unclosed dictionary or an inline image without data', () => {
    // mupdf gives up on both and draws the forms after them.
    const hidden = (before: string) => nestedFormsPdf(9, 10, before);
    expect(refusal(hidden('/P << /MCID 0'))).toBe('TooComplex');
    expect(refusal(hidden('BI /W 10 /H 10'))).toBe('TooComplex');
    expect(refusal(hidden('BI /W 1 /H 1 /CS /G /BPC 8 /F /AHx ID 00>EI'))).toBe('TooComplex');
  });

  it('refuses content that inflates past its cap, stopping at the cap', () => {
    expect(refusal(deflatedContentPdf(new Uint8Array(40 * 1024 * 1024).fill(32)))).toBe(
      'TooComplex',
    );
  });

  it('reads a large deflated stream that stays under its cap', () => {
    // Varied numbers: it deflates to more than 32 KB, which could inflate past the cap.
    const lines = Array.from({ length: 40_000 }, (_, i) => `${i} ${(i * 7919) % 613} 5 5 re f`);
    const [page] = measure(deflatedContentPdf(Buffer.from(lines.join('\n'))), unlimited);
    expect(page?.work).toBeGreaterThan(80_000);
  });

  it('refuses as damaged a large deflated stream that cannot be inflated', () => {
    expect(refusal(brokenDeflatePdf(40_000))).toBe('Damaged');
  });
});
