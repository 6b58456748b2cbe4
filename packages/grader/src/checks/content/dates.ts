import type { Conventions } from '../../kind/document-kind.ts';
import type { Line, ResumeLayout, Section } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { type DateMention, datesIn, hasDate, moreRecent } from './date-ranges.ts';
import { type Entry, joinWrappedRanges, sectionEntries } from './entries.ts';
import { finding, isFurniture, quote, sectionsOf, spanIn } from './text.ts';

const dated = (line: Line) => hasDate(line.text);
const nameOf = (section: Section) => quote(section.heading?.text ?? section.kind);

/**
 * Entries without any date. With bullets, each entry (heading lines and bullets) is
 * checked on its own; a section without bullets cannot be split into entries safely, so
 * it is flagged only when it holds no date at all.
 */
function missingDates(section: Section, all: Entry[], layout: ResumeLayout): ContentFinding[] {
  const entries = all.filter((e) => e.bullets.length > 0);
  if (entries.length === 0) {
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
  return entries.flatMap((entry) => {
    const lines = [...entry.header, ...entry.bullets.flatMap((b) => b.lines)];
    const anchor = lines[0];
    if (lines.some(dated) || !anchor) return [];
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

/**
 * The date each entry heading shows, in reading order: a line's first range, or a single
 * date on a short line ('Expected June 2023'), not a year inside a sentence.
 */
function markers(entries: Entry[]): { line: Line; date: DateMention }[] {
  return entries
    .flatMap((e) => joinWrappedRanges(e.header))
    .flatMap((line) => {
      const found = datesIn(line.text);
      const date =
        found.find((d) => d.end !== null) ?? (line.words.length <= 8 ? found[0] : undefined);
      return date ? [{ line, date }] : [];
    });
}

const dateText = (line: Line, d: DateMention) => line.text.slice(d.index, d.index + d.length);

/**
 * Entries not most recent first: an entry clearly more recent than the one above it. One
 * finding per section, boxing each such date, so a list in ascending order is one mistake.
 */
function order(section: Section, entries: Entry[]): ContentFinding[] {
  const found = markers(entries);
  const late = found.slice(1).flatMap((next, i) => {
    const previous = found[i];
    return previous && moreRecent(next.date, previous.date) ? [{ next, previous }] : [];
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
