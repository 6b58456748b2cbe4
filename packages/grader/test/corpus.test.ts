import { type Box, gradingSchema } from '@resumegrader/contract/grading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradePdf } from '../src/grade.ts';
import { createGrammarLinter, type GrammarLinter } from '../src/writing/grammar-linter.ts';
import { badDir, corpusDir, corpusFiles, readPdf } from './shared-files.ts';

let linter: GrammarLinter;
beforeAll(async () => {
  linter = await createGrammarLinter();
});
afterAll(() => linter.dispose?.());

function everyBox(grading: ReturnType<typeof gradingSchema.parse>): { page: number; box: Box }[] {
  return [
    ...grading.allFeedback.flatMap((m) => m.coordinates.map((box) => ({ page: m.page, box }))),
    ...grading.horizontalFormate.flatMap((page, i) => page.map((m) => ({ page: i, box: m.coor }))),
    ...grading.VerticalFormate.flatMap(([lines, v], i) => [
      ...lines.map((box) => ({ page: i, box })),
      ...Object.values(v.sar_list).map((m) => ({ page: i, box: m.word_coor })),
    ]),
    ...grading.Writing.grammar.map((m) => ({ page: m.page, box: m.word_coor })),
    ...grading.Writing.repetition.flatMap((r) => r.word_coor),
    ...Object.values(grading.Writing.overusedWords).flatMap((w) =>
      w.overuse_coor.flatMap((page, i) => page.map((box) => ({ page: i, box }))),
    ),
  ];
}

describe('every corpus resume', () => {
  it.each(corpusFiles())(
    '%s grades to schema-valid JSON with every box inside its image',
    async (file) => {
      const { grading } = await gradePdf(readPdf(corpusDir, file), { linter, images: false });
      const parsed = gradingSchema.parse(grading);
      expect(parsed.finalGrade.Cumulative).toMatch(/^[A-DF][+-]?$/);
      for (const { page, box } of everyBox(parsed)) {
        const image = parsed.resumeContentImages[page];
        expect(image, `page ${page} has an image`).toBeDefined();
        const [x1, y1, x2, y2] = box;
        expect(x1).toBeGreaterThanOrEqual(0);
        expect(y1).toBeGreaterThanOrEqual(0);
        expect(x2).toBeLessThanOrEqual(image?.width ?? 0);
        expect(y2).toBeLessThanOrEqual(image?.height ?? 0);
        expect(x2).toBeGreaterThanOrEqual(x1);
        expect(y2).toBeGreaterThanOrEqual(y1);
      }
      const t = parsed.totalMistakes;
      expect(t.content).toBe(parsed.allFeedback.length);
      expect(t.writing).toBe(
        parsed.Writing.grammar.length +
          parsed.Writing.repetition.length +
          Object.keys(parsed.Writing.overusedWords).length,
      );
    },
  );
});

describe('a resume in a language the writing checks do not cover', () => {
  it("has Writing 'N/A' with a null score and says which checks did not run", async () => {
    const { grading } = await gradePdf(readPdf(corpusDir, '08-moderncv-zh.pdf'), {
      linter,
      images: false,
    });
    expect(grading.finalGrade.Writing).toBe('N/A');
    expect(grading.scores.Writing).toBeNull();
    expect(grading.scores.Content).not.toBeNull();
    expect(grading.skippedChecks?.map((s) => s.check)).toEqual(
      expect.arrayContaining(['grammar', 'overused-words', 'repetition']),
    );
  });
});

describe('bad files that are still resumes', () => {
  it('grades an owner-restricted PDF that opens without a password (05)', async () => {
    const { grading } = await gradePdf(readPdf(badDir, '05-encrypted-owner-restricted.pdf'), {
      linter,
      images: false,
    });
    expect(grading.resumeContentImages).toHaveLength(2);
  });

  it('grades a PDF whose xref offsets are wrong but recoverable (12)', async () => {
    const { grading } = await gradePdf(readPdf(badDir, '12-wrong-xref-offsets-recoverable.pdf'), {
      linter,
      images: false,
    });
    expect(grading.resumeContentImages).toHaveLength(1);
  });

  it('grades a five-page CV with a length mistake (10)', async () => {
    const { grading } = await gradePdf(readPdf(badDir, '10-five-pages-cv.pdf'), {
      linter,
      images: false,
    });
    expect(grading.resumeContentImages).toHaveLength(5);
    expect(
      grading.allFeedback.some(
        (m) => /page/i.test(m.title) && /5 pages|five pages/i.test(m.feedback),
      ),
    ).toBe(true);
  });

  it('grades a cover letter with a mistake saying it does not look like a resume (11)', async () => {
    const { grading } = await gradePdf(readPdf(badDir, '11-cover-letter-not-resume.pdf'), {
      linter,
      images: false,
    });
    expect(
      grading.allFeedback.some((m) =>
        /does not look like a resume/i.test(`${m.title} ${m.mistake} ${m.feedback}`),
      ),
    ).toBe(true);
  });
});

describe('determinism', () => {
  it('gives the same JSON, byte for byte, for the same PDF', async () => {
    const bytes = readPdf(corpusDir, '14-rm-chrome-2col.pdf');
    const first = JSON.stringify((await gradePdf(bytes, { linter, images: false })).grading);
    const second = JSON.stringify((await gradePdf(bytes, { linter, images: false })).grading);
    expect(second).toBe(first);
  });

  it('renders page images at the declared size', async () => {
    const { grading, images, thumbnail } = await gradePdf(
      readPdf(corpusDir, '01-jakes-resume.pdf'),
      { linter },
    );
    expect(images.map((i) => [i.width, i.height])).toEqual(
      grading.resumeContentImages.map((i) => [i.width, i.height]),
    );
    expect(thumbnail?.width).toBe(240);
  });
});
