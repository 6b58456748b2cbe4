import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Grading, suggestionCount } from '@resumegrader/contract/grading';
import {
  contentView,
  formatView,
  type ReportItem,
  type ReportView,
  writingView,
} from '@resumegrader/contract/report-views';
import { type Comparison, compareFindings, gradeChanges } from '@resumegrader/contract/versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, readPdf } from '../../test/shared-files.ts';
import { gradePdf } from '../grade.ts';
import { mupdf } from '../pdf/mupdf.ts';
import { createDocumentPool } from '../pool.ts';
import { createGrammarLinter, type GrammarLinter } from '../writing/grammar-linter.ts';
import { type ReportPdfInput, renderReportPdf } from './report-pdf.ts';

const twoPageA4 = '10-rm-alfred-pennyworth.pdf';
const nextVersion = '12-rm-john-doe.pdf';
const letterResume = '01-jakes-resume.pdf';
const chineseQuotes = '08-moderncv-zh.pdf';
const chineseResume = '03-awesome-cv-resume-zh.pdf';

const gradedAt = '2026-11-24T15:30:00.000Z';
const previewDir = path.resolve(import.meta.dirname, '../../../../.tmp/report-preview');

let linter: GrammarLinter;
beforeAll(async () => {
  linter = await createGrammarLinter();
});
afterAll(() => linter.dispose?.());

// Grading with page images is the slow part: each resume once per file.
const gradings = new Map<string, Promise<Pick<ReportPdfInput, 'grading' | 'pages'>>>();
const graded = (file: string) => {
  let known = gradings.get(file);
  if (!known) {
    known = gradePdf(readPdf(corpusDir, file), { linter }).then(({ grading, images }) => ({
      grading,
      pages: images.map(({ png, width, height }) => ({ png, width, height })),
    }));
    gradings.set(file, known);
  }
  return known;
};

const inputOf = async (file: string, extra: Partial<ReportPdfInput> = {}) => ({
  fileName: 'jane-doe.pdf',
  gradedAt,
  comparison: null,
  ...(await graded(file)),
  ...extra,
});

/** Two versions of a resume, as the server compares them (packages/contract versions.ts). */
const comparisonOf = (previous: Grading, current: Grading): Comparison => {
  const earlier = {
    resumeId: '6b1d5a9e-3c55-4d0b-9a55-6f1f2b1c7e01',
    fileName: 'jane-doe-old.pdf',
    createdAt: '2026-11-02T09:00:00.000Z',
    version: 1,
    cumulativeGrade: previous.finalGrade.Cumulative,
  };
  return {
    version: 2,
    previous: earlier,
    earlier: [earlier],
    grades: gradeChanges(previous, current),
    findings: compareFindings(previous, current),
  };
};

type Rect = [number, number, number, number];

interface InspectedPage {
  size: [number, number];
  text: string;
  images: Rect[];
  /** Every stroked path: its bounds (the path's own points) and colour. */
  strokes: { bounds: Rect; colour: number[] }[];
}

const transform = (ctm: number[], x: number, y: number): [number, number] => {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = ctm;
  return [a * x + c * y + e, b * x + d * y + f];
};

/** What a reader's PDF software finds on each page: size, text, images and outlines. */
function inspect(pdf: Uint8Array): InspectedPage[] {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    return Array.from({ length: document.countPages() }, (_, index) => {
      const page = document.loadPage(index);
      const [x0, y0, x1, y1] = page.getBounds();
      const images: Rect[] = [];
      const strokes: InspectedPage['strokes'] = [];
      const device = new mupdf.Device({
        fillImage(_image, ctm) {
          const [ax, ay] = transform(ctm, 0, 0);
          const [bx, by] = transform(ctm, 1, 1);
          images.push([Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)]);
        },
        strokePath(shape, _stroke, ctm, _space, colour) {
          const points: [number, number][] = [];
          const add = (...xy: number[]) => {
            for (let i = 0; i + 1 < xy.length; i += 2) {
              points.push(transform(ctm, xy[i] ?? 0, xy[i + 1] ?? 0));
            }
          };
          shape.walk({ moveTo: add, lineTo: add, curveTo: add });
          const xs = points.map(([x]) => x);
          const ys = points.map(([, y]) => y);
          strokes.push({
            bounds: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
            colour: [...colour],
          });
        },
      });
      page.run(device, mupdf.Matrix.identity);
      device.close();
      const text = page.toStructuredText('').asText();
      page.destroy();
      return { size: [x1 - x0, y1 - y0] as [number, number], text, images, strokes };
    });
  } finally {
    document.destroy();
  }
}

/** The report's parts: pages before the resume's images, the images, the findings after. */
function partsOf(pages: InspectedPage[]) {
  const first = pages.findIndex((page) => page.images.length > 0);
  const last = pages.findLastIndex((page) => page.images.length > 0);
  return {
    summary: pages.slice(0, first),
    resume: pages.slice(first, last + 1),
    findings: pages.slice(last + 1),
  };
}

/** Text with every run of white space (a line break too) as one space. */
const flat = (text: string) => text.replace(/\s+/gu, ' ').trim();
/** Text without its white space: CJK lines break between characters, where no space was. */
const squash = (text: string) => text.replace(/\s+/gu, '');
const textOf = (pages: InspectedPage[], normal = flat) =>
  normal(pages.map((page) => page.text).join('\n'));

const areaViews = (grading: Grading): [string, ReportView][] => [
  ['C', contentView(grading)],
  ['F', formatView(grading)],
  ['W', writingView(grading)],
];
const itemsOf = (view: ReportView): ReportItem[] => view.groups.flatMap((group) => group.items);

/** The fonts of every page, with whether the font program itself is in the file. */
function fontsOf(pdf: Uint8Array): { name: string; embedded: boolean }[] {
  const document = new mupdf.PDFDocument(pdf);
  try {
    const fonts = new Map<string, boolean>();
    for (let index = 0; index < document.countPages(); index++) {
      document
        .findPage(index)
        .get('Resources', 'Font')
        .forEach((font) => {
          const descendant = font.get('DescendantFonts', 0);
          const descriptor = (descendant.isNull() ? font : descendant).get('FontDescriptor');
          const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(
            (key) => !descriptor.get(key).isNull(),
          );
          fonts.set(font.get('BaseFont').asName(), embedded);
        });
    }
    return [...fonts].map(([name, embedded]) => ({ name, embedded }));
  } finally {
    document.destroy();
  }
}

/** Writes the first pages as PNG for a person to look at (.tmp is not committed). */
function savePreview(name: string, pdf: Uint8Array, pages = 3) {
  mkdirSync(previewDir, { recursive: true });
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    for (let index = 0; index < Math.min(pages, document.countPages()); index++) {
      const page = document.loadPage(index);
      const pixmap = page.toPixmap(
        mupdf.Matrix.scale(1.5, 1.5),
        mupdf.ColorSpace.DeviceRGB,
        false,
        true,
      );
      writeFileSync(path.join(previewDir, `${name}-page-${index + 1}.png`), pixmap.asPNG());
      pixmap.destroy();
      page.destroy();
    }
  } finally {
    document.destroy();
  }
}

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

/** What poppler's pdftotext (another reader than mupdf) finds in the PDF. */
function pdftotext(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const run = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('renderReportPdf: a two-page A4 resume', () => {
  let input: ReportPdfInput;
  let pdf: Uint8Array;
  let pages: InspectedPage[];
  beforeAll(async () => {
    input = await inputOf(twoPageA4);
    pdf = renderReportPdf(input);
    pages = inspect(pdf);
    savePreview('a4-two-pages', pdf);
  });

  it('has summary pages, one page per resume page, then the findings, all on A4', () => {
    const { summary, resume, findings } = partsOf(pages);
    expect(summary.length).toBeGreaterThanOrEqual(1);
    expect(resume).toHaveLength(input.pages.length);
    expect(resume.every((page) => page.images.length === 1)).toBe(true);
    expect(findings.length).toBeGreaterThanOrEqual(1);
    expect(findings.every((page) => page.images.length === 0)).toBe(true);
    expect(pages).toHaveLength(summary.length + input.pages.length + findings.length);
    for (const page of pages) {
      expect(page.size[0]).toBeCloseTo(595.28, 1);
      expect(page.size[1]).toBeCloseTo(841.89, 1);
    }
    pages.forEach((page, index) =>
      expect(page.text).toContain(`Page ${index + 1} of ${pages.length}`),
    );
  });

  it('opens with the title, the file, the date, the four grades and the suggestion count', () => {
    const { grading } = input;
    const first = flat(pages[0]?.text ?? '');
    expect(first).toContain('Resume review jane-doe.pdf Graded 24 November 2026');
    expect(first).toContain(
      `Final grade ${grading.finalGrade.Cumulative} Score ${Math.round(grading.scores.Cumulative)} out of 100`,
    );
    for (const area of ['Content', 'Format', 'Writing'] as const) {
      expect(first).toContain(`${area} ${grading.finalGrade[area]} `);
    }
    expect(first).toContain(`${suggestionCount(grading)} suggestions to improve your resume`);
  });

  it('lists every finding with its number, title, quote and fix, area by area', () => {
    const { findings } = partsOf(pages);
    const text = textOf(findings);
    const { finalGrade } = input.grading;
    const headings = [
      `Content ${finalGrade.Content} Score`,
      `Formatting ${finalGrade.Format} Score`,
      `Writing ${finalGrade.Writing} Score`,
    ].map((heading) => text.indexOf(heading));
    expect(headings.every((at) => at >= 0)).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
    let count = 0;
    for (const [prefix, view] of areaViews(input.grading)) {
      for (const item of itemsOf(view)) {
        count++;
        if (item.number !== undefined) expect(text).toContain(`${prefix}${item.number}`);
        expect(text).toContain(flat(item.title));
        const words = item.quote ?? item.detail;
        if (words) expect(text).toContain(flat(words));
        expect(text).toContain(flat(item.body));
      }
    }
    expect(count).toBe(suggestionCount(input.grading));
    expect(count).toBeGreaterThan(5);
  });

  it("outlines every box on its page, where the results page draws it, numbered with its area's letter", () => {
    const { resume } = partsOf(pages);
    for (const [prefix, view] of areaViews(input.grading)) {
      for (const mark of view.marks) {
        const page = resume[mark.page];
        const image = page?.images[0];
        const source = input.pages[mark.page];
        if (!page || !image || !source) throw new Error(`no image for page ${mark.page}`);
        // The results page: the pixel box scaled to the drawn image, 2 units outside it.
        const scale = (image[2] - image[0]) / source.width;
        const [x1, y1, x2, y2] = mark.box;
        const expected = [
          image[0] + x1 * scale - 2,
          image[1] + y1 * scale - 2,
          image[0] + x2 * scale + 2,
          image[1] + y2 * scale + 2,
        ];
        const outline = page.strokes.find(({ bounds }) =>
          bounds.every((value, i) => Math.abs(value - (expected[i] ?? 0)) < 0.05),
        );
        expect(outline, `${prefix} box ${mark.box.join(',')} on page ${mark.page}`).toBeDefined();
        if (mark.label !== undefined) expect(squash(page.text)).toContain(`${prefix}${mark.label}`);
      }
    }
  });

  it('embeds every font it uses, subset to the characters drawn', () => {
    const fonts = fontsOf(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/u, '')).sort()).toEqual([
      'Helvetica',
      'Helvetica-Bold',
      'Helvetica-Oblique',
    ]);
    for (const font of fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.name).toMatch(/^[A-Z]{6}\+/u);
    }
  });

  it.skipIf(!hasPdftotext)('reads the same in pdftotext: the grades and every quote', () => {
    const text = pdftotext(pdf);
    const words = new Set(text.split(/\s+/u));
    for (const area of ['Cumulative', 'Content', 'Format', 'Writing'] as const) {
      expect(words).toContain(input.grading.finalGrade[area]);
    }
    const flattened = flat(text);
    for (const [, view] of areaViews(input.grading)) {
      for (const item of itemsOf(view)) {
        const words = item.quote ?? item.detail;
        if (words) expect(flattened).toContain(flat(words));
      }
    }
  });
});

describe('renderReportPdf: paper follows the resume', () => {
  it('prints a US Letter resume on Letter, with one page for its one page', async () => {
    const input = await inputOf(letterResume);
    const pdf = renderReportPdf(input);
    const pages = inspect(pdf);
    savePreview('letter', pdf, 2);
    expect(partsOf(pages).resume).toHaveLength(1);
    for (const page of pages) expect(page.size).toEqual([612, 792]);
  });
});

describe('renderReportPdf: Chinese text', () => {
  it('draws Chinese quotes with the embedded CJK fallback font, as real text', async () => {
    const input = await inputOf(chineseQuotes);
    const pdf = renderReportPdf(input);
    savePreview('chinese', pdf, 4);
    const quotes = itemsOf(contentView(input.grading))
      .map((item) => item.detail ?? '')
      .filter((detail) => /\p{sc=Han}/u.test(detail));
    expect(quotes.length).toBeGreaterThan(2);
    const text = textOf(partsOf(inspect(pdf)).findings, squash);
    for (const quote of quotes) expect(text).toContain(squash(quote));
    expect(text).not.toContain('□');
    const cjk = fontsOf(pdf).find((font) => font.name.includes('Droid Sans Fallback'));
    expect(cjk?.embedded).toBe(true);
    // Subset: the whole fallback font alone is 1.7 MB.
    expect(pdf.length).toBeLessThan(1_000_000);
    if (hasPdftotext) {
      const other = squash(pdftotext(pdf));
      for (const quote of quotes) expect(other).toContain(squash(quote));
    }
  });

  it("names a Chinese file and shows Writing as N/A with the checks' reasons", async () => {
    const input = await inputOf(chineseResume, { fileName: '张三-简历.pdf' });
    const pages = inspect(renderReportPdf(input));
    const first = flat(pages[0]?.text ?? '');
    expect(first).toContain('张三-简历.pdf');
    expect(first).toContain('Writing N/A');
    const findings = textOf(partsOf(pages).findings);
    for (const reason of input.grading.skippedChecks ?? []) {
      expect(findings).toContain(flat(reason.reason));
    }
  });

  it('shows characters no font has as a visible placeholder and says so', async () => {
    const input = await inputOf(letterResume, { fileName: 'سيرة-ذاتية 😀.pdf' });
    const pages = inspect(renderReportPdf(input));
    expect(pages[0]?.text).toContain('□□□□-□□□□□ □.pdf');
    expect(pages.at(-1)?.text).toContain('□ stands for a character this report');
  });
});

describe('renderReportPdf: a new version of a resume', () => {
  let comparison: Comparison;
  let summary: string;
  beforeAll(async () => {
    const previous = await graded(twoPageA4);
    const input = await inputOf(nextVersion);
    comparison = comparisonOf(previous.grading, input.grading);
    const pdf = renderReportPdf({ ...input, comparison });
    savePreview('new-version', pdf, 3);
    summary = partsOf(inspect(pdf))
      .summary.map((page) => page.text)
      .join('\n');
  });

  it("shows each area's change with its direction", () => {
    expect(summary).toContain('Changes since version 1');
    expect(comparison.grades).toHaveLength(4);
    const flat = summary.replace(/\s+/gu, ' ');
    for (const change of comparison.grades) {
      expect(flat).toContain(`${change.before} → ${change.after}`);
    }
    const words = { up: 'Up', down: 'Down', same: 'Same' };
    for (const change of comparison.grades) expect(summary).toContain(words[change.direction]);
  });

  it('counts and lists the findings fixed, still there and new', () => {
    const { fixed, still, new: added } = comparison.findings ?? { fixed: [], still: [], new: [] };
    expect(fixed.length + still.length + added.length).toBeGreaterThan(0);
    expect(summary).toContain(`Fixed since version 1 (${fixed.length})`);
    expect(summary).toContain(`Still there (${still.length})`);
    expect(summary).toContain(`New in this version (${added.length})`);
    const text = flat(summary);
    for (const finding of [...fixed, ...still, ...added]) {
      expect(text).toContain(flat(finding.title));
      const words = finding.quote ?? finding.detail;
      if (words) expect(text).toContain(flat(words));
    }
  });

  it('says so when the earlier version was never graded, and shows nothing for a first version', async () => {
    const input = await inputOf(letterResume);
    const ungraded = { ...comparisonOf(input.grading, input.grading), grades: [], findings: null };
    const first = inspect(renderReportPdf({ ...input, comparison: ungraded }))[0]?.text ?? '';
    expect(first).toContain('The earlier version was not graded');
    const alone = { ...ungraded, version: 1, previous: null };
    const plain = inspect(renderReportPdf({ ...input, comparison: alone }))[0]?.text ?? '';
    expect(plain).not.toContain('Changes since');
  });
});

describe('DocumentPool.report', () => {
  it('renders the report in a document thread', async () => {
    const pool = createDocumentPool({
      workerFile: path.resolve(import.meta.dirname, '../../dist/document-worker.js'),
      threads: 1,
    });
    try {
      const input = await inputOf(letterResume);
      const pdf = await pool.report(input);
      expect(inspect(pdf)).toHaveLength(inspect(renderReportPdf(input)).length);
    } finally {
      await pool.close();
    }
  });
});
