import type { PageText, TextRun } from '../pdf/extract-words.ts';
import { withDrawnBullets } from './drawn-bullets.ts';
import { dominant, median, verticalOverlap, wordsRect } from './geometry.ts';
import { sectionKindByKeyword, sectionKindOf } from './headings.ts';
import type { Line, PageLayout, ResumeLayout, Section, Word } from './types.ts';

/** Glyphs that open a bulleted line. Dashes count only when followed by a space. */
const bulletGlyphs = new Set([
  '•',
  '·',
  '▪',
  '■',
  '□',
  '◦',
  '‣',
  '●',
  '○',
  '►',
  '▶',
  '➢',
  '➤',
  '✓',
  '✔',
  '❖',
  '♦',
  '◆',
  '»',
  '›',
  '→',
  '➔',
  '*',
  '⁃',
  '∙',
  '–',
  '—',
  '-',
  '>',
]);

/**
 * Word processors' second-level bullet is a letter 'o' (Courier New): a bullet when the
 * text after it opens with a capital or a digit ('o Reduced costs'), never the article of
 * a sentence ('o projeto').
 */
const letterBullet = (word: string, next: Word | undefined) =>
  word === 'o' && next !== undefined && /^[\p{Lu}\d]/u.test(next.text);

const isBulletWord = (word: Word, next: Word | undefined) =>
  bulletGlyphs.has(word.text) || letterBullet(word.text, next);

function splitBullet(words: Word[]): { bullet: string | null; words: Word[] } {
  const [first, ...rest] = words;
  if (!first) return { bullet: null, words };
  if (isBulletWord(first, rest[0]) && rest.length > 0) return { bullet: first.text, words: rest };
  const lead = first.text[0] ?? '';
  // A bullet glued to its text ('•Led the team'): dashes excluded, they start date ranges.
  if (bulletGlyphs.has(lead) && !'–—->*'.includes(lead) && first.text.length > 1) {
    const glyphWidth = (first.rect.x1 - first.rect.x0) / first.text.length;
    const trimmed: Word = {
      ...first,
      text: first.text.slice(1),
      rect: { ...first.rect, x0: first.rect.x0 + glyphWidth },
    };
    return { bullet: lead, words: [trimmed, ...rest] };
  }
  return { bullet: null, words };
}

function toLine(run: TextRun, page: number): Omit<Line, 'id' | 'column' | 'heading'> {
  const { bullet, words } = splitBullet(run.words);
  const weights = words.map((w) => ({ word: w, weight: w.text.length }));
  return {
    page,
    words,
    text: words.map((w) => w.text).join(' '),
    rect: wordsRect(run.words),
    baseline: run.baseline,
    bullet,
    textX0: words[0]?.rect.x0 ?? 0,
    font: dominant(weights.map(({ word, weight }) => ({ value: word.font, weight }))) ?? '',
    size: dominant(weights.map(({ word, weight }) => ({ value: word.size, weight }))) ?? 0,
    bold: dominant(weights.map(({ word, weight }) => ({ value: word.bold, weight }))) ?? false,
  };
}

/**
 * Finds the x that separates two columns: a vertical band that almost no line crosses,
 * with a substantial share of the text on either side. Returns null for one column.
 */
function findColumnSplit(
  lines: Omit<Line, 'id' | 'column' | 'heading'>[],
  width: number,
): number | null {
  if (lines.length < 8) return null;
  const step = 2;
  let best: { x: number; score: number } | null = null;
  for (let x = width * 0.22; x <= width * 0.78; x += step) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const line of lines) {
      if (line.rect.x0 < x - 1 && line.rect.x1 > x + 1) crossing++;
      else if (line.rect.x1 <= x + 1) left++;
      else right++;
    }
    const balanced = Math.min(left, right) >= Math.max(4, lines.length * 0.15);
    if (!balanced || crossing > lines.length * 0.12) continue;
    const score = Math.min(left, right) - crossing * 3;
    if (!best || score > best.score) best = { x, score };
  }
  if (!best) return null;
  // Two columns also need both sides to stack many lines vertically, not just a label gutter.
  // Section titles in a gutter stand on rows of their own, so only its other lines count.
  const leftRows = new Set(
    lines
      .filter((l) => l.rect.x1 <= best.x + 1 && sectionKindOf(l.text) === null)
      .map((l) => Math.round(l.baseline)),
  );
  const rightRows = new Set(
    lines.filter((l) => l.rect.x0 >= best.x - 1).map((l) => Math.round(l.baseline)),
  );
  const shared = [...leftRows].filter((y) => rightRows.has(y)).length;
  // A gutter of dates or labels shares most of its rows with the text beside it.
  if (shared > Math.min(leftRows.size, rightRows.size) * 0.6) return null;
  return Math.round(best.x);
}

/**
 * Some producers (Chromium, a word processor's tab after the glyph) set a bullet as its own
 * text line beside the item's text: the glyph joins the run that starts just right of it on
 * the same baseline. Glyphs with text before them stay apart (separators in a row, the dash
 * of a date range), and a dash joins only text opening with a letter.
 */
function attachLoneBullets(runs: TextRun[]): TextRun[] {
  const lone = (r: TextRun) =>
    r.words.length === 1 && (bulletGlyphs.has(r.words[0]?.text ?? '') || r.words[0]?.text === 'o');
  const sameRow = (a: TextRun, b: TextRun) => Math.abs(a.baseline - b.baseline) <= 1;
  const absorbed = new Set<TextRun>();
  const merged = new Map<TextRun, TextRun>();
  for (const glyphRun of runs.filter(lone)) {
    const glyph = glyphRun.words[0] as Word;
    const reach = glyph.rect.x1 + Math.max(glyph.size, 1) * 3;
    const startsRow = !runs.some(
      (r) => sameRow(r, glyphRun) && (r.words.at(-1)?.rect.x1 ?? Infinity) <= glyph.rect.x0,
    );
    const target = runs.find(
      (r) =>
        r !== glyphRun &&
        !lone(r) &&
        !merged.has(r) &&
        sameRow(r, glyphRun) &&
        (glyph.text !== 'o' || letterBullet(glyph.text, r.words[0])) &&
        (!'–—->'.includes(glyph.text) || /^\p{L}/u.test(r.words[0]?.text ?? '')) &&
        (r.words[0]?.rect.x0 ?? -1) >= glyph.rect.x1 &&
        (r.words[0]?.rect.x0 ?? Infinity) <= reach,
    );
    if (!target || !startsRow) continue;
    absorbed.add(glyphRun);
    merged.set(target, { ...target, words: [glyph, ...target.words] });
  }
  return runs.filter((r) => !absorbed.has(r)).map((r) => merged.get(r) ?? r);
}

/**
 * Set in capitals: it has letters with a case, all upper. Scripts without case (Chinese,
 * Japanese) are never 'in capitals', so a plain line of them is not taken for a heading.
 */
const inCapitals = (text: string) => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);

function analysePage(page: PageText): PageLayout {
  const raw = attachLoneBullets(withDrawnBullets(page).filter((r) => r.words.length > 0))
    .map((r) => toLine(r, page.index))
    .filter((l) => l.words.length > 0);
  const split = findColumnSplit(raw, page.width);
  const column = (l: (typeof raw)[number]) => {
    if (split === null) return 0;
    if (l.rect.x1 <= split + 1) return 0;
    if (l.rect.x0 >= split - 1) return 1;
    return -1;
  };
  // Reading order: lines spanning both columns above the columns, then each column top
  // to bottom, then spanning lines below; within a row, left to right.
  const columnsTop =
    split === null ? 0 : Math.min(...raw.filter((l) => column(l) >= 0).map((l) => l.rect.y0));
  const orderKey = (l: (typeof raw)[number]) => {
    const c = column(l);
    if (c === -1) return l.rect.y0 < columnsTop ? 0 : 3;
    return c + 1;
  };
  const ordered = [...raw].sort(
    (a, b) => orderKey(a) - orderKey(b) || a.baseline - b.baseline || a.rect.x0 - b.rect.x0,
  );
  const bodySize = median(ordered.flatMap((l) => l.words.map((w) => w.size)));
  // Some templates style headings only by colour or weight mupdf cannot see: a capitalised
  // known title alone on its row of its column is a heading too ('Skills' beside values is
  // a label, 'leadership' ending a wrapped sentence is not).
  const aloneOnRow = (l: (typeof raw)[number]) =>
    !raw.some((o) => o !== l && column(o) === column(l) && verticalOverlap(o.rect, l.rect) > 0.5);
  const lines: Line[] = ordered.map((l, i) => {
    const kind = sectionKindOf(l.text);
    const looksLikeHeading =
      l.bullet === null &&
      (l.bold ||
        l.size > bodySize + 0.5 ||
        inCapitals(l.text) ||
        (kind !== null && !/^\p{Ll}/u.test(l.text) && aloneOnRow(l)));
    return {
      ...l,
      id: `p${page.index}-l${i}`,
      column: column(l),
      heading: kind && looksLikeHeading ? kind : null,
    };
  });
  return {
    index: page.index,
    width: page.width,
    height: page.height,
    lines,
    columnSplit: split,
    images: page.images,
    drawings: page.drawings,
  };
}

function buildSections(lines: Line[]): Section[] {
  const sections: Section[] = [{ kind: 'contact', heading: null, lines: [] }];
  for (const line of lines) {
    if (line.heading) sections.push({ kind: line.heading, heading: line, lines: [] });
    else (sections.at(-1) as Section).lines.push(line);
  }
  return sections.filter((s) => s.heading !== null || s.lines.length > 0);
}

/** How a heading looks: size, weight and capitals. */
const styleOf = (l: Line) => `${Math.round(l.size * 2) / 2}|${l.bold}|${inCapitals(l.text)}`;
/** Headings sharing one look before lines in that look are read as headings too. */
const minStyledHeadings = 2;
/** Space between a gutter label and the text beside it (a tab, not a word space). */
const gutterGap = 12;

/**
 * Headings found by typography: a short line in the look of the resume's known headings
 * (set larger or in capitals, not merely bold, as entry titles often are), alone on its
 * row or a label in a gutter beside its section's text, is a heading whatever it says ('Where I worked', 'Toolbox'); its keywords name the
 * section, else it is a section of its own.
 */
function styledHeadings(pages: PageLayout[]): PageLayout[] {
  const lines = pages.flatMap((p) => p.lines);
  const bodySize = median(lines.flatMap((l) => l.words.map((w) => w.size)));
  const counts = new Map<string, number>();
  for (const l of lines) {
    if (l.heading !== null) counts.set(styleOf(l), (counts.get(styleOf(l)) ?? 0) + 1);
  }
  const headingStyles = new Set(
    [...counts].filter(([, n]) => n >= minStyledHeadings).map(([style]) => style),
  );
  const standsOut = (l: Line) => l.size > bodySize + 0.5 || inCapitals(l.text);
  return pages.map((page) => {
    // Alone on its row, or a label in a gutter: the row's other text starts well right of it.
    const ownsRow = (l: Line) =>
      page.lines.every(
        (o) =>
          o === l ||
          o.column !== l.column ||
          verticalOverlap(o.rect, l.rect) <= 0.5 ||
          o.rect.x0 >= l.rect.x1 + gutterGap,
      );
    return {
      ...page,
      lines: page.lines.map((l) =>
        l.heading === null &&
        l.bullet === null &&
        headingStyles.has(styleOf(l)) &&
        standsOut(l) &&
        /\p{L}/u.test(l.text) &&
        !/[\d@|]|[.,;]$/u.test(l.text) &&
        l.text.split(/\s+/u).length <= 4 &&
        ownsRow(l)
          ? { ...l, heading: sectionKindByKeyword(l.text) }
          : l,
      ),
    };
  });
}

/** Lines, columns, reading order and sections of a document's extracted text. */
export function analyseLayout(pages: PageText[]): ResumeLayout {
  const layouts = styledHeadings(pages.map(analysePage));
  const lines = layouts.flatMap((p) => p.lines);
  return { pages: layouts, lines, sections: buildSections(lines) };
}
