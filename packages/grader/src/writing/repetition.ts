import nlp from 'compromise';
import type { CheckContext, RepetitionFinding } from '../checks/findings.ts';
import { isMonthName } from '../checks/format/dates.ts';
import { spanRects } from '../layout/text-spans.ts';
import { repetitionAdvice } from './alternatives.ts';
import { type BlockText, joinBlocks, type TextBlock, textBlocks } from './blocks.ts';
import { sentenceInitial } from './spelling.ts';
import { hasStopwords, isStopword, type StopwordLanguage } from './stopwords.ts';
import { candidateNameParts, protectedWords } from './tokens.ts';

/**
 * Uses of one word that make it a finding (yellow), and a worse one (red), in a page of
 * running text (pageWords). A longer resume may use a word proportionally more often:
 * 'service' eight times in three pages of DevOps work is not the fault it is in one.
 */
export const yellowCount = 4;
export const redCount = 5;
export const pageWords = 450;
/** Bullets opening with the same verb that make it red whatever the total. */
export const redOpenings = 3;
/** The most repeated words are reported; a long list of threes would drown them. */
export const maxRepetitionFindings = 10;

/** Doubled final consonants of an inflected stem ('shipp' → 'ship'); ll, ss, zz, ff stay. */
const undouble = (w: string) => (/([bcdghjkmnpqrtvwxy])\1$/u.test(w) ? w.slice(0, -1) : w);

/**
 * A light English stemmer for inflections only, so 'managed', 'manages' and 'managing'
 * count as one word while 'manager' and 'management' stay apart: their repetition reads
 * differently. Irregular forms ('led', 'built') stay as they are.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/u, '');
  if (w.length <= 3) return w;
  if (/ie[sd]$/u.test(w)) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && !w.endsWith('eed')) w = undouble(w.slice(0, -2));
  else if (/(?:ss|sh|ch|x|z)es$/u.test(w)) w = w.slice(0, -2);
  else if (/[^su]s$/u.test(w) && !w.endsWith('is')) w = w.slice(0, -1);
  return w.length > 3 ? w.replace(/e$/u, '') : w;
}

const wordCount = (block: TextBlock) => block.lines.reduce((n, l) => n + l.words.length, 0);

/**
 * Running text: bullets and paragraphs outside the skills list and the contact block.
 * Titles, companies and dates repeat by nature ('Software Engineer' at three jobs).
 */
const isRunningText = (block: TextBlock) =>
  block.section !== 'skills' &&
  block.section !== 'contact' &&
  (block.bulleted || wordCount(block) >= 6);

interface Tally {
  forms: Map<string, number>;
  spans: { start: number; end: number }[];
  openings: number;
}

interface TaggedTerm {
  text: string;
  tags: string[];
  offset: { start: number; length: number };
}

/**
 * Offsets of the English words that are not verbs, adjectives or adverbs (compromise's
 * reading of the sentence): nouns repeat by nature in a resume's domain ('data', 'service',
 * 'users'); what reads as repetitive is the same verb or adjective (issue 12, point 4).
 */
function nonRepeatableEnglish(text: string): Set<number> {
  const skip = new Set<number>();
  const sentences = nlp(text).json({ offset: true, terms: { offset: true } }) as {
    terms: TaggedTerm[];
  }[];
  for (const { terms } of sentences) {
    terms.forEach((term, i) => {
      const tags = new Set(term.tags);
      // An '-s' verb inside a sentence is most often a plural noun the tagger misread
      // ('6 engineers', 'customer interviews'); a bullet that opens with one is a verb.
      const pluralLike = tags.has('PresentTense') && /s$/iu.test(term.text) && i > 0;
      const repeatable =
        (tags.has('Verb') || tags.has('Adjective') || tags.has('Adverb')) &&
        !tags.has('ProperNoun') &&
        !pluralLike;
      if (!repeatable) skip.add(term.offset.start);
    });
  }
  return skip;
}

/**
 * Offsets of words inside a two-word term the text uses more than once ('machine learning',
 * 'open source', 'real time'): such a term is one unit, its words no repetition of their own.
 */
function repeatedTermWords(text: string, code: StopwordLanguage): Set<number> {
  const words = [...text.matchAll(/\p{L}+/gu)].map((m) => ({
    start: m.index,
    lower: m[0].toLowerCase(),
    end: m.index + m[0].length,
  }));
  const pairs = new Map<string, number[]>();
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i];
    const b = words[i + 1];
    // Only words next to each other (a space or a hyphen between them), not across a comma.
    if (!a || !b || !/^[\s-]$/u.test(text.slice(a.end, b.start))) continue;
    // A term is two content words: 'managed the' twice is no term.
    if ([a, b].some((w) => w.lower.length < 3 || isStopword(code, w.lower))) continue;
    const key = `${a.lower} ${b.lower}`;
    pairs.set(key, [...(pairs.get(key) ?? []), a.start, b.start]);
  }
  const inTerms = new Set<number>();
  for (const starts of pairs.values()) {
    if (starts.length >= 4) for (const start of starts) inTerms.add(start);
  }
  return inTerms;
}

/**
 * Words a resume uses to name its field: those of its headings and of the lines that are no
 * running text (the headline, job titles, companies). 'Billing' in a billing specialist's
 * bullets, 'comunicazione' in a communication officer's, is the subject, not a repetition.
 */
function fieldWords(context: CheckContext, key: (w: string) => string): Set<string> {
  const running = new Set(
    textBlocks(context.layout)
      .filter(isRunningText)
      .flatMap((b) => b.lines),
  );
  const named = [
    ...context.layout.sections.flatMap((s) => (s.heading ? [s.heading.text] : [])),
    ...context.layout.lines.filter((l) => l.heading === null && !running.has(l)).map((l) => l.text),
  ];
  return new Set(named.flatMap((text) => text.toLowerCase().match(/\p{L}+/gu) ?? []).map(key));
}

/**
 * Words never worth varying: function words of the resume's language or of English (an
 * English passage in a Portuguese CV), and month names (a date's 'juli', 'mei').
 */
const unvaried = (code: StopwordLanguage, lower: string) =>
  isStopword(code, lower) || isStopword('en', lower) || isMonthName(lower);

/** A field's label ('Sujet :', 'Topic:'): repeated by the form, not by the writer. */
const isLabel = (text: string, end: number) => /^\s?:/u.test(text.slice(end, end + 2));

/** A unit after its number ('80 horas', '12 weeks'): the figure varies, not the word. */
const afterNumber = (text: string, start: number) =>
  /\d\s?$/u.test(text.slice(Math.max(0, start - 2), start));

/**
 * A numbered label ('Tema 1', 'Module 2:', 'Tema 1 Tema 2'): the number names the item and
 * nothing follows it but a colon, a bracket, the line's end or the next label. A number
 * followed by more words is a count ('Managed 3 Revit projects').
 */
function numberedLabel(text: string, end: number, word: string): boolean {
  const number = /^ \d{1,2}(?:\[\d{1,3}\])?/u.exec(text.slice(end, end + 8));
  if (!number) return false;
  const after = text.slice(end + number[0].length, end + number[0].length + word.length + 1);
  return (
    after === '' || /^[:)\]\n]/u.test(after) || after.toLowerCase() === ` ${word.toLowerCase()}`
  );
}

/** The tail of a compound ('PhD-level', 'master's-level'): a tag, not a word of its own. */
const compoundTail = (text: string, start: number) =>
  /\p{L}-$/u.test(text.slice(Math.max(0, start - 2), start));

/** Lines whose words are a template's, not the writer's: their leftover finding says it. */
const notWritten = new Set(['leftover', 'letter-spaced']);

/** Every counted word of the running text, by its key (stem in English). */
function tallyWords(context: CheckContext, code: StopwordLanguage, joined: BlockText) {
  const key = code === 'en' ? stem : (w: string) => w.toLowerCase();
  const notRepeatable = code === 'en' ? nonRepeatableEnglish(joined.text) : new Set<number>();
  const inTerms = repeatedTermWords(joined.text, code);
  const guarded = protectedWords(joined.words, candidateNameParts(context.layout));
  const titleWords = fieldWords(context, key);
  const bulletStarts = new Set(joined.ranges.filter((r) => r.block.bulleted).map((r) => r.start));
  const tallies = new Map<string, Tally>();
  joined.words.forEach((placed, i) => {
    if (guarded[i] || notWritten.has(context.roles.get(placed.line) ?? '')) return;
    for (const match of placed.word.text.matchAll(/\p{L}+(?:['’]\p{L}+)*/gu)) {
      const start = placed.start + match.index;
      const word = match[0];
      const lower = word.toLowerCase();
      if ([...lower].length < 3 || unvaried(code, lower)) continue;
      if (isLabel(joined.text, start + word.length)) continue;
      if (afterNumber(joined.text, start) || compoundTail(joined.text, start)) continue;
      if (numberedLabel(joined.text, start + word.length, word)) continue;
      if (notRepeatable.has(start) || inTerms.has(start)) continue;
      // A capital inside a sentence marks a company, place or product.
      if (/^\p{Lu}/u.test(word) && !sentenceInitial(joined.text, start)) continue;
      const k = key(lower);
      if (titleWords.has(k)) continue;
      const tally: Tally = tallies.get(k) ?? { forms: new Map(), spans: [], openings: 0 };
      tally.forms.set(lower, (tally.forms.get(lower) ?? 0) + 1);
      tally.spans.push({ start, end: start + word.length });
      if (bulletStarts.has(start)) tally.openings++;
      tallies.set(k, tally);
    }
  });
  return [...tallies.values()];
}

/**
 * Content words and action verbs used too often, every use boxed: yellow at yellowCount
 * uses and red at redCount (per page of running text), or red when redOpenings bullets
 * open with the word. Stopwords, numbers, names, contact details, technology terms and
 * section-title words are not counted, nor capitalised words inside a sentence. English
 * words are stemmed; other languages with space-separated words count exact forms. A
 * language without a stopword list (Chinese, Japanese, Korean) gets none.
 */
export function repetitionFindings(context: CheckContext): RepetitionFinding[] {
  const code = context.language.code;
  if (!hasStopwords(code)) return [];
  const joined = joinBlocks(textBlocks(context.layout).filter(isRunningText));
  const scale = Math.max(1, joined.words.length / pageWords);
  const yellowAt = Math.round(yellowCount * scale);
  const redAt = Math.round(redCount * scale);

  const findings: (RepetitionFinding & { count: number; first: number })[] = [];
  for (const tally of tallyWords(context, code, joined)) {
    const count = tally.spans.length;
    // Bullets opening alike are as many more in a longer resume as any other word. German
    // bullets open with nouns ('Planung', 'Durchführung'): the form, not a verb repeated.
    const opensTooMany = code !== 'de' && tally.openings >= Math.round(redOpenings * scale);
    if (count < yellowAt && !opensTooMany) continue;
    // The form used most names the finding; Map order (first use) breaks ties.
    const [word] = [...tally.forms].reduce((best, form) => (form[1] > best[1] ? form : best));
    findings.push({
      word,
      message: repetitionAdvice(word, count),
      severity: count >= redAt || opensTooMany ? 'red' : 'yellow',
      // One box per use (a word hyphenated over two lines: its first part); the review
      // counts the boxes.
      occurrences: tally.spans.flatMap((s) => spanRects(joined, s.start, s.end).slice(0, 1)),
      count,
      first: tally.spans[0]?.start ?? 0,
    });
  }
  return findings
    .sort(
      (a, b) =>
        (a.severity === b.severity ? 0 : a.severity === 'red' ? -1 : 1) ||
        b.count - a.count ||
        a.first - b.first,
    )
    .slice(0, maxRepetitionFindings)
    .map(({ count: _count, first: _first, ...finding }) => finding);
}
