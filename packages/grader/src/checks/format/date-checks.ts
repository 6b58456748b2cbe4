import { joinLines, spanRects } from '../../layout/text-spans.ts';
import type { Line, Rect, ResumeLayout } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { clusterBy, nearestValue } from './clusters.ts';
import { dateRanges, dateTail, findDates } from './dates.ts';
import type { Roles } from './roles.ts';
import { pt, quote } from './text.ts';

/** Date edges further apart than this read as not aligned. */
const alignTolerance = 2;

/** The box of characters [start, end) of one line. */
export const rectOf = (line: Line, start: number, end: number): Rect =>
  spanRects(joinLines([line]), start, end)[0]?.rect ?? line.rect;

/**
 * A date in a sentence ('evidence from 2014–2021', 'expected December 2023'): after a word in
 * small letters, it is part of what the line says, not an entry's dates set in a style.
 */
function inProse(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const word = before.trimEnd();
  // A fixed-length pattern on the trimmed text: 'letters, then spaces, at the end' read in
  // one pattern is quadratic on a long run of letters.
  return word.length < before.length && /\p{Ll}\p{Ll}$/u.test(word);
}

/**
 * Whether more of the row follows a line on its right (an institution's column after a
 * subtitle's years): the line does not end its row, so its end is no date edge.
 */
const rowGoesOn = (line: Line, layout: ResumeLayout) =>
  (layout.pages[line.page]?.lines ?? []).some(
    (other) =>
      other !== line &&
      other.column === line.column &&
      Math.abs(other.baseline - line.baseline) <= 2 &&
      other.rect.x0 >= line.rect.x1 &&
      other.rect.x0 - line.rect.x1 <= maxRowGap,
  );
/** A row's cells stand at most this far apart (a third of a page). */
const maxRowGap = 200;

/**
 * A date set in a badge (a filled tag drawn around it) is placed by its badge: the badge's
 * edges are the date's, whatever the width of its text.
 */
function inBadge(layout: ResumeLayout, page: number, rect: Rect): Rect {
  const badge = layout.pages[page]?.drawings.shapes.find(
    (s) =>
      s.filled &&
      s.rect.x0 <= rect.x0 &&
      s.rect.x1 >= rect.x1 &&
      s.rect.y0 <= rect.y0 &&
      s.rect.y1 >= rect.y1 &&
      s.rect.x1 - s.rect.x0 <= (rect.x1 - rect.x0) * 3,
  );
  return badge ? { ...rect, x0: badge.rect.x0, x1: badge.rect.x1 } : rect;
}

/** Lines that can carry entry dates: not headings, not bullets (prose, whose dates vary). */
function dateLines(layout: ResumeLayout, roles: Roles): Line[] {
  const inBullets = new Set(roles.bullets.flatMap((item) => item.lines));
  return layout.lines.filter((l) => l.heading === null && !inBullets.has(l));
}

/**
 * The key most items share when they do not all share one (null when they agree or none
 * has a key); on a tie, the key the resume used first.
 */
function leader<T>(items: T[], key: (item: T) => string | null): string | null {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  // Map order is first use, and the strict comparison keeps the earlier key on ties.
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return counts.size > 1 ? (best?.[0] ?? null) : null;
}

type Mention = ReturnType<typeof findDates>[number];

/** Ways two dates can differ, coarsest first: a date is reported on the first it is off. */
const dimensions: {
  key: (m: Mention) => string | null;
  how: (m: Mention, usual: string) => string;
}[] = [
  { key: (m) => m.style, how: () => 'is written differently from' },
  {
    key: (m) => (m.style === 'month-name' ? m.monthForm : null),
    how: (m) =>
      m.monthForm === 'full' ? 'spells the month out, unlike' : 'abbreviates the month, unlike',
  },
  {
    key: (m) => m.abbreviation,
    how: (m, usual) =>
      usual === 'full stop'
        ? 'has no full stop after its month, unlike'
        : m.abbreviation === 'full stop'
          ? 'puts a full stop after its month, unlike'
          : m.abbreviation === 'written out'
            ? 'spells the month out, unlike'
            : `cuts its month to ${m.abbreviation}, unlike`,
  },
];

/**
 * Dates to the day: a birth date, a certificate's date. They say something else than an
 * entry's month and year, so their form is no inconsistency beside them ('06.11.1994' in a
 * Lebenslauf of '10/2025' periods).
 */
const dayPrecise = new Set<string>(['DD/MM/YYYY', 'DD.MM.YYYY']);

/**
 * House styles that write the short months out. The four-letter cut: 'Sept' beside 'June'
 * or 'July' written out, with 'Aug' and 'Oct' cut to three. AP style: 'Aug.' and 'Sept.'
 * with full stops, and March to July in full. A date following one is no inconsistency:
 * it is read as the style's own form.
 */
function houseStyle(mentions: Mention[]): ((m: Mention) => Mention) | null {
  const has = (abbreviation: string) => mentions.some((m) => m.abbreviation === abbreviation);
  if (has('full stop')) {
    return (m) =>
      m.style === 'month-name' && m.monthForm !== 'abbreviated' && monthLength(m) <= 5
        ? { ...m, monthForm: null, abbreviation: 'full stop' }
        : m;
  }
  const shortMonthInFull = mentions.some(
    (m) => m.abbreviation === 'written out' && monthLength(m) === 4,
  );
  if (has('4 letters') && shortMonthInFull) {
    return (m) =>
      m.abbreviation === '4 letters' || m.abbreviation === 'written out'
        ? { ...m, abbreviation: '3 letters' }
        : m;
  }
  return null;
}

/** Letters of a date's month name ('March 2020' → 5). */
const monthLength = (m: Mention) => /^\p{L}+/u.exec(m.text)?.[0].length ?? 0;

/**
 * Dates written in a format other than the one most of the resume's dates use (yellow):
 * first the format ('Jan 2020' vs '01/2020'), then, among month names, abbreviated vs
 * written out ('Jan' vs 'January'; 'May' and 'June' read as both), then how months are
 * abbreviated ('Sept' vs 'Sep', 'Mar.' vs 'Mar').
 */
export function dateFormatFindings(layout: ResumeLayout, roles: Roles): HorizontalFinding[] {
  const found = dateLines(layout, roles).flatMap((line) =>
    findDates(line.text)
      .filter((mention) => !dayPrecise.has(mention.style) && !inProse(line.text, mention.start))
      .map((mention) => ({ line, mention })),
  );
  const style = houseStyle(found.map((f) => f.mention));
  const mentions = style
    ? found.map(({ line, mention }) => ({ line, mention: style(mention) }))
    : found;
  const leaders = dimensions.map(({ key }) => leader(mentions, ({ mention }) => key(mention)));
  return mentions.flatMap(({ line, mention }) => {
    const off = dimensions.findIndex(({ key }, i) => {
      const value = key(mention);
      return leaders[i] != null && value !== null && value !== leaders[i];
    });
    const dimension = dimensions[off];
    const usual = leaders[off];
    if (!dimension || usual == null) return [];
    const example = mentions.find(({ mention: m }) => dimension.key(m) === usual);
    return [
      {
        check: 'date-format' as const,
        severity: 'yellow' as const,
        page: line.page,
        rect: rectOf(line, mention.start, mention.end),
        message: `${quote(mention.text)} ${dimension.how(mention, usual)} your other dates (like ${quote(example?.mention.text ?? '')}) — write every date the same way.`,
      },
    ];
  });
}

/**
 * Date ranges joined differently from most ('Jan 2015 - Present' among '2014 – 2016'
 * ranges): the dash, or the word, between a range's ends is part of its format (yellow).
 */
export function dateJoinerFindings(layout: ResumeLayout, roles: Roles): HorizontalFinding[] {
  const ranges = dateLines(layout, roles).flatMap((line) =>
    dateRanges(line.text)
      .filter((range) => !inProse(line.text, range.start))
      .map((range) => ({ line, range, text: line.text.slice(range.start, range.end) })),
  );
  const usual = leader(ranges, (r) => r.range.joiner);
  const example = ranges.find((r) => r.range.joiner === usual);
  if (usual === null || !example) return [];
  return ranges
    .filter((r) => r.range.joiner !== usual)
    .map(({ line, range, text }) => ({
      check: 'date-format' as const,
      severity: 'yellow' as const,
      page: line.page,
      rect: rectOf(line, range.start, range.end),
      message: `${quote(text)} joins its dates with ${quote(range.joiner)}, unlike your other dates (like ${quote(example.text)}, with ${quote(usual)}) — join every range the same way.`,
    }));
}

interface DateItem {
  line: Line;
  rect: Rect;
  text: string;
  /** Alone on its line or set off by a tab's width: placed, not typed after its title. */
  setApart: boolean;
}

/** A gap before a date wider than this many font sizes is a tab stop, not a space. */
const tabGap = 1.5;

/** Whether the text from `start` sits alone on its line or after a tab's gap. */
export function isSetApart(line: Line, start: number, rect: Rect): boolean {
  const before = line.text.slice(0, start).trimEnd();
  if (before.length === 0) return true;
  const previous = rectOf(line, 0, before.length);
  return rect.x0 - previous.x1 >= line.size * tabGap;
}

/**
 * Entry dates not aligned with the others. Dates set apart (alone on their line, or after a
 * tab's gap) sharing a right edge (set at the margin or in a gutter) or a left edge (a date
 * column) form stops; a resume may use more than one (month ranges at the margin, award
 * years in a gutter). When most dates are set apart and sit on a stop, a date on none is
 * misplaced: typed inline after its title, or a few points off. Where dates are typed
 * inline after their titles, nothing is meant to line up.
 */
export function dateAlignmentFindings(layout: ResumeLayout, roles: Roles): HorizontalFinding[] {
  const lines = dateLines(layout, roles);
  const items: DateItem[] = lines.flatMap((line) => {
    const tail = dateTail(line.text);
    // A year alone is an award's or a certificate's, often placed in a grid of its own.
    if (!tail || /^\s*\d{4}\s*$/.test(line.text.slice(tail.start, tail.end))) return [];
    if (inProse(line.text, tail.start) || rowGoesOn(line, layout)) return [];
    // A date to the day is a birth date's or a certificate's, in a grid of its own.
    const mentions = findDates(line.text.slice(tail.start, tail.end));
    if (mentions.length > 0 && mentions.every((m) => dayPrecise.has(m.style))) return [];
    const rect = inBadge(layout, line.page, rectOf(line, tail.start, tail.end));
    return [
      {
        line,
        rect,
        text: line.text.slice(tail.start, tail.end),
        setApart: isSetApart(line, tail.start, rect),
      },
    ];
  });
  const findings: HorizontalFinding[] = [];
  for (const column of [0, 1]) {
    const dates = items.filter((d) => Math.max(d.line.column, 0) === column);
    if (dates.length < 3) continue;
    // Stops page by page: a reader lines a date up with the dates in sight, not those
    // overleaf; a page without a stop of its own has nothing to be out of line with.
    const stopsOf = new Map<number, { rights: number[]; lefts: number[] }>();
    for (const page of new Set(dates.map((d) => d.line.page))) {
      const placed = dates.filter((d) => d.setApart && d.line.page === page);
      const stops = (edge: (d: DateItem) => number) =>
        clusterBy(placed, edge, alignTolerance)
          .filter((c) => c.items.length >= 2)
          .map((c) => c.value);
      stopsOf.set(page, { rights: stops((d) => d.rect.x1), lefts: stops((d) => d.rect.x0) });
    }
    const stopsFor = (d: DateItem) => stopsOf.get(d.line.page) ?? { rights: [], lefts: [] };
    // A date typed inline that ends on a stop lines up all the same.
    const onStop = (d: DateItem) => {
      const { rights, lefts } = stopsFor(d);
      return (
        rights.some((x) => Math.abs(x - d.rect.x1) <= alignTolerance) ||
        lefts.some((x) => Math.abs(x - d.rect.x0) <= alignTolerance)
      );
    };
    const aligned = new Set(dates.filter(onStop));
    // Alignment is the resume's convention only when most of its dates are placed and
    // follow one (dates typed inline after each title are a convention of their own).
    if (aligned.size * 2 < dates.length) continue;
    for (const date of dates) {
      const { rights, lefts } = stopsFor(date);
      if (aligned.has(date) || rights.length + lefts.length === 0) continue;
      const nearest = nearestValue(rights, date.rect.x1);
      const where =
        nearest === undefined
          ? 'is not aligned with your other dates'
          : `ends ${pt(Math.abs(date.rect.x1 - nearest))} ${date.rect.x1 < nearest ? 'left' : 'right'} of where your other dates end`;
      findings.push({
        check: 'date-alignment',
        severity: 'yellow',
        page: date.line.page,
        rect: date.rect,
        message: `The date ${quote(date.text)} ${where} — align every date the same way.`,
      });
    }
  }
  return findings;
}
