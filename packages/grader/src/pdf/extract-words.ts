import type { Rect, Word } from '../layout/types.ts';
import { hexColour } from './colour.ts';
import { type PageDrawings, pageDrawings } from './drawings.ts';
import { release } from './mupdf.ts';
import type { PdfDocument } from './open-document.ts';

/** One printed run of words on a baseline, before layout analysis. */
export interface TextRun {
  words: Word[];
  baseline: number;
}

export interface PageText {
  index: number;
  width: number;
  height: number;
  runs: TextRun[];
  /** Where raster images are drawn (photos, logos, rating graphics), in points. */
  images: Rect[];
  /** Small vector marks (dots, bars, tags) and text cut off by its clip, in points. */
  drawings: PageDrawings;
}

interface Glyph {
  char: string;
  rect: Rect;
  font: string;
  size: number;
  bold: boolean;
  italic: boolean;
  color: string;
}

const maxGlyphsPerLine = 600;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A page's size in points, as every stage (layout, images, boxes) measures it. */
export function pageSize(page: { getBounds(): number[] }): { width: number; height: number } {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.getBounds();
  return { width: round1(x1 - x0), height: round1(y1 - y0) };
}

/** Every page's size, in page order. */
export function pageSizes(document: PdfDocument): { width: number; height: number }[] {
  return Array.from({ length: document.countPages() }, (_, index) => {
    const page = document.loadPage(index);
    try {
      return pageSize(page);
    } finally {
      page.destroy();
    }
  });
}

/** Icon fonts and unmapped glyphs land in the Private Use Area or as U+FFFD: not text. */
const isTextChar = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return c !== '\uFFFD' && !(code >= 0xe000 && code <= 0xf8ff) && !(code >= 0xf0000);
};

const boldName = /bold|black|heavy|semibold|demi|(?:^|[^a-z])bx|cmbx|-b$/i;
const italicName = /italic|oblique|(?:^|[^a-z])ti(?:$|[^a-z])|cmti|-i$/i;

/** Spacing accents, as the combining marks they stand for over a letter. */
const combining: Record<string, string> = {
  '\u00B4': '\u0301',
  '\u02CA': '\u0301',
  '\u02CB': '\u0300',
  '\u02C6': '\u0302',
  '\u02DC': '\u0303',
  '\u00A8': '\u0308',
  '\u02C7': '\u030C',
  '\u02D8': '\u0306',
  '\u02DA': '\u030A',
};
/**
 * A spacing accent drawn just before its letter, as TeX's old font encoding sets 'É':
 * 'EXP´ERIENCE' is read 'EXPÉRIENCE', not a word with a stray mark in it.
 */
const spacingAccent = /([\u00B4\u02CA\u02CB\u02C6\u02DC\u00A8\u02C7\u02D8\u02DA])(\p{L})/gu;

/**
 * The text every check reads: accents set apart put back on their letters; ligatures and
 * full-width forms unfolded (NFKC); the Unicode hyphens (U+2010, U+2011, which NFKC leaves)
 * and soft hyphens as '-', so phone, date and line-end rules see one hyphen (a soft hyphen
 * that reached the page was drawn, so it shows); zero-width characters dropped, as a reader
 * never sees them.
 */
export function normaliseWordText(raw: string): string {
  return raw
    .replace(spacingAccent, (_, accent: string, letter: string) => `${letter}${combining[accent]}`)
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/gu, '')
    .replace(/[\u00AD\u2010\u2011]/gu, '-');
}

/** A LaTeX command printed instead of its icon ('\faBook'): not the candidate's text. */
const isRawMacro = (text: string) => /^\\[A-Za-z]+$/u.test(text);

function toWord(glyphs: Glyph[]): Word {
  const first = glyphs[0] as Glyph;
  const text = normaliseWordText(glyphs.map((g) => g.char).join(''));
  return {
    text,
    rect: {
      x0: round1(Math.min(...glyphs.map((g) => g.rect.x0))),
      y0: round1(Math.min(...glyphs.map((g) => g.rect.y0))),
      x1: round1(Math.max(...glyphs.map((g) => g.rect.x1))),
      y1: round1(Math.max(...glyphs.map((g) => g.rect.y1))),
    },
    font: first.font,
    size: first.size,
    bold: first.bold,
    italic: first.italic,
    color: first.color,
  };
}

/**
 * Splits one mupdf line into runs of words. A gap wider than about two spaces starts a new
 * run, so a date pushed to the right margin is not glued to the job title before it.
 */
function splitLine(glyphs: Glyph[], baseline: number): TextRun[] {
  // Tightly set lines (justified LaTeX) put words only ~0.14 em apart, while letters touch:
  // a gap is a word break when it is clearly wider than this line's usual letter gap.
  const letterGaps = glyphs
    .slice(1)
    .map((g, i) => g.rect.x0 - (glyphs[i] as Glyph).rect.x1)
    .filter((gap) => gap > -1)
    .sort((a, b) => a - b);
  const typicalLetterGap = Math.max(0, letterGaps[Math.floor(letterGaps.length / 2)] ?? 0);
  const wordGap = (em: number) =>
    Math.max(em * 0.1, typicalLetterGap + em * 0.08, Math.min(em * 0.18, typicalLetterGap * 3));
  const runs: TextRun[] = [];
  let words: Word[] = [];
  let current: Glyph[] = [];
  let previous: Glyph | null = null;
  const flushWord = () => {
    const word = current.length > 0 ? toWord(current) : null;
    if (word && word.text !== '' && !isRawMacro(word.text)) words.push(word);
    current = [];
  };
  const flushRun = () => {
    flushWord();
    if (words.length > 0) runs.push({ words, baseline });
    words = [];
  };
  for (const glyph of glyphs) {
    const gap = previous ? glyph.rect.x0 - previous.rect.x1 : 0;
    const em = Math.max(glyph.size, 1);
    if (previous && gap > em * 1.2) flushRun();
    if (/\s/.test(glyph.char)) {
      flushWord();
    } else {
      if (previous && gap > wordGap(em) && current.length > 0) flushWord();
      current.push(glyph);
    }
    previous = glyph;
  }
  flushRun();
  return runs;
}

/** Words with their boxes, fonts and colours, grouped into printed runs, for each page. */
export function extractPageText(document: PdfDocument): PageText[] {
  const pages: PageText[] = [];
  const count = document.countPages();
  for (let index = 0; index < count; index++) {
    const page = document.loadPage(index);
    try {
      const [x0, y0] = page.getBounds();
      const stext = page.toStructuredText('preserve-whitespace,preserve-images');
      const runs: TextRun[] = [];
      const images: Rect[] = [];
      let glyphs: Glyph[] = [];
      let baseline = 0;
      let horizontal = true;
      try {
        stext.walk({
          onImageBlock(bbox, _transform, image) {
            release(image);
            images.push({ x0: bbox[0] - x0, y0: bbox[1] - y0, x1: bbox[2] - x0, y1: bbox[3] - y0 });
          },
          beginLine(_bbox, _wmode, direction) {
            glyphs = [];
            baseline = 0;
            // Rotated or vertical text (sidebar labels, watermarks) is not body text.
            horizontal = Math.abs(direction[1]) < 0.05 && direction[0] > 0;
          },
          onChar(char, origin, font, size, quad, color) {
            if (!horizontal || !isTextChar(char)) {
              release(font);
              return;
            }
            baseline = round1(origin[1] - y0);
            const name = font.getName().replace(/^[A-Z]{6}\+/, '');
            const bold = font.isBold() || boldName.test(name);
            const italic = font.isItalic() || italicName.test(name);
            release(font);
            glyphs.push({
              char,
              rect: {
                x0: Math.min(quad[0], quad[4]) - x0,
                y0: Math.min(quad[1], quad[3]) - y0,
                x1: Math.max(quad[2], quad[6]) - x0,
                y1: Math.max(quad[5], quad[7]) - y0,
              },
              font: name,
              size: round1(size),
              bold,
              italic,
              color: hexColour(color),
            });
          },
          endLine() {
            // A printed line holds a few hundred characters at most; a longer one is junk or
            // hostile, and would make every later step slow. Its start is kept.
            if (glyphs.length > 0)
              runs.push(...splitLine(glyphs.slice(0, maxGlyphsPerLine), baseline));
            glyphs = [];
          },
        });
      } finally {
        stext.destroy();
      }
      pages.push({ index, ...pageSize(page), runs, images, drawings: pageDrawings(page) });
    } finally {
      page.destroy();
    }
  }
  return pages;
}
