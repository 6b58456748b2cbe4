import { commonBand, unbanded } from './english-words.ts';
import type { GrammarLint } from './grammar-linter.ts';
import { isOtherLanguageStopword } from './stopwords.ts';

const vowels = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** A letter without its accent: 'é' → 'e'. */
const base = (letter: string) => letter.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Edit distance between a misspelling and a suggestion (case-blind). Two neighbouring
 * letters typed in the wrong order cost three quarters, the commonest slip of the fingers
 * ('gesitone' is nearer 'gestione' than 'gestitone'); one vowel for another costs half:
 * vowel confusions are the most common misspellings, so 'engeneers' is nearer 'engineers'
 * than 'engenders', and two vowels in the wrong order ('recieved') nearer 'received' than
 * 'relieved'. A missing or wrong accent ('gestion' → 'gestión') costs a quarter, the
 * commonest slip of all in languages that write them.
 */
export function spellingDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Infinity;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const x = s[i - 1] as string;
      const y = t[j - 1] as string;
      const substitution =
        x === y
          ? 0
          : base(x) === base(y)
            ? 0.25
            : vowels.has(base(x)) && vowels.has(base(y))
              ? 0.5
              : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + substitution);
      if (i > 1 && j > 1 && x === t[j - 2] && s[i - 2] === y) {
        best = Math.min(
          best,
          at(i - 2, j - 2) + (vowels.has(base(x)) && vowels.has(base(y)) ? 0.5 : 0.75),
        );
      }
      (rows[i] as number[])[j] = best;
    }
  }
  return at(s.length, t.length);
}

function sharedEnding(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a.at(-1 - n) === b.at(-1 - n)) n++;
  return n;
}

/**
 * The suggestion nearest the misspelling. Ties go to the one sharing the longer ending
 * ('strategiy' → 'strategy', not 'strategic'), then to harper's order.
 */
export function nearestSuggestion(lint: GrammarLint): { word: string; distance: number } | null {
  const ranked = lint.suggestions.map((word, order) => ({
    word,
    order,
    distance: spellingDistance(lint.problem, word),
    ending: sharedEnding(lint.problem.toLowerCase(), word.toLowerCase()),
  }));
  ranked.sort((a, b) => a.distance - b.distance || b.ending - a.ending || a.order - b.order);
  const [best] = ranked;
  return best ? { word: best.word, distance: best.distance } : null;
}

const inflections = ['s', 'es', 'd', 'ed', 'ing', 'er', 'ers', 'ly'];

/** British spellings folded onto American ones; harper checks American English. */
const american = (word: string) =>
  word
    .replace(/is(e|ed|es|ing|ation|ations)$/u, 'iz$1')
    .replace(/ys(e|ed|es|ing)$/u, 'yz$1')
    .replace(/our(s|ed|ing|ful|ite|ites)?$/u, 'or$1')
    .replace(/tre(s)?$/u, 'ter$1')
    .replace(/ence$/u, 'ense')
    .replace(/ogue(s)?$/u, 'og$1')
    .replace(/mme(s)?$/u, 'm$1')
    .replace(/ll(ed|ing|er|ers)$/u, 'l$1');

/** Whether harper's suggestions for a word it does not know include its American form. */
export function isBritishForm(word: string, suggestions: string[]): boolean {
  const lower = word.toLowerCase();
  const us = american(lower);
  return us !== lower && suggestions.some((s) => s.toLowerCase() === us);
}

/**
 * Whether a word is the American form of one of harper's suggestions: flagged in a resume
 * read in British English ('color' among 'organised' and 'programme'), it is the one word
 * spelled apart from the rest.
 */
const isAmericanForm = (word: string, suggestions: string[]) =>
  suggestions.some(
    (s) =>
      s.toLowerCase() !== word.toLowerCase() && american(s.toLowerCase()) === word.toLowerCase(),
  );

/**
 * Suggestions that show the word is fine and harper's dictionary merely lacks it: an
 * inflection of a known word ('Prototyped' → 'Prototype'), a hyphenated compound harper
 * would close up ('Co-authored' → 'Coauthored', house style), or the British spelling of
 * the suggestion ('optimised', 'colour', 'travelled').
 */
function isUnlistedForm(word: string, suggestions: string[]): boolean {
  const lower = word.toLowerCase();
  return suggestions.some((suggestion) => {
    const s = suggestion.toLowerCase();
    const us = american(lower);
    if (lower.replaceAll('-', '') === s || us === s) return true;
    // An inflection of the American form ('programme' → 'programmed', doubled 'm').
    if (s.startsWith(us) && inflections.includes(s.slice(us.length).replace(us.at(-1) ?? '', '')))
      return true;
    return lower.startsWith(s) && inflections.includes(lower.slice(s.length));
  });
}

/** Abbreviations whose full stop does not end a sentence. */
const abbreviations = new Set('co corp dr inc jr ltd mr mrs ms no prof sr st vs'.split(' '));

/** True when nothing but spaces, a block start or a sentence end comes before `start`. */
export function sentenceInitial(text: string, start: number): boolean {
  let end = start;
  while (end > 0 && text[end - 1] === ' ') end--;
  const last = text[end - 1];
  if (last === undefined || '\n!?:;'.includes(last)) return true;
  if (last !== '.') return false;
  // 'L. T. Lim', 'Prof. Tilsen': an initial's or a title's full stop ends no sentence.
  const previous =
    text
      .slice(Math.max(0, end - 12), end - 1)
      .split(/\s/u)
      .pop() ?? '';
  return previous.length > 1 && !abbreviations.has(previous.toLowerCase());
}

/**
 * A word no English writer spells: a letter English does not use ('transición',
 * 'supérieur'), a French elision ('l’implication') or another language's function word
 * ('sehr'). In an English resume it is a quoted title or a name in another language, not a
 * misspelling.
 */
const foreignWord = (word: string) =>
  /[^\p{ASCII}’]|^[dl][’']/iu.test(word) || isOtherLanguageStopword(word);

/**
 * SCOWL's rarest bands: a word there one vowel from an everyday word is its misspelling.
 * Words only the word game list knows are left alone: jargon ('roading') more often than not.
 */
const rareBand = 60;
const everydayBand = 20;
const unlisted = 999;

/**
 * A spelling lint judged against the large English word list its bands come from
 * (grammar-linter.ts): none when the word is English after all ('reportable', 'optimised')
 * or no English word at all (foreignWord), else the lint with only the suggestions common
 * enough to be what the writer meant, so a suggestion never swaps one valid word for a
 * rarer one. A listed word stays only when it is rare and one vowel from an everyday word
 * (a cloth press's name written for the common word 'calendar'); an unlisted one goes when
 * a common word begins with it (an abbreviation, 'incl.', or a word the text layer cut
 * short). Lints without bands (another language's dictionary) are left as they are.
 */
export function againstWordList(lint: GrammarLint): GrammarLint | null {
  const { bands } = lint;
  if (!bands) return lint;
  if (bands.problem !== null && isAmericanForm(lint.problem, lint.suggestions)) return lint;
  if (foreignWord(lint.problem)) return null;
  const rare = bands.problem;
  if (rare !== null && (rare < rareBand || rare === unbanded)) return null;
  // A doubled last letter is a typing stutter ('teamm'), whatever word it may begin.
  if (rare === null && bands.begins && !/(\p{L})\1$/iu.test(lint.problem)) return null;
  const suggestions = lint.suggestions.filter((word, i) => {
    const band = bands.suggestions[i] ?? unlisted;
    return rare === null
      ? band <= commonBand
      : band <= everydayBand && spellingDistance(lint.problem, word) <= 0.5;
  });
  return suggestions.length > 0 ? { ...lint, suggestions } : null;
}

/** Whether the letters of `short` appear in order in `long` ('Particated', 'Participated'). */
function within(short: string, long: string): boolean {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at++;
  return at === short.length;
}

/** Whether `b` is `a` with two neighbouring letters swapped ('Univeristy', 'Gesitone'). */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
  const [i, j] = differ;
  return (
    differ.length === 2 &&
    j === (i as number) + 1 &&
    a[i as number] === b[j] &&
    a[j] === b[i as number]
  );
}

/** Letters long: shorter words are acronyms, names and fragments too often to be judged. */
const minimumLength = 4;
/** Long enough that two letters missing still leave the word plain ('Particated'). */
const longWord = 9;
/**
 * A name or a heading is a misspelling only when it is a slip no name makes: long, and two
 * letters swapped ('Univeristy'). Brands respell words on purpose ('Braineer').
 */
const longName = 8;

/**
 * Whether a spelling lint is a real misspelling rather than a word the dictionary lacks.
 * Real misspellings sit one edit from the fix ('calcuation', 'Devloped'), or two in a long
 * word; jargon, names and fragments usually do not. A capitalised word at the start of a
 * sentence in running text (`prose`) is judged as any other; elsewhere it is a company, a
 * place or a person — unless the language capitalises its nouns — and counts only as a
 * slip no name makes (see longName), where `nameSlips` allows them. `text` is the linted
 * text, to see what precedes the word.
 */
export function isMisspelling(
  lint: GrammarLint,
  text: string,
  prose: boolean,
  capitalisedNouns = false,
  nameSlips = true,
): boolean {
  const letters = lint.problem.replace(/\P{L}/gu, '').length;
  if (letters < minimumLength) return false;
  const best = nearestSuggestion(lint);
  if (!best || isUnlistedForm(lint.problem, lint.suggestions)) return false;
  const lower = lint.problem.toLowerCase();
  // A word that one of its nearest suggestions goes on from was cut short: by the text
  // layer ('tiemp' for the page's 'tiempo'), or on purpose.
  const goesOn = (s: string) => s.length > lower.length && s.toLowerCase().startsWith(lower);
  if (lint.suggestions.some((s) => goesOn(s) && spellingDistance(lower, s) <= best.distance))
    return false;
  const near =
    best.distance <= 1 ||
    (letters >= longWord && best.distance <= 2 && dropped(lint.problem, best.word));
  if (!near) return false;
  // A capitalised word that is its fix and more is a name's own ending ('Rodrigue|z').
  if (/^\p{Lu}/u.test(lint.problem) && lower.startsWith(best.word.toLowerCase())) return false;
  const named = /^\p{Lu}/u.test(lint.problem) && !capitalisedNouns;
  if (named && !(prose && sentenceInitial(text, lint.start)))
    return nameSlips && isSlip(lint.problem, best.word);
  return true;
}

/** A slip no name makes (see longName), between a capitalised word and its fix. */
export const isSlip = (word: string, fix: string): boolean =>
  word.length >= longName && swapped(word.toLowerCase(), fix.toLowerCase());

/**
 * Letters left out or typed twice, none changed: two such in a long word are still a slip.
 * Not a whole part added or dropped at either end: 'biliteracy' is 'literacy' with a prefix.
 */
function dropped(word: string, fix: string): boolean {
  const [a, b] = [word.toLowerCase(), fix.toLowerCase()];
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return !long.includes(short) && within(short, long);
}
