import type { MatchedTerm } from '@resumegrader/contract/job-match';
import { isFurniture } from '../checks/content/text.ts';
import { toBox } from '../grading-json.ts';
import { type JoinedText, joinLines, spanRects } from '../layout/text-spans.ts';
import type { SectionKind } from '../layout/types.ts';
import type { MatchedDocument } from './job-match.ts';
import { termsIn, type Vocabulary } from './vocabulary.ts';

/** What the resume shows of one term the posting asks for. */
export interface ResumeMentions {
  count: number;
  places: MatchedTerm['places'];
  inWork: boolean;
  inSkills: boolean;
  /** The resume's words where it is first named: the evidence shown beside the term. */
  quote: string;
}

/** A licence the posting asks for, and the names its holder goes by ('RN', 'Registered Nurse'). */
export interface AskedLicence {
  term: string;
  holders: string[];
}

/** Sections where a term shows what the candidate did with it. */
const workSections: readonly SectionKind[] = [
  'experience',
  'projects',
  'volunteering',
  'publications',
  'awards',
];

/** Longer than this, a quote is cut around the term: a recruiter reads a line, not a page. */
const maxQuote = 140;

/** The line of a text that holds [start, end), cut around it when long. */
function quoteAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', end);
  const line = text.slice(from, to < 0 ? text.length : to);
  if (line.length <= maxQuote) return line.trim();
  const cutAt = Math.max(0, Math.min(line.length - maxQuote, start - from - maxQuote / 2));
  const cut = line.slice(cutAt, cutAt + maxQuote).trim();
  return `${cutAt > 0 ? '…' : ''}${cut}${cutAt + maxQuote < line.length ? '…' : ''}`;
}

type Place = MatchedTerm['places'][number];

/** Whether the middle of box a lies inside box b, on the same page. */
const within = (a: Place, b: Place) => {
  const x = (a.box[0] + a.box[2]) / 2;
  const y = (a.box[1] + a.box[3]) / 2;
  return a.page === b.page && x >= b.box[0] && x <= b.box[2] && y >= b.box[1] && y <= b.box[3];
};

/** Words that say a line holds a licence: 'License #', 'Ohio Board of Nursing', 'compact'. */
const licenceCue =
  /(?<![\p{L}])(?:licen[cs]\p{L}*|board of|registration|compact|#\s?\p{Lu}{0,3}-?\d)/iu;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Where a text names a licence's holder: an acronym in capitals, other names in any case. */
function holderPattern(holders: string[]): RegExp {
  const names = holders.map(escaped).join('|');
  const acronyms = holders.every((h) => /^\p{Lu}+$/u.test(h));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${names})(?![\\p{L}\\p{N}])`, acronyms ? 'gu' : 'giu');
}

/**
 * The licences a resume holds in its holder's words: 'Registered Nurse, Ohio Board of
 * Nursing, License #…' holds an 'RN license'. A holder's name counts in a line that speaks
 * of a licence, or anywhere in a certifications section.
 */
function* licenceMentions(
  joined: JoinedText,
  kind: SectionKind,
  licences: AskedLicence[],
): Generator<{ term: string; start: number; end: number }> {
  for (const licence of licences) {
    for (const holders of [
      licence.holders.filter((h) => /^\p{Lu}+$/u.test(h)),
      licence.holders.filter((h) => !/^\p{Lu}+$/u.test(h)),
    ]) {
      if (holders.length === 0) continue;
      for (const m of joined.text.matchAll(holderPattern(holders))) {
        const line = quoteAround(joined.text, m.index, m.index + m[0].length);
        if (kind === 'certifications' || licenceCue.test(line)) {
          yield { term: licence.term, start: m.index, end: m.index + m[0].length };
        }
      }
    }
  }
}

/**
 * Every term of the vocabularies the resume names, section by section, with its boxes and
 * the words it is named in; and the licences asked for that it holds in other words.
 */
export function resumeMentions(
  document: MatchedDocument,
  vocabularies: Vocabulary[],
  licences: AskedLicence[],
): Map<string, ResumeMentions> {
  const found = new Map<string, ResumeMentions>();
  // A company's name is not its product: 'Software Engineer, Figma' shows no Figma skill.
  const employers = document.reading.positions.flatMap(({ employer }) =>
    employer ? employer.boxes.map((box) => ({ page: employer.page, box })) : [],
  );
  for (const section of document.layout.sections) {
    const lines = section.lines.filter((l) => !isFurniture(l, document.layout));
    const joined = joinLines(lines);
    const mentions = [
      ...vocabularies.flatMap((vocab) =>
        termsIn(joined.text, vocab, { evidence: true }).map((m) => ({ ...m, term: m.term.name })),
      ),
      ...licenceMentions(joined, section.kind, licences),
    ];
    for (const mention of mentions) {
      const places: Place[] = [];
      for (const span of spanRects(joined, mention.start, mention.end)) {
        const frame = document.frames[span.page];
        if (frame) places.push({ page: span.page, box: toBox(span.rect, frame) });
      }
      if (places.length > 0 && places.every((p) => employers.some((e) => within(p, e)))) continue;
      const entry = found.get(mention.term) ?? {
        count: 0,
        places: [],
        inWork: false,
        inSkills: false,
        quote: quoteAround(joined.text, mention.start, mention.end),
      };
      entry.count++;
      entry.places.push(...places);
      if (workSections.includes(section.kind)) entry.inWork = true;
      if (section.kind === 'skills') entry.inSkills = true;
      found.set(mention.term, entry);
    }
  }
  return found;
}
