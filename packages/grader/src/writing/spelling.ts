import type { GrammarLint } from './grammar-linter.ts';

const vowels = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** A letter without its accent: 'é' → 'e'. */
const base = (letter: string) => letter.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Edit distance between a misspelling and a suggestion (case-blind, adjacent swaps count
 * one), where swapping one vowel for another costs half: vowel confusions are the most
 * common misspellings, so 'engeneers' is nearer 'engineers' than 'engenders', and two
 * vowels in the wrong order ('recieved') nearer 'received' than 'relieved'. A missing
 * or wrong accent ('gestion' → 'gestión') costs a quarter, the commonest slip of all in
 * languages that write them.
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
          at(i - 2, j - 2) + (vowels.has(base(x)) && vowels.has(base(y)) ? 0.5 : 1),
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
 * Whether a harper spelling lint is a real misspelling rather than a word its dictionary
 * lacks. Real misspellings sit one edit from the fix ('calcuation', 'Devloped'); jargon,
 * names and fragments of three letters or fewer usually do not. A capitalised word counts
 * only at the start of a sentence in running text (`prose`): elsewhere it is a company, a
 * place or a person — unless the language capitalises its nouns. `text` is the linted
 * text, to see what precedes the word.
 */
export function isMisspelling(
  lint: GrammarLint,
  text: string,
  prose: boolean,
  capitalisedNouns = false,
): boolean {
  if (lint.problem.replace(/\P{L}/gu, '').length < 4) return false;
  const best = nearestSuggestion(lint);
  if (!best || best.distance > 1 || isUnlistedForm(lint.problem, lint.suggestions)) return false;
  if (/^\p{Lu}/u.test(lint.problem) && !capitalisedNouns) {
    return prose && sentenceInitial(text, lint.start);
  }
  return true;
}
