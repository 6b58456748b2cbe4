import type { DegreeLevel } from '@resumegrader/contract/job-match';
import { titleWord } from '../checks/content/job-title.ts';
import { degreeLevelsIn } from './degrees.ts';
import { type Term, termsIn, type Vocabulary } from './vocabulary.ts';

/** A term a description asks for. */
export interface AskedTerm {
  term: Term;
  count: number;
  /** Named outside any 'nice to have' part. */
  required: boolean;
}

export interface JobRequirements {
  title: string | null;
  terms: AskedTerm[];
  years: number | null;
  education: { level: DegreeLevel; field: string | null; relatedAllowed: boolean } | null;
}

const optionalWords =
  /\b(?:preferred|prefer|nice[- ]to[- ]have|bonus|a plus|plus(?: points)?|desired|desirable|ideally|good to have|nice if)\b/iu;

/** A short line that heads a part of the description ('Requirements:', 'Nice to have'). */
const isHeading = (line: string) =>
  line.length <= 60 &&
  (/:\s*$/u.test(line) || (!/[.!?]$/u.test(line) && line.split(/\s+/u).length <= 5));

/**
 * For each line, whether it only says what would be nice: it sits under a 'Nice to have'
 * heading, or says 'preferred' or 'a plus' itself.
 */
function optionalLines(lines: string[]): boolean[] {
  let inOptionalPart = false;
  return lines.map((raw) => {
    const line = raw.trim();
    const heading = isHeading(line);
    if (heading) inOptionalPart = optionalWords.test(line);
    return inOptionalPart || optionalWords.test(line);
  });
}

/** Where a title ends: a company, a place or a note after it ('– Remote', '(m/f/d)', '@ Acme'). */
const afterTitle = /\s+(?:[-–—|@(]|at\s)|\s*,\s*(?=\p{Lu})/u;

const cleanTitle = (text: string) =>
  text
    .split(afterTitle)[0]
    ?.replace(/[:.]+$/u, '')
    .trim() ?? '';

/**
 * The job title: a 'Job title:' line; else a first line that is a title; else what a
 * sentence says it hires ('We are looking for a Senior Data Analyst to …').
 */
export function jobTitleIn(text: string): string | null {
  const labelled = /^\s*(?:job\s+title|position(?:\s+title)?|role|title)\s*[:\-–]\s*(.+)$/imu.exec(
    text,
  );
  if (labelled?.[1]) return cleanTitle(labelled[1]) || null;
  const first = text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  if (
    first &&
    first.split(/\s+/u).length <= 12 &&
    !/[.!?]$/u.test(first) &&
    titleWord.test(first)
  ) {
    const title = cleanTitle(first);
    if (titleWord.test(title)) return title;
  }
  const hiring =
    /\b(?:looking for|hiring|seeking|searching for|recruiting|join (?:us|our team) as)\s+(?:an?|our(?: next)?|the)\s+([^.,;:\n]{3,80})/iu.exec(
      text,
    );
  if (hiring?.[1]) {
    // Up to the last title word: 'Senior Data Analyst to join our team' → 'Senior Data Analyst'.
    const words = hiring[1].split(/\s+/u);
    for (let end = words.length; end > 0; end--) {
      const candidate = words.slice(0, end).join(' ');
      if (titleWord.test(words[end - 1] ?? '')) return candidate;
    }
  }
  return null;
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const count = `(\\d{1,2}|${Object.keys(numberWords).join('|')})`;
const yearsPatterns = [
  new RegExp(
    `${count}\\s*(?:\\+|plus)?\\s*(?:(?:-|–|to)\\s*\\d{1,2}\\s*)?\\+?\\s*(?:years?|yrs?)['’]?(?:\\s+of)?[^.;\\n]{0,60}?\\bexperience`,
    'giu',
  ),
  new RegExp(
    `\\bexperience\\s*(?:of|:)?\\s*(?:at least\\s+)?${count}\\s*\\+?\\s*(?:years?|yrs?)\\b`,
    'giu',
  ),
  new RegExp(
    `\\b(?:at least|minimum of|min\\.?|over)\\s+${count}\\s*\\+?\\s*(?:years?|yrs?)\\b`,
    'giu',
  ),
];

/** The years of experience asked for: the largest figure the description sets. */
export function yearsAskedIn(text: string): number | null {
  let most: number | null = null;
  for (const pattern of yearsPatterns) {
    for (const m of text.matchAll(pattern)) {
      const raw = (m[1] ?? '').toLowerCase();
      const years = numberWords[raw] ?? Number(raw);
      if (years > 0 && years <= 40) most = Math.max(most ?? 0, years);
    }
  }
  return most;
}

const degreeSentence =
  /[^.;\n]*\b(?:degree|diploma|ged|bachelor|master|ph\.?\s?d|doctorate|mba|bsn|adn|b\.?s\.?|m\.?s\.?|b\.?a\.?)\b[^.;\n]*/giu;
const fieldAfterIn =
  /\b(?:degree|diploma|bachelor['’]?s?|master['’]?s?|ph\.?\s?d|doctorate|b\.?s\.?|m\.?s\.?|b\.?a\.?|bsc|msc)\s+(?:degree\s+)?(?:in|of)\s+([^.;:()\n]+?)(?=,?\s+or\s+(?:an?\s+)?(?:related|equivalent|similar|relevant)|\s+(?:and|with|from|is|are|required|preferred)\b|[.;:()\n]|$)/iu;

/** The lowest degree the description asks for, and in what field. */
export function educationAskedIn(text: string): JobRequirements['education'] {
  let level: DegreeLevel | null = null;
  let field: string | null = null;
  let relatedAllowed = false;
  const order = ['high school', 'associate', 'bachelor', 'master', 'doctorate'];
  for (const [sentence] of text.matchAll(degreeSentence)) {
    // 'MS Office' and 'BA' in a team's name are no degrees: the sentence must speak of one.
    if (
      !/\b(?:degree|diploma|ged|bachelor|master|ph\.?\s?d|doctorate|graduate|education|mba|bsn)\b/iu.test(
        sentence,
      )
    ) {
      continue;
    }
    for (const found of degreeLevelsIn(sentence)) {
      if (level === null || order.indexOf(found) < order.indexOf(level)) level = found;
    }
    field ??= fieldAfterIn.exec(sentence)?.[1]?.trim() ?? null;
    if (/\b(?:related|equivalent|similar|relevant)\b/iu.test(sentence)) relatedAllowed = true;
  }
  return level ? { level, field, relatedAllowed } : null;
}

/** Everything a description asks for: title, terms, years and degree. */
export function describeJob(text: string, vocab: Vocabulary): JobRequirements {
  const lines = text.split('\n');
  const optional = optionalLines(lines);
  const asked = new Map<string, AskedTerm>();
  lines.forEach((line, i) => {
    for (const mention of termsIn(line, vocab)) {
      const entry = asked.get(mention.term.name) ?? {
        term: mention.term,
        count: 0,
        required: false,
      };
      entry.count++;
      if (!optional[i]) entry.required = true;
      asked.set(mention.term.name, entry);
    }
  });
  return {
    title: jobTitleIn(text),
    terms: [...asked.values()],
    years: yearsAskedIn(text),
    education: educationAskedIn(text),
  };
}
