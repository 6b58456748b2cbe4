import { datesIn, type DateMention, type YearMonth } from '../checks/content/date-ranges.ts';
import { place, countryOrRemote } from '../checks/content/places.ts';
import { verticalOverlap } from '../layout/geometry.ts';
import { joinLines, type JoinedText } from '../layout/text-spans.ts';
import type { Line } from '../layout/types.ts';

/** A piece of a line's text between separators: 'Google', 'Mountain View, CA', 'Jan 2020 – Present'. */
export interface Segment {
  text: string;
  kind: 'date' | 'place' | 'text';
  /** Character span in `joined.text`. */
  start: number;
  end: number;
  joined: JoinedText;
  date?: DateMention;
}

/**
 * What separates a heading line's parts: bars, bullets, spaced dashes, ' at ', an '@' after
 * a space ('Datenanalyst @BetaSoft'; an email has none), wide gaps.
 */
const separator = /\s*[|•·▪◦]\s*|\s+[–—-]\s+|\s+at\s+|\s+@(?:\s+|(?=[\p{L}\p{N}]))|\t|\s{3,}/gu;

const trimmed = (text: string, start: number) => {
  const lead = text.length - text.trimStart().length;
  let core = text.trim().replace(/^[,;:\s]+|(?<![,;:\s])[,;:\s]+$/gu, '');
  if (/^\(.*\)$/u.test(core)) core = core.slice(1, -1);
  // The brackets of a date cut out of the line ('Hershey Medical Center (' … ')').
  if (!core.includes(')')) core = core.replace(/(?<![(\s])\s*\($/u, '');
  if (!core.includes('(')) core = core.replace(/^\)\s*/u, '');
  const offset = text.trim().indexOf(core);
  return { text: core, start: start + lead + Math.max(0, offset) };
};

function splitText(joined: JoinedText, from: number, to: number, into: Segment[]): void {
  const text = joined.text.slice(from, to);
  let last = 0;
  const pieces: { text: string; start: number }[] = [];
  for (const m of text.matchAll(separator)) {
    pieces.push({ text: text.slice(last, m.index), start: from + last });
    last = m.index + m[0].length;
  }
  pieces.push({ text: text.slice(last), start: from + last });
  for (const piece of pieces) {
    for (const part of placesApart(piece.text, piece.start)) {
      const core = trimmed(part.text, part.start);
      if (!/\p{L}|\p{N}/u.test(core.text) || duration.test(core.text)) continue;
      into.push({
        text: core.text,
        kind: part.kind,
        start: core.start,
        end: core.start + core.text.length,
        joined,
      });
    }
  }
}

/** '2 years 10 months': how long, printed beside the dates; it names nothing. */
const duration = /^\d+\s*(?:years?|yrs?|months?|mos?)(?:\s+\d+\s*(?:months?|mos?))?$/iu;

/** A piece cut around the places it names ('Google, Mountain View, CA, USA'). */
function placesApart(
  text: string,
  start: number,
): { text: string; start: number; kind: 'place' | 'text' }[] {
  const where = place.exec(text) ?? countryOrRemote.exec(text);
  if (!where) return [{ text, start, kind: 'text' }];
  const after = where.index + where[0].length;
  return [
    ...placesApart(text.slice(0, where.index), start),
    { text: where[0], start: start + where.index, kind: 'place' },
    ...placesApart(text.slice(after), start + after),
  ];
}

/** The segments of a line in reading order, dates and places told apart from the rest. */
export function segmentsOf(line: Line): Segment[] {
  const joined = joinLines([line]);
  const segments: Segment[] = [];
  let at = 0;
  for (const date of datesIn(joined.text)) {
    splitText(joined, at, date.index, segments);
    segments.push({
      text: joined.text.slice(date.index, date.index + date.length),
      kind: 'date',
      start: date.index,
      end: date.index + date.length,
      joined,
      date,
    });
    at = date.index + date.length;
  }
  splitText(joined, at, joined.text.length, segments);
  return segments;
}

/** A printed date as JSON Resume writes it: '2021-03', or '2021' when only the year is given. */
export const isoDate = (value: YearMonth | 'present'): string =>
  value === 'present'
    ? 'present'
    : value.month === null
      ? String(value.year)
      : `${value.year}-${String(value.month).padStart(2, '0')}`;

/**
 * A segment cut at its commas ('Product Manager, Google'; 'B.Tech, Computer Science,
 * Indian Institute of Technology'), each part with its own span.
 */
export function commaParts(segment: Segment): Segment[] {
  const parts: Segment[] = [];
  let at = segment.start;
  for (const piece of segment.text.split(/(?<=,)\s+/u)) {
    const start = segment.joined.text.indexOf(piece, at);
    at = start + piece.length;
    const text = piece.replace(/,$/u, '');
    parts.push({ ...segment, text, start, end: start + text.length });
  }
  return parts;
}

/** One segment spanning `parts` (consecutive parts of one line), or undefined for none. */
export function merged(parts: Segment[]): Segment | undefined {
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last) return undefined;
  return {
    ...first,
    text: first.joined.text.slice(first.start, last.end),
    start: first.start,
    end: last.end,
  };
}

/**
 * Splits the segments at commas where the parts tell `wanted` apart ('Product Manager,
 * Google'), and returns the first segment or run of parts that is `wanted` and the run of
 * parts beside it that is not.
 */
export function pickApart(
  segments: Segment[],
  wanted: (text: string) => boolean,
): { wanted?: Segment; other?: Segment } {
  for (const segment of segments) {
    const parts = commaParts(segment);
    const at = parts.findIndex((p) => wanted(p.text));
    if (at < 0) continue;
    let end = at;
    while (end + 1 < parts.length && wanted((parts[end + 1] as Segment).text)) end++;
    const before = parts.slice(0, at);
    const after = parts.slice(end + 1);
    const own = merged(parts.slice(at, end + 1));
    const beside = merged(before.length > 0 ? before : after);
    const rest = segments.find((s) => s !== segment && !wanted(s.text));
    return { wanted: own, other: beside ?? rest };
  }
  return { other: segments[0] };
}

/** Words naming a part of an organisation: 'Cardiac Step-Down Unit', 'Platform Team', 'NICU'. */
const unitWord =
  /(?<!\p{L})(?:units?|departments?|dept|teams?|divisions?|wards?|floors?|squads?|desks?|[nmpcs]?icu|pacu)(?!\p{L})/iu;

/** The line a segment was cut from. */
const lineOf = (segment: Segment) => segment.joined.words[0]?.line;

/** Whether two lines are on neighbouring rows: the line above or below, not one further. */
function neighbourRows(a: Line | undefined, b: Line | undefined): boolean {
  if (!a || !b || a.page !== b.page || verticalOverlap(a.rect, b.rect) > 0.5) return false;
  return Math.max(b.rect.y0 - a.rect.y1, a.rect.y0 - b.rect.y1) < a.size;
}

/**
 * The employer, given the part beside the title (`beside`) and the entry's named segments.
 * A unit or department beside the title ('Registered Nurse, Cardiac Step-Down Unit') is
 * where in the organisation the job was, not the organisation: the organisation is a part
 * beside the unit ('ICU, Mercy Hospital') or one named on the row above or below ('Cleveland
 * Clinic'). With no other name, the unit is all the heading says of it.
 */
export function employerBeside(
  beside: Segment,
  named: Segment[],
  isTitle: (text: string) => boolean,
): Segment {
  if (!unitWord.test(beside.text)) return beside;
  const parts = commaParts(beside);
  const firstUnit = parts.findIndex((p) => unitWord.test(p.text));
  const lastUnit = parts.findLastIndex((p) => unitWord.test(p.text));
  const organisation =
    merged(parts.slice(0, firstUnit)) ??
    merged(parts.slice(lastUnit + 1)) ??
    named.find(
      (s) => neighbourRows(lineOf(s), lineOf(beside)) && !isTitle(s.text) && !unitWord.test(s.text),
    );
  return organisation ?? beside;
}
