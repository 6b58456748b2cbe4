import { PDFDocument, rgb, setTextRenderingMode, StandardFonts, TextRenderingMode } from 'pdf-lib';
import { detectLanguage, loadLanguageModel } from '../src/language/detect.ts';
import { analyseLayout } from '../src/layout/analyse.ts';
import type { ResumeLayout } from '../src/layout/types.ts';
import { extractPageText } from '../src/pdf/extract-words.ts';
import { mupdf } from '../src/pdf/mupdf.ts';
import { openDocument } from '../src/pdf/open-document.ts';
import { type CheckContext, checkContext } from '../src/checks/findings.ts';

export interface TextLine {
  text: string;
  /** Left edge in points from the page's left side. */
  x: number;
  /** Baseline in points from the page's top (top-left origin, like the grader). */
  y: number;
  size?: number;
  font?: 'regular' | 'bold' | 'italic' | 'times' | 'courier';
  /** 0..1 grey level or an [r, g, b] colour. */
  color?: [number, number, number];
  /** In the text layer only, drawn nowhere (render mode 3, as under a scan's or outlines). */
  invisible?: boolean;
}

/** A list marker as a browser prints it: centre and diameter (or side) in points. */
export interface DrawnDot {
  dot: number;
  x: number;
  /** The centre, in points from the page's top. */
  y: number;
  /** CSS list-style 'disc' (the default), 'circle' (a ring) or 'square'. */
  shape?: 'disc' | 'ring' | 'square';
}

/** A filled box drawn under whatever comes after it (a tag, a badge): top-left and size in points. */
export interface DrawnBox {
  box: { x: number; y: number; width: number; height: number };
  /** 0..1 grey level. */
  grey: number;
}

const fonts = {
  regular: StandardFonts.Helvetica,
  bold: StandardFonts.HelveticaBold,
  italic: StandardFonts.HelveticaOblique,
  times: StandardFonts.TimesRoman,
  courier: StandardFonts.Courier,
} as const;

/** A4 by default; US Letter with `{ width: 612, height: 792 }`. */
export async function makePdf(
  pages: (TextLine | DrawnDot | DrawnBox)[][],
  size: { width: number; height: number } = { width: 595, height: 842 },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const embedded = Object.fromEntries(
    await Promise.all(
      Object.entries(fonts).map(async ([k, v]) => [k, await pdf.embedFont(v)] as const),
    ),
  ) as Record<keyof typeof fonts, Awaited<ReturnType<typeof pdf.embedFont>>>;
  for (const lines of pages) {
    const page = pdf.addPage([size.width, size.height]);
    for (const line of lines) {
      if ('box' in line) {
        const { x, y, width, height } = line.box;
        page.drawRectangle({
          x,
          y: size.height - y - height,
          width,
          height,
          color: rgb(line.grey, line.grey, line.grey),
        });
        continue;
      }
      if ('dot' in line) {
        const y = size.height - line.y;
        if (line.shape === 'square') {
          const half = line.dot / 2;
          page.drawRectangle({ x: line.x - half, y: y - half, width: line.dot, height: line.dot });
        } else if (line.shape === 'ring') {
          page.drawCircle({
            x: line.x,
            y,
            size: line.dot / 2,
            borderWidth: 0.5,
            borderColor: rgb(0, 0, 0),
          });
        } else {
          page.drawCircle({ x: line.x, y, size: line.dot / 2 });
        }
        continue;
      }
      const [r, g, b] = line.color ?? [0, 0, 0];
      if (line.invisible) page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
      page.drawText(line.text, {
        x: line.x,
        y: size.height - line.y,
        size: line.size ?? 10,
        font: embedded[line.font ?? 'regular'],
        color: rgb(r, g, b),
      });
      if (line.invisible) page.pushOperators(setTextRenderingMode(TextRenderingMode.Fill));
    }
  }
  // Fixed dates keep generated fixtures byte-identical between runs.
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  return pdf.save();
}

/** Stacks lines top-down from y, each `leading` points below the previous. */
export function stack(
  start: { x: number; y: number; leading?: number },
  lines: (string | Omit<TextLine, 'x' | 'y'>)[],
): TextLine[] {
  const leading = start.leading ?? 14;
  return lines.map((line, i) => ({
    ...(typeof line === 'string' ? { text: line } : line),
    x: start.x,
    y: start.y + i * leading,
  }));
}

export function layoutOf(bytes: Uint8Array): ResumeLayout {
  const document = openDocument(bytes);
  try {
    return analyseLayout(extractPageText(document));
  } finally {
    document.destroy();
  }
}

// Contexts of any language are built synchronously here.
await loadLanguageModel();

export function contextOf(bytes: Uint8Array): CheckContext {
  const layout = layoutOf(bytes);
  return checkContext(layout, detectLanguage(layout.lines.map((l) => l.text).join('\n')));
}

/** True when the rect (points) overlaps the line of text containing `needle`. */
export function rectCovers(
  layout: ResumeLayout,
  rect: { x0: number; y0: number; x1: number; y1: number },
  needle: string,
): boolean {
  return layout.lines.some(
    (l) =>
      l.text.includes(needle) &&
      rect.x0 < l.rect.x1 &&
      rect.x1 > l.rect.x0 &&
      rect.y0 < l.rect.y1 &&
      rect.y1 > l.rect.y0,
  );
}

/**
 * A page of Chinese or Japanese text, drawn with mupdf's built-in CJK font (pdf-lib's
 * standard fonts have no such glyphs): each line at its baseline, top-left origin, A4.
 * The text layer is real, as a word processor writes it (UCS-2 CIDs, Identity encoding).
 */
export function makeCjkPdf(pages: TextLine[][]): Uint8Array {
  const pdf = new mupdf.PDFDocument();
  const font = pdf.addCJKFont(new mupdf.Font('zh-Hans'), 'zh-Hans', 0, false);
  const latin = pdf.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  for (const lines of pages) {
    const ops = lines.map((line) => {
      const size = line.size ?? 10;
      const y = 842 - line.y;
      // Latin-only lines in Helvetica, the others in the CJK font, one glyph per character.
      const cjk = /[^\u0020-\u007e]/u.test(line.text);
      const shown = cjk
        ? `<${[...line.text].map((c) => (c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('')}>`
        : `(${line.text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
      return `BT /${cjk ? 'C' : 'L'} ${size} Tf ${line.x} ${y} Td ${shown} Tj ET`;
    });
    const resources = pdf.addObject({ Font: { C: font, L: latin } });
    pdf.insertPage(-1, pdf.addPage([0, 0, 595, 842], 0, resources, ops.join('\n')));
  }
  return pdf.saveToBuffer('compress').asUint8Array();
}
