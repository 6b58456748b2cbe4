import type { Conventions } from '../../kind/document-kind.ts';
import type { Line, ResumeLayout, Section } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { type DateMention, datesIn, hasDate, moreRecent } from './date-ranges.ts';
import { type Entry, joinWrappedRanges, sectionEntries } from './entries.ts';
import { finding, isFurniture, quote, sectionsOf, spanIn } from './text.ts';

const dated = (line: Line) => hasDate(line.text);
const nameOf = (section: Section) => quote(section.heading?.text ?? section.kind);

/**
 * Entries without any date. With bullets, an entry (heading lines and bullets) is flagged
 * when most entries of its section are dated and it is not: a section of names (referees,
 * skills, papers) dates none. An Education section without bullets is flagged only when it
 * holds no date at all: a degree without its year.
 */
function missingDates(section: Section, all: Entry[], layout: ResumeLayout): ContentFinding[] {
  const entries = all.filter((e) => e.bullets.length > 0);
  const datedEntry = (entry: Entry) =>
    [...entry.header, ...entry.bullets.flatMap((b) => b.lines)].some(dated);
  if (entries.length === 0) {
    if (section.kind !== 'education') return [];
    const lines = section.lines.filter((l) => !isFurniture(l, layout));
    const anchor = section.heading ?? lines[0];
    if (lines.length === 0 || lines.some(dated) || !anchor) return [];
    return [
      finding(
        'dates',
        anchor.page,
        'Missing dates',
        `${nameOf(section)} has no dates`,
        `Nothing in ${nameOf(section)} is dated. Give each entry its start and end (e.g. ` +
          "'Sep 2019 – Jun 2023'): recruiters check how recent and how long each one was.",
        [anchor.rect],
      ),
    ];
  }
  if (entries.filter(datedEntry).length * 2 < entries.length) return [];
  return entries.flatMap((entry) => {
    const anchor = entry.header[0] ?? entry.bullets[0]?.lines[0];
    if (datedEntry(entry) || !anchor) return [];
    const quoted = quote(anchor.text);
    return [
      finding(
        'dates',
        anchor.page,
        'Missing dates',
        `${quoted} has no dates`,
        `Add start and end dates to ${quoted} (e.g. 'Jun 2020 – Present'): recruiters check ` +
          'how recent and how long each role was.',
        [anchor.rect],
      ),
    ];
  });
}

interface Marker {
  line: Line;
  date: DateMention;
  /** Where the range starts on the page: ranges of one list share this edge. */
  x: number;
}

/**
 * The range each entry heading shows, in reading order: a line's first range with both
 * ends, not a single year (a degree's award date, a bar of years) or a date in a sentence.
 */
function markers(entries: Entry[]): Marker[] {
  return entries
    .flatMap((e) => joinWrappedRanges(e.header))
    .flatMap((line) => {
      const date = datesIn(line.text).find((d) => d.end !== null);
      const x = date && spanIn([line], date.index, date.length)?.rects[0]?.x0;
      return date && x !== undefined ? [{ line, date, x }] : [];
    });
}

/** Points the left edges of two ranges of one list may differ by. */
const sameList = 30;
const inOneList = (a: Marker, b: Marker) =>
  a.line.column === b.line.column && Math.abs(a.x - b.x) <= sameList;

const dateText = (line: Line, d: DateMention) => line.text.slice(d.index, d.index + d.length);

/**
 * Entries not most recent first: an entry clearly more recent than the one above it. One
 * finding per section, boxing each such date, so a list in ascending order is one mistake.
 */
function order(section: Section, entries: Entry[]): ContentFinding[] {
  const found = markers(entries);
  const late = found.slice(1).flatMap((next, i) => {
    const previous = found[i];
    return previous && inOneList(previous, next) && moreRecent(next.date, previous.date)
      ? [{ next, previous }]
      : [];
  });
  const first = late[0];
  if (!first) return [];
  const page = first.next.line.page;
  const pairs = late.map(({ next, previous }) => ({
    later: quote(dateText(next.line, next.date)),
    earlier: quote(dateText(previous.line, previous.date)),
  }));
  const more = pairs.length > 1 ? ` (and ${pairs.length - 1} more)` : '';
  const listed = pairs
    .slice(0, 3)
    .map((p) => `${p.later} comes after ${p.earlier}`)
    .join('; ');
  return [
    finding(
      'dates',
      page,
      'Dates out of order',
      `${pairs[0]?.later} comes after ${pairs[0]?.earlier}${more}`,
      `List ${nameOf(section)} most recent first: ${listed}. Move the newer entries up.`,
      late
        .filter(({ next }) => next.line.page === page)
        .flatMap(
          ({ next }) =>
            spanIn([next.line], next.date.index, next.date.length)?.rects ?? [next.line.rect],
        ),
    ),
  ];
}

/**
 * Experience and Education: entries without dates, and, where the kind lists newest first,
 * dates out of that order (a Japanese or European CV may list oldest first).
 */
export function dates(layout: ResumeLayout, conventions: Conventions): ContentFinding[] {
  return sectionsOf(layout, ['experience', 'education']).flatMap((section) => {
    const entries = sectionEntries(section, layout);
    return [
      ...missingDates(section, entries, layout),
      ...(conventions.newestFirst ? order(section, entries) : []),
    ];
  });
}
