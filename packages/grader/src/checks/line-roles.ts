import { verticalOverlap } from '../layout/geometry.ts';
import type { Line, Rect, ResumeLayout } from '../layout/types.ts';
import { email, phoneIn, postcode } from './content/contact.ts';
import { datesIn } from './content/date-ranges.ts';
import { findPlaceholders } from './content/placeholders.ts';
import { withoutPlaces } from './content/places.ts';
import { conventionsOf, type DocumentKind } from '../kind/document-kind.ts';
import { paragraphSentences, sectionBullets } from './content/entries.ts';
import { statementSectionsOf } from './content/text.ts';
import type { ContentCheck, ContentFinding, WritingFinding } from './findings.ts';

/**
 * What a line is when it is not the writer's own statement: a section heading, a template
 * leftover, a line of dates and places ('Mountain View, CA', 'Summer 2012 and 2013'), a
 * label ('Adviser:', 'Techniques: PCR, qPCR') or a line of contact details. Checks that judge statements or entries say
 * nothing about such lines; one place decides it for all of them (issue 33).
 */
export type LineRole =
  | 'heading'
  | 'leftover'
  | 'date-place'
  | 'label'
  | 'prose'
  | 'letter-spaced'
  | 'letter'
  | 'contact';

/** A line of contact details: an address, a phone number, a postcode and its town. */
const holdsContact = (line: Line): boolean =>
  line.bullet === null &&
  (email.test(line.text) || postcode.test(line.text) || phoneIn(line.text) !== null);

/** What is left of a line without its dates, places and joining words and marks. */
function beyondDatesAndPlaces(text: string): string {
  let rest = text;
  for (const date of [...datesIn(text)].reverse()) {
    rest = rest.slice(0, date.index) + ' ' + rest.slice(date.index + date.length);
  }
  return withoutPlaces(rest)
    .replace(
      /\b(?:and|to|since|until|present|current|now|today|summer|spring|autumn|fall|winter|heute|aujourd'hui|presente|atual|oggi|至今|现在)\b/giu,
      ' ',
    )
    .replace(/[\p{P}\p{S}\d\s]+/gu, ' ')
    .trim();
}

/** A label and maybe its value: one to three words and a colon opening the line. */
const label = /^[\p{L}][\p{L}'’&/-]*(?:\s[\p{L}'’&/-]+){0,2}\s?[:：](?:\s|$)/u;

/**
 * Sentences of paragraphs against bullets in the sections of statements: a record written
 * as prose is one habit (write bullets), not each of its sentences a mistake (issue 33).
 */
const proseSentences = 6;
const proseShare = 0.75;

/** The paragraph lines of a record written as prose, or none. */
function proseLines(layout: ResumeLayout, kind: DocumentKind): Line[] {
  const sections = statementSectionsOf(layout, ['experience', 'projects'], conventionsOf(kind));
  const bullets = sections.flatMap((s) => sectionBullets(s, layout)).length;
  const sentences = sections.flatMap((s) => paragraphSentences(s, layout));
  if (
    sentences.length < proseSentences ||
    sentences.length < proseShare * (sentences.length + bullets)
  ) {
    return [];
  }
  return sentences.flatMap((s) => s.lines);
}

/** Letters set apart ('E X P E R I E N C E'): most of the line's words one character long. */
export const letterSpaced = (line: Line): boolean =>
  line.words.length >= 4 &&
  line.words.filter((w) => [...w.text].length === 1).length >= line.words.length * 0.6;

/** A letter's salutation, opening a page: 'Dear Hiring Manager', 'Sehr geehrte Damen'. */
const salutation =
  /^(?:dear|to whom it may concern|sehr geehrte|liebe|cher|chère|madame|estimad[oa]s?|prezad[oa]s?|gentile|egregi|geachte|beste)\b/iu;

/**
 * A cover letter sent in one file with the resume: a page after the first that opens with
 * a salutation. Its lines are a letter's, not statements of the resume.
 */
function letterPageLines(layout: ResumeLayout): Line[] {
  return layout.pages
    .filter((p) => p.index > 0 && p.lines.slice(0, 8).some((l) => salutation.test(l.text.trim())))
    .flatMap((p) => p.lines);
}

/** The role of each line that has one. */
export function lineRoles(layout: ResumeLayout, kind: DocumentKind): Map<Line, LineRole> {
  const roles = new Map<Line, LineRole>();
  for (const line of letterPageLines(layout)) roles.set(line, 'letter');
  for (const hit of findPlaceholders(layout)) {
    if (!roles.has(hit.line)) roles.set(hit.line, 'leftover');
  }
  for (const line of proseLines(layout, kind)) if (!roles.has(line)) roles.set(line, 'prose');
  for (const line of layout.lines) {
    if (roles.has(line)) continue;
    if (line.heading !== null) roles.set(line, 'heading');
    else if (letterSpaced(line)) roles.set(line, 'letter-spaced');
    else if (holdsContact(line)) roles.set(line, 'contact');
    else if (/[\p{L}\d]/u.test(line.text) && beyondDatesAndPlaces(line.text) === '') {
      roles.set(line, 'date-place');
    } else if (label.test(line.text.trim())) roles.set(line, 'label');
  }
  return roles;
}

/**
 * Checks that judge a line as a statement of the writer's work or as an entry's heading.
 * The others speak of the whole document (length, sections, contact details) or of the very
 * lines that have a role (leftovers, dates, personal data), and keep their findings.
 */
const lineJudges: ReadonlySet<ContentCheck> = new Set<ContentCheck>([
  'action-verb',
  'quantified-result',
  'first-person',
  'passive-voice',
  'tense',
  'filler-phrase',
  'summary-length',
  'job-title',
  'empty-entry',
  'bulleted-company-line',
]);

/** The first line a box lies on: same page, most of the box's height within the line's. */
function lineUnder(layout: ResumeLayout, page: number, rect: Rect): Line | undefined {
  return layout.pages[page]?.lines.find(
    (l) => rect.x0 < l.rect.x1 && rect.x1 > l.rect.x0 && verticalOverlap(rect, l.rect) > 0.5,
  );
}

/**
 * Content findings of line-judging checks whose first box is on a line with a role,
 * dropped; a finding about the whole record is kept wherever its example sits.
 */
export function withoutRoleLines(
  findings: ContentFinding[],
  layout: ResumeLayout,
  roles: Map<Line, LineRole>,
): ContentFinding[] {
  return findings.filter((f) => {
    if (!lineJudges.has(f.check) || f.wholeRecord) return true;
    const [first] = f.rects;
    const line = first && lineUnder(layout, f.page, first);
    return !line || !roles.has(line);
  });
}

/**
 * Grammar and spelling findings on a leftover, letter-spaced or contact line, dropped: a
 * line of lorem ipsum gets the leftover finding only, not its Latin spelled out as typos,
 * letters set apart are not words ('A' is no article to correct), and the words beside an
 * address or a phone number are streets, towns and names.
 */
export function writingWithoutLeftovers(
  findings: WritingFinding[],
  layout: ResumeLayout,
  roles: Map<Line, LineRole>,
): WritingFinding[] {
  return findings.filter((f) => {
    const line = lineUnder(layout, f.page, f.rect);
    const role = line && roles.get(line);
    return role !== 'leftover' && role !== 'letter-spaced' && role !== 'contact';
  });
}
