import { union, verticalOverlap } from '../../layout/geometry.ts';
import { bulletItems } from '../../layout/items.ts';
import type { Line, ResumeLayout, Section, Word } from '../../layout/types.ts';
import { isLoneDate, opensRange } from './date-ranges.ts';
import { isFurniture } from './text.ts';

/** A statement of what the candidate did: a bullet point, or a sentence of a paragraph. */
export interface Bullet {
  lines: Line[];
  text: string;
  /** Its words in reading order (a paragraph's sentence may start mid-line). */
  words: Word[];
  /** A sub-bullet, indented under another: it details its parent, so verb checks skip it. */
  nested: boolean;
}

/** A job, degree or project: the non-bulleted lines that head it, then its bullets. */
export interface Entry {
  header: Line[];
  bullets: Bullet[];
}

/**
 * Text joined from wrapped lines, with words hyphenated at a line end made whole again:
 * 'Imple- mented' → 'Implemented' (a text layer keeps the break as a hyphen and a space).
 */
export const unwrapHyphens = (text: string) =>
  text.replace(/(\p{L})[-\u00ad\u2010]\s+(\p{Ll})/gu, '$1$2');

/** Points of extra indent that make a bullet a sub-bullet. */
const nestIndent = 6;

const bodyLines = (section: Section, layout: ResumeLayout) =>
  section.lines.filter((l) => !isFurniture(l, layout));

/** The section's bullet points with their wrapped lines (page furniture left out). */
export function sectionBullets(section: Section, layout: ResumeLayout): Bullet[] {
  const items = bulletItems(bodyLines(section, layout));
  const key = (l: Line) => `${l.page}:${l.column}`;
  const leftmost = new Map<string, number>();
  for (const item of items) {
    const head = item.lines[0] as Line;
    leftmost.set(key(head), Math.min(leftmost.get(key(head)) ?? Infinity, head.rect.x0));
  }
  return items.map((item) => {
    const head = item.lines[0] as Line;
    return {
      lines: item.lines,
      text: unwrapHyphens(item.text),
      words: item.lines.flatMap((l) => l.words),
      nested: head.rect.x0 > (leftmost.get(key(head)) ?? head.rect.x0) + nestIndent,
    };
  });
}

/** True when a line shares its row with an earlier line to its left (a date beside a title). */
function besideEarlier(lines: Line[], i: number): boolean {
  const line = lines[i] as Line;
  for (let j = Math.max(0, i - 3); j < i; j++) {
    const other = lines[j] as Line;
    if (
      other.page === line.page &&
      other.column === line.column &&
      other.rect.x1 <= line.rect.x0 + 1 &&
      verticalOverlap(other.rect, line.rect) > 0.5
    ) {
      return true;
    }
  }
  return false;
}

/** Lines the range's end may sit below its start: the title set beside them comes between. */
const wrappedRangeReach = 2;

/**
 * A date range wrapped in its column ('September 2012 –', then 'May 2014' a line or two
 * below) made one line again, so its end is not read as a date of its own. The entries keep
 * the lines as printed: the ATS reading warns about such a range.
 */
export function joinWrappedRanges(header: Line[]): Line[] {
  const joined = new Set<Line>();
  return header.flatMap((line, i) => {
    if (joined.has(line)) return [];
    const end = opensRange(line.text)
      ? header.slice(i + 1, i + 1 + wrappedRangeReach).find((l) => isLoneDate(l.text))
      : undefined;
    if (!end) return [line];
    joined.add(end);
    return [
      {
        ...line,
        words: [...line.words, ...end.words],
        text: `${line.text} ${end.text}`,
        rect: union([line.rect, end.rect]),
      },
    ];
  });
}

/**
 * Splits a section into entries: a new entry starts at a non-bulleted line that follows
 * bullets, unless that line only sits beside them (a right-aligned date or place).
 */
export function sectionEntries(section: Section, layout: ResumeLayout): Entry[] {
  const lines = bodyLines(section, layout);
  const bullets = sectionBullets(section, layout);
  const byHead = new Map(bullets.map((b) => [b.lines[0] as Line, b]));
  const wrapped = new Set(bullets.flatMap((b) => b.lines.slice(1)));
  const entries: Entry[] = [];
  let current: Entry | null = null;
  lines.forEach((line, i) => {
    const bullet = byHead.get(line);
    if (bullet) {
      if (!current) entries.push((current = { header: [], bullets: [] }));
      current.bullets.push(bullet);
      return;
    }
    if (wrapped.has(line)) return;
    if (current && current.bullets.length > 0 && !besideEarlier(lines, i)) current = null;
    if (!current) entries.push((current = { header: [], bullets: [] }));
    current.header.push(line);
  });
  return entries;
}

/** Non-bulleted lines of a section that are not the wrapped text of a bullet. */
export function headerLines(section: Section, layout: ResumeLayout): Line[] {
  return sectionEntries(section, layout).flatMap((e) => e.header);
}

/** A date range or year on a line marks a job's or degree's heading, never prose. */
const datePattern = /\b(?:19|20)\d{2}\b|\bpresent\b|\bcurrent\b/iu;
/** A line of running prose: several words, most of them starting lower case. */
export function isProse(line: Line): boolean {
  const words = line.words.map((w) => w.text).filter((t) => /\p{L}/u.test(t));
  if (words.length < 6 || datePattern.test(line.text)) return false;
  return words.filter((t) => /^\p{Ll}/u.test(t)).length >= words.length / 2;
}

/** Abbreviations whose full stop ends no sentence. */
const abbreviation =
  /^(?:e\.g|i\.e|etc|inc|ltd|co|corp|vs|approx|dept|jr|sr|dr|mr|ms|mrs|st|no|u\.s|\p{L})\.$/iu;

/**
 * Paragraphs written instead of bullets, cut into sentences, each judged like a bullet
 * (issue 12, point 3): the lines of a section that are running prose (not a title, company
 * or date line, not a bullet's wrapped text), joined while they follow each other.
 */
export function paragraphSentences(section: Section, layout: ResumeLayout): Bullet[] {
  const paragraphs: Line[][] = [];
  let current: Line[] | null = null;
  for (const line of headerLines(section, layout)) {
    const last = current?.at(-1);
    const adjacent =
      last !== undefined &&
      line.page === last.page &&
      line.column === last.column &&
      line.rect.y0 - last.rect.y1 < line.size * 0.9;
    // A wrapped sentence goes on even on a short last line ('… to production.').
    if (current && adjacent && (isProse(line) || !/[.!?]$/u.test(last.text.trim()))) {
      current.push(line);
    } else if (isProse(line)) {
      current = [line];
      paragraphs.push(current);
    } else {
      current = null;
    }
  }
  const sentences: Bullet[] = [];
  for (const lines of paragraphs) {
    const words = lines.flatMap((l) => l.words);
    let start = 0;
    words.forEach((word, i) => {
      const next = words[i + 1];
      const ends =
        next === undefined ||
        (/[.!?]$/u.test(word.text) && !abbreviation.test(word.text) && /^\p{Lu}/u.test(next.text));
      if (!ends) return;
      const own = words.slice(start, i + 1);
      start = i + 1;
      if (own.length < 4) return;
      sentences.push({
        lines: lines.filter((l) => l.words.some((w) => own.includes(w))),
        text: unwrapHyphens(own.map((w) => w.text).join(' ')),
        words: own,
        nested: false,
      });
    });
  }
  return sentences;
}

/** Everything a section states about the candidate's work: its bullets, then its prose. */
export function sectionStatements(section: Section, layout: ResumeLayout): Bullet[] {
  return [...sectionBullets(section, layout), ...paragraphSentences(section, layout)];
}
