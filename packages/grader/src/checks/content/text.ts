import { type JoinedText, joinLines, spanRects } from '../../layout/text-spans.ts';
import type { Conventions } from '../../kind/document-kind.ts';
import type { Line, Rect, ResumeLayout, Section, SectionKind } from '../../layout/types.ts';
import type { ContentCheck, ContentFinding } from '../findings.ts';

/** Chinese and Japanese characters, written without spaces: two make about a word. */
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const cjkCharacters = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** Words of two letters or more; in Chinese and Japanese, two characters make a word. */
export const wordCount = (text: string): number =>
  (text.match(/\p{L}{2,}/gu) ?? []).filter((w) => !cjk.test(w)).length +
  (text.match(cjkCharacters) ?? []).length / 2;

/** Quoted text stays short so a message fits its card: at most `max` characters and '…'. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // Cut at the last word boundary before the limit, so no word is shown half.
  const space = flat.lastIndexOf(' ', max);
  return `${flat.slice(0, space > max / 2 ? space : max).trimEnd()}…`;
}

export const quote = (text: string, max = 60) => `'${excerpt(text, max)}'`;

/**
 * A quoted window of about 60 characters around text[index, index + length): cut at word
 * boundaries, never inside the quoted match, with '…' wherever text was left out.
 */
export function quoteAround(text: string, index: number, length: number): string {
  const flat = text.replace(/\s/g, ' ');
  if (flat.length <= 60) return quote(flat);
  const matchEnd = index + length;
  let start = Math.max(0, Math.min(index - 20, matchEnd - 60));
  if (start > 0) start = flat.lastIndexOf(' ', start) + 1;
  let end = Math.max(matchEnd, start + 60);
  if (end < flat.length) {
    const space = flat.indexOf(' ', end);
    end = space === -1 ? flat.length : space;
  }
  const body = flat.slice(start, end).replace(/\s+/g, ' ').trim();
  return `'${start > 0 ? '…' : ''}${body}${end < flat.length ? '…' : ''}'`;
}

export const sectionsOf = (layout: ResumeLayout, kinds: readonly SectionKind[]): Section[] =>
  layout.sections.filter((s) => kinds.includes(s.kind));

/**
 * The sections among `kinds` whose text the document's kind reads as statements about the
 * writer's work (an academic CV's papers and talks are records, not statements).
 */
export const statementSectionsOf = (
  layout: ResumeLayout,
  kinds: readonly SectionKind[],
  conventions: Conventions,
): Section[] =>
  sectionsOf(
    layout,
    kinds.filter((kind) => conventions.statementSections.includes(kind)),
  );

/** One box per line, on the page of the first line (a finding belongs to one page). */
export function lineRects(lines: Line[]): Rect[] {
  const page = lines[0]?.page;
  return lines.filter((l) => l.page === page).map((l) => l.rect);
}

export function finding(
  check: ContentCheck,
  page: number,
  title: string,
  mistake: string,
  feedback: string,
  rects: Rect[],
): ContentFinding {
  return { check, page, title, mistake, feedback, rects };
}

/** '3', '1/2', 'Page 2 of 3', 'John Doe – 1/2': a page number, maybe after a running name. */
const pageNumber = /(?:^|\s)(?:page\s*)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$/iu;
/** 'February 10, 2026', '21st January 2015': a print date, precise to the day. */
const printDate =
  /(?<!\p{L})\p{L}{3,}\.?\s+\d{1,2},\s+\d{4}|(?<!\d)\d{1,2}(?:st|nd|rd|th)?\s+\p{L}{3,}\s+\d{4}/u;

/** A line in a page's footer band: its bottom 8 %, outside any list. */
export const inFooter = (line: Line, layout: ResumeLayout): boolean => {
  const page = layout.pages[line.page];
  return page !== undefined && line.bullet === null && line.rect.y0 > page.height * 0.92;
};

/** Texts printed in the bottom band of two or more pages: a running footer. */
const runningFooters = new WeakMap<ResumeLayout, Set<string>>();
function footersOf(layout: ResumeLayout): Set<string> {
  let footers = runningFooters.get(layout);
  if (!footers) {
    const pagesOf = new Map<string, Set<number>>();
    for (const line of layout.lines) {
      if (!inFooter(line, layout)) continue;
      pagesOf.set(line.text, (pagesOf.get(line.text) ?? new Set()).add(line.page));
    }
    footers = new Set([...pagesOf].filter(([, pages]) => pages.size > 1).map(([text]) => text));
    runningFooters.set(layout, footers);
  }
  return footers;
}

/**
 * Page numbers, running footers and print dates at the foot of a page. They sit inside
 * whatever section the page ends in and must not pass for an entry, a date or a bullet.
 */
export function isFurniture(line: Line, layout: ResumeLayout): boolean {
  if (!inFooter(line, layout)) return false;
  const text = line.text.trim();
  return pageNumber.test(text) || printDate.test(text) || footersOf(layout).has(line.text);
}

/** A regex match in a run of lines, located on the page. */
export interface TextMatch {
  text: string;
  index: number;
  page: number;
  rects: Rect[];
}

function locate(joined: JoinedText, index: number, length: number): TextMatch | null {
  const spans = spanRects(joined, index, index + length);
  const page = spans[0]?.page;
  if (page === undefined) return null;
  return {
    text: joined.text.slice(index, index + length),
    index,
    page,
    // A span crossing a page break keeps the boxes of its first page.
    rects: spans.filter((s) => s.page === page).map((s) => s.rect),
  };
}

/** The boxes of characters [index, index + length) of the lines' joined text. */
export const spanIn = (lines: Line[], index: number, length: number): TextMatch | null =>
  locate(joinLines(lines), index, length);

/** Every match of a global `pattern` in the lines' joined text, with its boxes. */
export function matchesIn(lines: Line[], pattern: RegExp): TextMatch[] {
  const joined = joinLines(lines);
  return [...joined.text.matchAll(pattern)]
    .map((m) => locate(joined, m.index, m[0].length))
    .filter((m) => m !== null);
}

/** The joined text of lines, as matchesIn sees it (lines separated by '\n'). */
export const textOf = (lines: Line[]): string => joinLines(lines).text;
