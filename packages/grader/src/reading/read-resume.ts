import type {
  AtsReading,
  ReadEducation,
  ReadField,
  ReadPosition,
} from '@resumegrader/contract/ats-reading';
import { contactLines, email, phoneIn, profileWords, url } from '../checks/content/contact.ts';
import { cityRegion, place } from '../checks/content/places.ts';
import { sectionEntries, isProse } from '../checks/content/entries.ts';
import { titleWord } from '../checks/content/job-title.ts';
import { isFurniture, sectionsOf } from '../checks/content/text.ts';
import { toBox, type PageFrame } from '../grading-json.ts';
import { sectionKindOf } from '../layout/headings.ts';
import { verticalOverlap } from '../layout/geometry.ts';
import { joinLines, spanRects, type JoinedText } from '../layout/text-spans.ts';
import type { Line, ResumeLayout, Section, SectionKind } from '../layout/types.ts';
import { languagesIn } from './languages.ts';
import { employerBeside, isoDate, pickApart, type Segment, segmentsOf } from './segments.ts';
import { addressWrapsOnto, joinWrapped } from './wrapped-words.ts';

/** Pixel size and scale of each page image: the boxes are drawn on those. */
export type PageScale = Pick<PageFrame, 'page' | 'width' | 'height' | 'scale'>;

/** Words that name a place of learning, in the languages resumes are graded in and in CJK. */
const institution =
  /universit|college|school|schule|institut|istitut|academ|akademie|polytechnic|conservato|escuela|scuola|[ée]cole|colegio|liceo|faculdade|facultad|campus|lyc[eé]e|gymnasium|hogeschool|bildungszentrum|centro d[ei] formaci|大学|大學|学院|學院|学校|中学/iu;
/** Words that name a degree or a school-leaving certificate, in the same languages. */
const degree =
  /\b(?:bachelor|master|doctor|ph\.?\s?d|mba|msc|bsc|b\.?\s?s\.?c?|m\.?\s?s\.?c?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?\s?eng|m\.?\s?eng|b\.?\s?tech|m\.?\s?tech|bsn|msn|associate|diploma|degree|certificate|high school|ged|a-levels|licenciatura|grado|bacharelado|mestrado|baccalaur[ée]at|bachiller(?:ato)?|abitur|matura|maturit[àä]t?|berufsmaturit[äa]t|ausbildung|lehre|diplom|dipl[ôo]me|attestato|licence|laurea|ing[ée]nieur|tecn[óo]logo|t[ée]cnico|magister|staatsexamen)\b|学士|硕士|博士|本科/iu;

/** Builds fields with boxes on the page images. */
function fieldMaker(frames: PageScale[]) {
  const frame = (page: number) => frames[page] as PageScale;
  const ofSpan = (
    segment: Pick<Segment, 'joined' | 'start' | 'end' | 'text'>,
    warning?: string,
  ) => {
    const spans = spanRects(segment.joined, segment.start, segment.end);
    const page = spans[0]?.page ?? 0;
    const field: ReadField = {
      text: segment.text,
      page,
      boxes: spans.filter((s) => s.page === page).map((s) => toBox(s.rect, frame(page))),
    };
    if (warning) field.warning = warning;
    return field;
  };
  const ofLines = (lines: Line[], text?: string, warning?: string): ReadField => {
    const joined = joinWrapped(lines);
    return ofSpan(
      { joined, start: 0, end: joined.text.length, text: text ?? oneLine(joined.text) },
      warning,
    );
  };
  return { ofSpan, ofLines };
}

type Fields = ReturnType<typeof fieldMaker>;

const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();
const joinOne = (line: Line) => joinLines([line]);

const columnWarning =
  'This page is set in two columns: a reader that goes straight across mixes their lines.';

/** Why the reader may have misread a line: set in a column beside another. */
function columnNote(layout: ResumeLayout, lines: Line[]): string | undefined {
  return lines.some((l) => l.column >= 0 && layout.pages[l.page]?.columnSplit != null)
    ? columnWarning
    : undefined;
}

interface ReadEntry {
  /** The entry's heading lines, parted: title, employer or school, place, dates. */
  segments: Segment[];
  header: Line[];
  /** What it says: the lines of each bullet, or of its prose. */
  statements: Line[][];
}

/** A section's entry as the reader groups it: its heading lines, then each bullet's lines. */
interface ListedEntry {
  header: Line[];
  bullets: Line[][];
}

const sameRow = (a: Line, b: Line) => a.page === b.page && verticalOverlap(a.rect, b.rect) > 0.5;

/** Prose lines, with the short last line of a paragraph ('meet business goals.'). */
function proseLines(lines: Line[]): Set<Line> {
  const prose = new Set<Line>();
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const continues =
      previous !== undefined &&
      prose.has(previous) &&
      (/^\p{Ll}/u.test(line.text) || !/[.!?]$/u.test(previous.text.trim()));
    if (isProse(line) || continues) prose.add(line);
  });
  return prose;
}

const hasDate = (line: Line) => segmentsOf(line).some((s) => s.kind === 'date');
const namesSomething = (line: Line) => segmentsOf(line).some((s) => s.kind === 'text');

/** Points a wrapped line may sit off the text edge of its list's bullets. */
const textEdgeSlack = 3;

/**
 * Whether `line` is wrapped text of the entry's last bullet: right under it, in the text
 * column of the entry's list (between its bullets' leftmost and rightmost text edges), and
 * no dated or bolder heading. A bullet nudged right of its siblings wraps at the list's
 * edge, not its own.
 */
function wrapsInList(line: Line, entry: ListedEntry): boolean {
  const above = entry.bullets.at(-1)?.at(-1);
  if (!above || line.bullet !== null || line.heading !== null) return false;
  const edges = entry.bullets.map((b) => (b[0] as Line).textX0);
  return (
    line.page === above.page &&
    line.column === above.column &&
    line.rect.y0 > above.rect.y0 &&
    line.rect.y0 - above.rect.y1 < line.size * 0.9 &&
    line.rect.x0 >= Math.min(...edges) - textEdgeSlack &&
    line.rect.x0 <= Math.max(...edges) + textEdgeSlack &&
    !(line.bold && !above.bold) &&
    !hasDate(line)
  );
}

/**
 * The section's entries, each bullet kept in the list it belongs to: the wrapped text of a
 * bullet indented a few points more than its siblings is not the next entry's heading, and
 * the bullets after it go on the same list.
 */
function listedEntries(section: Section, layout: ResumeLayout): ListedEntry[] {
  const listed: ListedEntry[] = [];
  for (const entry of sectionEntries(section, layout)) {
    const previous = listed.at(-1);
    const header = [...entry.header];
    const bullets = entry.bullets.map((b) => [...b.lines]);
    let moved = 0;
    while (previous && header[0] && wrapsInList(header[0], previous)) {
      previous.bullets.at(-1)?.push(header.shift() as Line);
      moved++;
    }
    if (previous && moved > 0 && header.length === 0) previous.bullets.push(...bullets);
    else listed.push({ header, bullets });
  }
  return listed;
}

/**
 * A section's entries as the reader sees them. Entries with bullets are split by them
 * (checks/content/entries.ts); a section without bullets ('2017 – Present / Product
 * Manager, Google / a paragraph') is split where a new dated heading begins: at a line
 * after prose, at a second date, or at a name right after a completed entry's date.
 */
function readEntries(section: Section, layout: ResumeLayout): ReadEntry[] {
  const groups: ListedEntry[] = [];
  for (const entry of listedEntries(section, layout)) {
    if (entry.bullets.length > 0) {
      groups.push(entry);
      continue;
    }
    const prose = proseLines(entry.header);
    let current: Line[] = [];
    for (const [i, line] of entry.header.entries()) {
      const previous = current.at(-1);
      const dated = current.some(hasDate);
      const named = current.some((l) => !prose.has(l) && namesSomething(l));
      // A date on a row of its own closes its entry; one beside a name (right-aligned) does not.
      const closedByDate =
        previous !== undefined &&
        hasDate(previous) &&
        !current.some((l) => l !== previous && sameRow(l, previous));
      const startsAnother = hasDate(line) || (closedByDate && namesSomething(line));
      const afterProse = i > 0 && prose.has(entry.header[i - 1] as Line);
      if (
        !prose.has(line) &&
        current.length > 0 &&
        (afterProse || (dated && named && startsAnother))
      ) {
        // A name printed left of the date on the same row ('Lycée Victor Hugo … 2019 – 2022')
        // opens the new entry with it.
        const row = current.filter((l) => sameRow(l, line));
        const before = current.filter((l) => !row.includes(l));
        if (before.length > 0) {
          groups.push({ header: before, bullets: [] });
          current = row;
        } else {
          groups.push({ header: current, bullets: [] });
          current = [];
        }
      }
      current.push(line);
    }
    if (current.length > 0) groups.push({ header: current, bullets: [] });
  }
  return groups.map((entry) => {
    const proseSet = proseLines(entry.header);
    const prose = entry.header.filter((l) => proseSet.has(l));
    const heading = entry.header.filter((l) => !proseSet.has(l));
    return {
      header: heading,
      segments: heading.flatMap(segmentsOf),
      statements: [...(prose.length > 0 ? [prose] : []), ...entry.bullets],
    };
  });
}

const presentWord = /^(?:present|current|now|today|ongoing)$/iu;

function datesOf(segments: Segment[], fields: Fields) {
  const at = segments.findIndex((s) => s.kind === 'date');
  const dated = segments[at];
  const mention = dated?.date;
  if (!dated || !mention) return { dates: null, startDate: null, endDate: null };
  // '2017 –' on one line and 'Present' on another: one range printed over two lines.
  const openRange = mention.end === null && /[-–—]\s*$/u.test(dated.joined.text);
  const closing = openRange
    ? segments.slice(at + 1).find((s) => presentWord.test(s.text) || s.kind === 'date')
    : undefined;
  if (closing) {
    return {
      dates: fields.ofSpan(
        { ...dated, text: `${dated.text} ${closing.text}` },
        'The dates are printed over two lines; a reader may take only the first.',
      ),
      startDate: isoDate(mention.start),
      endDate: closing.date ? isoDate(closing.date.start) : 'present',
    };
  }
  const end = mention.end === null ? null : isoDate(mention.end);
  return {
    dates: fields.ofSpan(dated),
    startDate: mention.end === null ? null : isoDate(mention.start),
    // A single date ('May 2021') is when the entry ended: a degree's graduation.
    endDate: end ?? isoDate(mention.start),
  };
}

/**
 * Words that name an organisation: a form of company ('Inc.', 'GmbH'), or a kind of body
 * ('University', 'Hospital', 'Technologies'), or a web address.
 */
const organisationWord =
  /(?<!\p{L})(?:inc|llc|ltd|limited|gmbh|ag|s\.?a|s\.?l|b\.?v|plc|pty|corp|corporation|company|co|group|holdings?|industries|technologies|solutions|systems|labs?|studios?|partners|associates|agency|university|universit[àäé]t?|college|school|academy|institute|hospital|clinic|cent(?:er|re)|bank|foundation|association|council|ministry|league|society|& sons?)(?!\p{L})|https?:\/\/|www\./iu;

/**
 * A heading without a title word ('Datenanalyst', 'Hand Model', 'Job Title 1'): the part
 * that names an organisation is the employer and another the title; with no such part, two
 * parts on lines of their own are the title over the employer, as most templates set them.
 */
function titleWithoutTitleWord(named: Segment[]): { wanted?: Segment; other?: Segment } {
  const organisation = named.filter((s) => organisationWord.test(s.text));
  const titles = named.filter((s) => !organisationWord.test(s.text));
  if (organisation.length === 1 && titles.length > 0) {
    return { wanted: titles[0], other: organisation[0] };
  }
  const [first, second] = named;
  const ownLines =
    named.length === 2 &&
    first !== undefined &&
    second !== undefined &&
    first.joined.words[0]?.line !== second.joined.words[0]?.line;
  return ownLines ? { wanted: first, other: second } : { other: named[0] };
}

function readPosition(entry: ReadEntry, layout: ResumeLayout, fields: Fields): ReadPosition | null {
  const { segments } = entry;
  const named = segments.filter((s) => s.kind === 'text' && !presentWord.test(s.text));
  if (named.length === 0 && entry.statements.length === 0) return null;
  const isTitle = (text: string) => titleWord.test(text);
  const parted = pickApart(named, isTitle);
  const { wanted: title, other } = parted.wanted ? parted : titleWithoutTitleWord(named);
  const employer = other && employerBeside(other, named, isTitle);
  const where = segments.find((s) => s.kind === 'place');
  const note = columnNote(layout, entry.header);
  const dates = datesOf(segments, fields);
  return {
    title: title ? fields.ofSpan(title, note) : null,
    employer: employer ? fields.ofSpan(employer, note) : null,
    location: where ? fields.ofSpan(where) : null,
    dates: dates.dates
      ? dates.dates
      : entry.header[0]
        ? fields.ofLines(
            [entry.header[0]],
            '',
            'No dates found for this position: an ATS cannot count its time.',
          )
        : null,
    startDate: dates.startDate,
    endDate: dates.endDate,
    bullets: entry.statements.map((lines) => fields.ofLines(lines)),
  };
}

function readEducation(entry: ReadEntry, fields: Fields): ReadEducation | null {
  const named = entry.segments.filter((s) => s.kind === 'text');
  // 'High School Diploma' names a degree; 'Sea School' beside it is the school.
  const schoolOnly = pickApart(named, (text) => institution.test(text) && !degree.test(text));
  const { wanted: school, other } = schoolOnly.wanted
    ? schoolOnly
    : pickApart(named, (text) => institution.test(text));
  const studied =
    other && degree.test(other.text)
      ? other
      : named.find((s) => degree.test(s.text) && s !== school);
  if (!school && !studied) return null;
  const dates = datesOf(entry.segments, fields);
  return {
    institution: school ? fields.ofSpan(school) : null,
    degree: studied ? fields.ofSpan(studied) : null,
    ...dates,
  };
}

/** Lines of a list section grouped where an item wraps ('Project' / 'management, …'). */
function listRuns(lines: Line[]): Line[][] {
  const runs: Line[][] = [];
  for (const line of lines) {
    const last = runs.at(-1)?.at(-1);
    const wraps =
      last !== undefined &&
      line.bullet === null &&
      !/^[^:]{1,40}:/u.test(line.text) &&
      (/^\p{Ll}/u.test(line.text) || /[,;(]$/u.test(last.text.trim()));
    if (wraps) runs.at(-1)?.push(line);
    else runs.push([line]);
  }
  return runs;
}

/** Where a list's items part: commas, semicolons, bars and bullets outside brackets. */
function itemSpans(text: string, from: number): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i <= text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (i === text.length || (depth === 0 && /[,;|•·]/u.test(c ?? ''))) {
      spans.push({ start, end: i });
      start = i + 1;
    }
  }
  return spans;
}

/** A section's list runs, each one text: an item wrapped onto the next line stays whole. */
const runsOf = (section: Section, layout: ResumeLayout): JoinedText[] =>
  listRuns(section.lines.filter((l) => !isFurniture(l, layout))).map(joinWrapped);

/** 'Languages: Python, Go; Tools: Docker' → each item with its box; a group's label left out. */
function listItems(joined: JoinedText, fields: Fields): ReadField[] {
  const items: ReadField[] = [];
  const label = /^[^:\n]{1,40}:\s*/u.exec(joined.text);
  for (const span of itemSpans(joined.text, label ? label[0].length : 0)) {
    const raw = joined.text.slice(span.start, span.end);
    const text = oneLine(raw)
      .replace(/^(?:and|or|&)\s+/iu, '')
      .replace(/\.$/u, '');
    // A rating printed as a number ('5', '3.5') is no item.
    if (!/\p{L}/u.test(text)) continue;
    const start = span.start + raw.search(/\S/u);
    items.push(fields.ofSpan({ joined, start, end: span.end, text }));
  }
  return items;
}

/** The languages `joined.text[start, end)` lists, each with its box, or undefined. */
function languageFields(
  joined: JoinedText,
  fields: Fields,
  within?: { start: number; end: number },
): ReadField[] | undefined {
  const { start, end } = within ?? { start: 0, end: joined.text.length };
  // Out of a list, a name alone ('German' under 'Nationality') may be a people, not a language.
  const spokenOnly = within !== undefined;
  return languagesIn(joined.text, start, end, spokenOnly)?.map((span) =>
    fields.ofSpan({ joined, ...span }),
  );
}

/** Sentences of a run of text, as spans: a languages line may close a summary's paragraph. */
function sentenceSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  for (const stop of text.matchAll(/[.!?](?=\s)/gu)) {
    spans.push({ start, end: stop.index + 1 });
    start = stop.index + 1;
  }
  return [...spans, { start, end: text.length }];
}

/** Sections of free lines, where a line may say which languages the person speaks. */
const statedLanguageKinds: readonly SectionKind[] = ['contact', 'summary', 'interests', 'other'];

/**
 * Skills are the items of the skills sections; languages the items of the languages
 * sections and any line elsewhere that lists languages ('Bilingual: English and Spanish' in
 * Skills, 'Fluent in French and German.' in a Summary), which is then no skill.
 */
function skillsAndLanguages(layout: ResumeLayout, fields: Fields) {
  const skills: ReadField[] = [];
  const languages: ReadField[] = [];
  for (const section of layout.sections) {
    const lists = section.kind === 'skills' || section.kind === 'languages';
    if (!lists && !statedLanguageKinds.includes(section.kind)) continue;
    for (const run of runsOf(section, layout)) {
      if (!lists) {
        for (const sentence of sentenceSpans(run.text)) {
          languages.push(...(languageFields(run, fields, sentence) ?? []));
        }
        continue;
      }
      const spoken = languageFields(run, fields);
      if (spoken) languages.push(...spoken);
      else (section.kind === 'skills' ? skills : languages).push(...listItems(run, fields));
    }
  }
  return { skills, languages };
}

/** The name: the biggest type near the top of the first page. */
function nameLine(layout: ResumeLayout): Line | undefined {
  const first = layout.pages[0];
  if (!first) return undefined;
  const candidates = first.lines.filter(
    (l) =>
      l.rect.y0 < first.height * 0.2 &&
      /\p{L}/u.test(l.text) &&
      !email.test(l.text) &&
      !phoneIn(l.text) &&
      l.words.length <= 6 &&
      l.heading === null,
  );
  return [...candidates].sort((a, b) => b.size - a.size || a.rect.y0 - b.rect.y0)[0];
}

function firstMatch(texts: JoinedText[], pattern: RegExp, fields: Fields): ReadField | null {
  for (const joined of texts) {
    const m = pattern.exec(joined.text);
    if (m) return fields.ofSpan({ joined, start: m.index, end: m.index + m[0].length, text: m[0] });
  }
  return null;
}

/** The text with its email addresses blanked, offsets kept: an address holds no link or phone. */
const withoutEmails = (text: string) =>
  text.replace(new RegExp(email.source, 'gu'), (m) => ' '.repeat(m.length));

/** Where a link found at `start` ends: past its path when the match stopped at a bare host. */
function linkEnd(text: string, start: number, matched: string): number {
  const host = start + matched.length;
  const path = /^\/[^\s,;|]*/u.exec(text.slice(host));
  return host + (path?.[0].length ?? 0);
}

function links(texts: JoinedText[], fields: Fields): ReadField[] {
  const found: ReadField[] = [];
  for (const joined of texts) {
    const text = withoutEmails(joined.text);
    let end = 0;
    for (const m of text.matchAll(new RegExp(url.source, 'giu'))) {
      // A host named inside the path just read ('github.com/jane/site.io') is that link's.
      if (m.index < end) continue;
      end = linkEnd(text, m.index, m[0]);
      found.push(fields.ofSpan({ joined, start: m.index, end, text: text.slice(m.index, end) }));
    }
    if (found.length === 0 && profileWords.test(text) && joined.words.length <= 4) {
      found.push(fields.ofSpan({ joined, start: 0, end: text.length, text: oneLine(text) }));
    }
  }
  return found;
}

function phoneOf(texts: JoinedText[], fields: Fields): ReadField | null {
  for (const joined of texts) {
    const m = phoneIn(withoutEmails(joined.text));
    if (m && m.index !== undefined) {
      const text = m[0].trim();
      return fields.ofSpan({ joined, start: m.index, end: m.index + m[0].length, text });
    }
  }
  return null;
}

/** The line right under `line` in its column, or undefined. */
function lineBelow(layout: ResumeLayout, line: Line): Line | undefined {
  const lines = layout.pages[line.page]?.lines ?? [];
  return lines
    .slice(lines.indexOf(line) + 1)
    .find(
      (l) =>
        l.column === line.column &&
        l.rect.y0 > line.rect.y0 &&
        l.rect.y0 - line.rect.y1 < line.size * 0.9,
    );
}

/**
 * The contact lines as texts to search, a link or email wrapped onto the next line joined
 * with it ('https://linkedin.com/' | 'in/jane-doe'), so it is read whole and only once.
 */
function contactTexts(layout: ResumeLayout, contact: Line[]): JoinedText[] {
  const next = new Map<Line, Line>();
  for (const line of contact) {
    const below = lineBelow(layout, line);
    if (below && addressWrapsOnto(line, below)) next.set(line, below);
  }
  const continuations = new Set(next.values());
  return contact
    .filter((line) => !continuations.has(line))
    .map((line) => {
      const run = [line];
      for (let at = next.get(line); at && !run.includes(at); at = next.get(at)) run.push(at);
      return joinWrapped(run);
    });
}

/**
 * What an applicant tracking system reads from the resume: contact details, each position
 * and degree with dates, skills and languages, with a box for each field and a warning
 * where the reading is unsure (issue 15, part 2).
 */
export function readResume(layout: ResumeLayout, frames: PageScale[]): AtsReading {
  const fields = fieldMaker(frames);
  const contact = contactLines(layout);
  const name = nameLine(layout);
  const top = layout.sections[0]?.heading === null ? layout.sections[0].lines : [];
  const headline = top.find(
    (l) => l !== name && titleWord.test(l.text) && l.words.length <= 10 && !email.test(l.text),
  );
  const summaryLines = sectionsOf(layout, ['summary']).flatMap((s) =>
    s.lines.filter((l) => !isFurniture(l, layout)),
  );
  const entriesOf = (kind: Section['kind']) =>
    sectionsOf(layout, [kind]).flatMap((s) => readEntries(s, layout));
  const warnings = layout.pages
    .filter((p) => p.columnSplit !== null)
    .map((p) => `Page ${p.index + 1}: ${columnWarning}`);
  const contactText = contactTexts(layout, contact);
  const { skills, languages } = skillsAndLanguages(layout, fields);
  return {
    name: name ? fields.ofLines([name]) : null,
    headline: headline ? fields.ofLines([headline]) : null,
    email: firstMatch(contactText, email, fields),
    phone: phoneOf(contactText, fields),
    location:
      firstMatch(contactText, place, fields) ?? firstMatch(top.map(joinOne), cityRegion, fields),
    links: links(contactText, fields),
    summary: summaryLines.length > 0 ? fields.ofLines(summaryLines) : null,
    positions: entriesOf('experience')
      .map((e) => readPosition(e, layout, fields))
      .filter((p) => p !== null),
    education: entriesOf('education')
      .map((e) => readEducation(e, fields))
      .filter((e) => e !== null),
    skills,
    languages,
    certifications: entriesOf('certifications').flatMap((e) => [
      ...(e.header.length > 0 ? [fields.ofLines(e.header)] : []),
      ...e.statements.map((lines) => fields.ofLines(lines)),
    ]),
    sections: layout.sections.map((s) => ({
      kind: s.kind,
      heading: s.heading
        ? fields.ofLines(
            [s.heading],
            undefined,
            sectionKindOf(s.heading.text) === null
              ? `Not a standard heading: read as '${s.kind}' from its wording.`
              : columnNote(layout, [s.heading]),
          )
        : null,
    })),
    warnings,
  };
}
