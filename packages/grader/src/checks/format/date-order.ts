import { inFooter } from '../content/text.ts';
import { datesIn, type DateMention, moreRecent } from '../content/date-ranges.ts';
import type { Line, ResumeLayout, Section } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { isSetApart, rectOf } from './date-checks.ts';
import { dateTail } from './dates.ts';
import { quote } from './text.ts';

interface DatedLine {
  line: Line;
  date: DateMention;
  /** The date as printed, and where it starts in the line. */
  text: string;
  start: number;
}

/** A list this short may follow any logic (two awards of one year); from four, it shows. */
const minimumList = 4;

/**
 * Dot leaders ('Copley Medal . . . . 1925') carry the eye to a date at a tab stop: the text
 * before the date ends in three dots (a fixed-length pattern, matched in linear time).
 */
const leaders = /\.\s?\.\s?\.$/u;

/**
 * A year or two years joined by a hyphen closing a line ('1925', '1932-1935'), which
 * dateTail leaves to prose unless alone on its line.
 */
const closingYears = /(?<![\d./-])(?:19|20)\d{2}(?:-(?:19|20)\d{2})?\s*$/u;

/** A line that ends in a date placed apart from its title (a year or range at a tab stop). */
function datedLine(line: Line): DatedLine | null {
  const year = closingYears.exec(line.text);
  const tail = dateTail(line.text) ?? (year && { start: year.index, end: line.text.length });
  if (!tail) return null;
  const text = line.text.slice(tail.start, tail.end);
  const date = datesIn(text)[0];
  const placed =
    leaders.test(line.text.slice(0, tail.start).trimEnd()) ||
    isSetApart(line, tail.start, rectOf(line, tail.start, tail.end));
  return date && placed ? { line, date, text, start: tail.start } : null;
}

/** A range and a single date are different lists' (jobs beside certificates). */
const shape = (d: DatedLine) => (d.date.end === null ? 'single' : 'range');

/** Lines in capitals ('INTERNATIONAL') head a sub-list. */
const inCapitals = (line: Line) =>
  /\p{Lu}{2}/u.test(line.text) && line.text === line.text.toUpperCase();

/**
 * The section's runs of dated lines, one per list: a line that is not dated and stands
 * out from them (bold or larger, a sub-heading such as 'Conference Organization') starts a
 * new list; description lines between entries do not.
 */
function listsOf(section: Section, layout: ResumeLayout): DatedLine[][] {
  const lists: DatedLine[][] = [];
  let current: DatedLine[] = [];
  // A date column beside another column's sections is that column's, not this section's.
  const column = section.heading?.column ?? -1;
  const own = section.lines.filter(
    (l) => (column < 0 || l.column === column) && !inFooter(l, layout),
  );
  for (const line of own) {
    const dated = datedLine(line);
    const previous = current.at(-1);
    const continues =
      dated !== null &&
      (!previous || (previous.line.column === line.column && shape(previous) === shape(dated)));
    if (dated && continues) {
      current.push(dated);
      continue;
    }
    const subHeading =
      previous !== undefined &&
      ((line.bold && !previous.line.bold) ||
        line.size > previous.line.size + 0.5 ||
        inCapitals(line));
    if (dated || subHeading || (previous && previous.line.column !== line.column)) {
      lists.push(current);
      current = dated ? [dated] : [];
    }
  }
  lists.push(current);
  return lists.filter((list) => list.length >= minimumList);
}

/**
 * Dated lists in no order at all: awards, talks, courses or students whose years run up,
 * then back down, then up again. Newest first and oldest first are both orders a reader
 * follows (an academic record often runs oldest first); a list that keeps neither looks
 * unfinished. Experience and Education are the content checks' (newest first, dates.ts).
 */
export function dateOrderFindings(layout: ResumeLayout): HorizontalFinding[] {
  return layout.sections
    .filter((s) => s.heading !== null && s.kind !== 'experience' && s.kind !== 'education')
    .flatMap((section) =>
      listsOf(section, layout).flatMap((list) => {
        const steps = list.slice(1).map((next, i) => {
          const previous = list[i] as DatedLine;
          return moreRecent(next.date, previous.date)
            ? 'up'
            : moreRecent(previous.date, next.date)
              ? 'down'
              : 'same';
        });
        const up = steps.filter((s) => s === 'up').length;
        const down = steps.filter((s) => s === 'down').length;
        if (up === 0 || down === 0) return [];
        // The first entry against the way most of the list runs.
        const against = up >= down ? 'down' : 'up';
        const breaks = steps.indexOf(against) + 1;
        const odd = list[breaks] as DatedLine;
        const before = list
          .slice(0, breaks)
          .map((d) => d.text)
          .join(', ');
        return [
          {
            check: 'date-order' as const,
            severity: 'yellow' as const,
            page: odd.line.page,
            rect: rectOf(odd.line, odd.start, odd.start + odd.text.length),
            message: `The entries under ${quote(section.heading?.text ?? '')} run ${before}, then ${quote(odd.text)} — list them in one order, newest first.`,
          },
        ];
      }),
    );
}
