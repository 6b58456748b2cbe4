import type { Grading } from '@resumegrader/contract/grading';
import type { Comparison } from '@resumegrader/contract/versions';
import { mupdf } from '../pdf/mupdf.ts';
import { areasOf } from './areas.ts';
import { Canvas } from './canvas.ts';
import { layoutFindings } from './findings-pages.ts';
import { measure, placeholder } from './fonts.ts';
import { a4, Flow, letter, margins, type Paper } from './flow.ts';
import { truncate } from './layout.ts';
import { layoutMarkedPages, type ResumePageImage } from './marked-pages.ts';
import { styles } from './pieces.ts';
import { layoutSummary } from './summary-page.ts';
import { colours } from './theme.ts';

export interface ReportPdfInput {
  /** The resume's file name, e.g. 'jane-doe.pdf'. */
  fileName: string;
  /** ISO date-time of the grading. */
  gradedAt: string;
  grading: Grading;
  /** The resume's page images, in the pixel space of the grading's boxes. */
  pages: ResumePageImage[];
  /** This version against the one before it; null for a resume's first version. */
  comparison: Comparison | null;
}

/**
 * The paper the resume itself is on, judged by its first page's proportions (A4 is 1:1.414,
 * Letter 1:1.294), so the report prints on the reader's paper. Landscape pages count by
 * their long side.
 */
function paperFor(pages: { width: number; height: number }[]): Paper {
  const [first] = pages;
  if (!first) return a4;
  const ratio = Math.max(first.width, first.height) / Math.min(first.width, first.height);
  return Math.abs(ratio - letter.height / letter.width) < Math.abs(ratio - a4.height / a4.width)
    ? letter
    : a4;
}

/** Only when some text could not be shown: what the squares in it stand for. */
function layoutMissingGlyphNote(flow: Flow): void {
  flow.y += 6;
  flow.ensure(30);
  flow.paragraph(
    `${placeholder} stands for a character this report's fonts cannot draw; ` +
      'the results page shows it as written.',
    styles.small,
  );
}

/** Every page: what the report is of, and where the reader is in it. */
function drawFooter(canvas: Canvas, paper: Paper, fileName: string, page: number, count: number) {
  const y = paper.height - margins.bottom + 30;
  const right = paper.width - margins.side;
  const pageText = `Page ${page} of ${count}`;
  const pageWidth = measure(pageText, 'regular', 8);
  canvas.line(margins.side, y - 12, right, y - 12, { stroke: colours.line, lineWidth: 0.5 });
  const room = right - margins.side - pageWidth - 20;
  const title = truncate(`ResumeGrader · Resume review of ${fileName}`, 'regular', 8, room);
  canvas.text(title, margins.side, y, 'regular', 8, colours.subtle);
  canvas.text(pageText, right - pageWidth, y, 'regular', 8, colours.subtle);
}

/** Lays the report out page by page; nothing is drawn yet. */
function layoutReport(input: ReportPdfInput): Flow {
  const flow = new Flow(paperFor(input.pages));
  const areas = areasOf(input.grading);
  layoutSummary(flow, input, areas);
  layoutMarkedPages(flow, input.pages, areas);
  layoutFindings(flow, input.grading, areas);
  if (flow.missingGlyphs) layoutMissingGlyphNote(flow);
  return flow;
}

/**
 * The graded report as a PDF (issue 16): a summary page, the resume's pages with every
 * finding boxed and numbered, then each finding with its fix. Pure: bytes out, nothing
 * read or written elsewhere. The text is real text in embedded, subset fonts.
 */
export function renderReportPdf(input: ReportPdfInput): Uint8Array {
  const flow = layoutReport(input);
  const { paper } = flow;
  const buffer = new mupdf.Buffer();
  let written: Uint8Array;
  try {
    // Images are compressed as they are written; fonts and page contents only in finish(),
    // after subsetting: deflating the whole CJK font first would cost ≈ 200 ms for nothing.
    const writer = new mupdf.DocumentWriter(buffer, 'pdf', 'compress-images');
    try {
      flow.pages.forEach((draws, index) => {
        const device = writer.beginPage([0, 0, paper.width, paper.height]);
        try {
          const canvas = new Canvas(device);
          for (const draw of draws) draw(canvas);
          drawFooter(canvas, paper, input.fileName, index + 1, flow.pages.length);
        } finally {
          writer.endPage();
          device.destroy();
        }
      });
      writer.close();
    } finally {
      writer.destroy();
    }
    written = buffer.asUint8Array().slice();
  } finally {
    buffer.destroy();
  }
  return finish(written, input.fileName);
}

/**
 * The writer embeds whole fonts: Droid Sans Fallback alone is 1.7 MB, for a few Chinese
 * characters. Subsetting keeps the glyphs drawn (a 2-page report of a Chinese resume is
 * then ≈ 250 kB); the title lets a PDF viewer name the window after the resume.
 */
function finish(pdf: Uint8Array, fileName: string): Uint8Array {
  const document = new mupdf.PDFDocument(pdf);
  try {
    document.subsetFonts();
    document.setMetaData('info:Title', `Resume review: ${fileName}`);
    document.setMetaData('info:Creator', 'ResumeGrader');
    const saved = document.saveToBuffer('garbage,compress');
    try {
      return saved.asUint8Array().slice();
    } finally {
      saved.destroy();
    }
  } finally {
    document.destroy();
    // Page images were decoded into mupdf's store; a document thread lives long.
    mupdf.emptyStore();
  }
}
