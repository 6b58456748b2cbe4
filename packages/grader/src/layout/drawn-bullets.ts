import type { Shape } from '../pdf/drawings.ts';
import type { PageText, TextRun } from '../pdf/extract-words.ts';
import { sectionKindOf } from './headings.ts';
import type { Word } from './types.ts';

/** A bullet is a dot smaller than the text's letters: 0.15–0.6 of its font size each way. */
const minSize = 0.15;
const maxSize = 0.6;
/** Room a bullet keeps from other marks, in font sizes: rating dots and icons come in groups. */
const clearance = 0.5;
/** A list: at least this many dots of one size at one x on the page. */
const minListed = 2;

const near = (a: number, b: number, within: number) => Math.abs(a - b) <= within;

/**
 * The run a dot opens: the first text to its right within three font sizes, on a row whose
 * letters the dot sits among (its centre between the baseline and the cap height).
 */
function runBeside(dot: Shape, runs: TextRun[]): TextRun | undefined {
  const centre = (dot.rect.y0 + dot.rect.y1) / 2;
  return runs.find((run) => {
    const first = run.words[0];
    if (!first) return false;
    const gap = first.rect.x0 - dot.rect.x1;
    return (
      gap >= 0 &&
      gap <= first.size * 3 &&
      centre < run.baseline &&
      centre > run.baseline - first.size * 0.75
    );
  });
}

/**
 * Whether text stands just left of a dot on its row: a dot between two items is a
 * separator ('Python • Java'), not a bullet.
 */
const textBefore = (dot: Shape, run: TextRun, runs: TextRun[], size: number) =>
  runs.some(
    (other) =>
      Math.abs(other.baseline - run.baseline) <= 1 &&
      other.words.some((w) => w.rect.x1 <= dot.rect.x0 && w.rect.x1 >= dot.rect.x0 - size * 2),
  );

/**
 * The page's runs with bullets drawn as shapes rather than set as text: a browser prints a
 * list's discs and squares as paths, so the page's text has no '•' before each item. Each
 * such dot becomes the glyph of its shape ('•', '◦', '▪') opening the run beside it, for
 * the layout to read as any other bullet. A dot counts when it is about as wide as tall,
 * smaller than the letters beside it, clear of other marks (a rating's row of dots, an
 * icon's parts), first on its row, not before a section title and one of a list of dots at
 * the same x.
 */
export function withDrawnBullets(page: PageText): TextRun[] {
  const { shapes } = page.drawings;
  const candidates = shapes.flatMap((dot) => {
    const width = dot.rect.x1 - dot.rect.x0;
    const height = dot.rect.y1 - dot.rect.y0;
    const run = runBeside(dot, page.runs);
    const size = run?.words[0]?.size ?? 0;
    if (!run || !near(width, height, Math.max(width, height) * 0.3)) return [];
    if (height < size * minSize || height > size * maxSize) return [];
    if (textBefore(dot, run, page.runs, size)) return [];
    // A dot before a section title is the heading's decoration.
    if (sectionKindOf(run.words.map((w) => w.text).join(' ')) !== null) return [];
    const reach = size * clearance;
    const alone = shapes.every(
      (other) =>
        other === dot ||
        other.rect.x0 > dot.rect.x1 + reach ||
        other.rect.x1 < dot.rect.x0 - reach ||
        other.rect.y0 > dot.rect.y1 + reach ||
        other.rect.y1 < dot.rect.y0 - reach,
    );
    return alone ? [{ dot, run, size }] : [];
  });
  const sameList = (a: Shape, b: Shape) =>
    near(a.rect.x0, b.rect.x0, 1) && near(a.rect.y1 - a.rect.y0, b.rect.y1 - b.rect.y0, 0.5);
  const opened = new Map<TextRun, Word>();
  for (const { dot, run, size } of candidates) {
    if (candidates.filter((c) => sameList(c.dot, dot)).length < minListed) continue;
    const first = run.words[0] as Word;
    // The glyph a list's marker stands for, so markers of two shapes are two glyphs: a
    // disc, a ring (CSS 'circle') or a square.
    const text = !dot.filled ? '◦' : dot.round ? '•' : '▪';
    opened.set(run, { ...first, text, rect: dot.rect, size, bold: false, italic: false });
  }
  return page.runs.map((run) => {
    const glyph = opened.get(run);
    return glyph ? { ...run, words: [glyph, ...run.words] } : run;
  });
}
