import { describe, expect, it } from 'vitest';
import { UnreadablePdfError, type UnreadableReason } from '../src/errors.ts';
import { gradePdf } from '../src/grade.ts';
import { renderPreview } from '../src/preview.ts';
import { nestedFormsPdf } from './hostile-pdf.ts';
import { badDir, readPdf } from './shared-files.ts';

// No linter is needed: an unreadable file must fail before any check runs.
const noLinter = new Promise<never>(() => {});

const cases: [string, UnreadableReason, RegExp][] = [
  ['01-truncated.pdf', 'Damaged', /damaged/],
  ['02-png-bytes-renamed.pdf', 'NotPdf', /not a PDF/],
  ['03-empty.pdf', 'Empty', /empty/],
  ['04-encrypted-user-password.pdf', 'Encrypted', /password/],
  ['06-zero-pages.pdf', 'NoPages', /no pages/],
  ['07-broken-xref.pdf', 'Damaged', /damaged/],
  ['08-garbage-body.pdf', 'Damaged', /damaged/],
  ['09-scanned-image-only.pdf', 'NoTextLayer', /scanned image.*export it from your editor as PDF/],
];

describe('unreadable PDFs are errors that say what is wrong, never low grades', () => {
  it.each(cases)('%s → %s', async (file, reason, message) => {
    const error = await gradePdf(readPdf(badDir, file), { linter: noLinter }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnreadablePdfError);
    expect((error as UnreadablePdfError).reason).toBe(reason);
    expect((error as UnreadablePdfError).message).toMatch(message);
  });

  it('refuses more than 10 pages', async () => {
    const { makePdf } = await import('./pdf-builder.ts');
    const page = [{ text: 'Experience and education of a very long document', x: 50, y: 80 }];
    const bytes = await makePdf(Array.from({ length: 11 }, () => page));
    const error = await gradePdf(bytes, { linter: noLinter }).catch((e: unknown) => e);
    expect((error as UnreadablePdfError).reason).toBe('TooManyPages');
  });

  it('refuses far more text than a resume holds, before any check runs', async () => {
    const { makePdf } = await import('./pdf-builder.ts');
    // Ten pages of 2 pt type: 120 lines of 80 characters each, about 96,000 characters.
    const line = 'Managed the quarterly reporting cycle for the regional finance team and staff. ';
    const page = Array.from({ length: 120 }, (_, i) => ({
      text: line,
      x: 20,
      y: 20 + i * 6,
      size: 2,
    }));
    const bytes = await makePdf(Array.from({ length: 10 }, () => page));
    const error = await gradePdf(bytes, { linter: noLinter }).catch((e: unknown) => e);
    expect((error as UnreadablePdfError).reason).toBe('TooMuchText');
    expect((error as UnreadablePdfError).message).toMatch(/far more text than a resume/);
  });
});

describe('a PDF that asks for far more drawing than a resume needs (issue 10)', () => {
  // Nested forms: a billion rectangles from 3 KB; mupdf would draw them for hours.
  const bomb = nestedFormsPdf(9, 10);

  it('is refused before it is graded', async () => {
    const error = await gradePdf(bomb, { linter: noLinter }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadablePdfError);
    expect((error as UnreadablePdfError).reason).toBe('TooComplex');
    expect((error as UnreadablePdfError).message).toMatch(/too complex to display/);
  });

  it('is refused before its preview renders', () => {
    expect(() => renderPreview(bomb)).toThrow(/too complex to display/);
  });

  it('is told apart from deep nesting that draws little', () => {
    expect(renderPreview(nestedFormsPdf(3, 2)).images).toHaveLength(1);
  });
});
