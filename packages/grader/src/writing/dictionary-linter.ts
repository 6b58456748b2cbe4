import type { Dictionary } from './dictionaries.ts';
import type { GrammarLint, GrammarLinter } from './grammar-linter.ts';
import { bare, capitalise } from './tokens.ts';

/**
 * Unknown words searched for a near miss per resume, in reading order. A search costs a
 * few hundred dictionary look-ups (10–20 ms); a hostile file could hold thousands.
 */
const maxSearched = 100;
/**
 * Longer words are not searched: a search and a compound split grow with the length, and
 * the longest words of these languages stay below it ('Arbeitsunfähigkeitsbescheinigung').
 */
const maxSearchedLength = 40;

/**
 * Every word one edit from `word` (a letter dropped, added, changed or two swapped) that the
 * dictionary knows. The first letter stays: slips there are rare, and a name one letter
 * from a word ('Lindauer', 'Eindauer') is no misspelling.
 */
export function nearMisses(word: string, dictionary: Dictionary): string[] {
  const chars = [...word];
  const found = new Set<string>();
  const consider = (parts: string[]) => {
    const candidate = parts.join('');
    if (candidate !== word && !found.has(candidate) && dictionary.spell(candidate)) {
      found.add(candidate);
    }
  };
  for (let i = 1; i < chars.length; i++) {
    consider(chars.toSpliced(i, 1));
    if (i + 1 < chars.length) {
      consider(chars.toSpliced(i, 2, chars[i + 1] as string, chars[i] as string));
    }
  }
  for (const l of dictionary.letters) {
    for (let i = 1; i <= chars.length; i++) {
      if (i < chars.length) consider(chars.toSpliced(i, 1, l));
      consider(chars.toSpliced(i, 0, l));
    }
  }
  return [...found];
}

/**
 * Whether a word the dictionary lacks is two words it knows, as German and Dutch join them
 * freely: 'Prüfstands|versuchen' (a linking s), 'Herstell|kosten' (a verb's stem).
 */
export function isCompound(word: string, dictionary: Dictionary): boolean {
  const known = (part: string) => dictionary.spell(part) || dictionary.spell(capitalise(part));
  for (let at = 3; at <= word.length - 3; at++) {
    const head = word.slice(0, at);
    const stem = head.toLowerCase();
    const heads = [head, head.replace(/e?s$/u, ''), `${stem}en`, `${stem}n`];
    if (heads.some((h) => h.length >= 3 && known(h)) && known(word.slice(at))) return true;
  }
  return false;
}

/**
 * Which of `words` are English (harper's dictionary or the large word list): resumes in
 * other languages carry English terms ('framework', 'deployment'), no misspellings.
 */
async function englishWords(words: string[], english: GrammarLinter): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const unknown = new Set(
    (await english.lint(words.join('\n')))
      .filter((lint) => lint.kind === 'Spelling' && (lint.bands?.problem ?? null) === null)
      .map((lint) => lint.problem),
  );
  return new Set(words.filter((w) => !unknown.has(w)));
}

/**
 * Spelling for a language harper does not check: every word the hunspell dictionary does
 * not know, and not English either, comes back as a 'Spelling' lint suggesting the known
 * words one edit away, so the English pipeline's rules (a real misspelling sits one edit
 * from its fix; names and jargon do not) judge it the same way.
 */
export function dictionaryLinter(
  dictionary: Dictionary,
  english: GrammarLinter,
): Pick<GrammarLinter, 'lint'> {
  return {
    async lint(text, ignore = []) {
      const ignored = new Set(ignore);
      const unknown: { start: number; word: string }[] = [];
      for (const chunk of text.matchAll(/\S+/gu)) {
        if (ignored.has(bare(chunk[0]))) continue;
        for (const part of chunk[0].matchAll(/\p{L}{2,}/gu)) {
          const word = part[0];
          // An elided article or preposition ('nell'', 'dell'', 'qu'') is spelled with
          // its apostrophe, which hunspell's word does not hold.
          const elided = /^['’]\p{L}/u.test(chunk[0].slice(part.index + word.length));
          if (!elided && !dictionary.spell(word)) {
            unknown.push({ start: chunk.index + part.index, word });
          }
        }
      }
      // Each distinct word is judged once, and at most maxSearched of them: a compound
      // (known), a near miss (a suggestion), or neither. isMisspelling never reports a word
      // under four letters, so none is searched.
      const near = new Map<string, string[] | 'compound'>();
      for (const { word } of unknown) {
        if (near.has(word)) continue;
        const searched =
          word.length >= 4 && word.length <= maxSearchedLength && near.size < maxSearched;
        if (!searched) near.set(word, []);
        else if (dictionary.compounds && isCompound(word, dictionary)) near.set(word, 'compound');
        else near.set(word, nearMisses(word, dictionary));
      }
      const suggestionsOf = (word: string) => {
        const found = near.get(word);
        return Array.isArray(found) ? found : [];
      };
      // Only a word with a near miss could be reported, so only those are asked of harper,
      // whose cost grows with the unknown words it is shown.
      const candidates = [...near.keys()].filter((word) => suggestionsOf(word).length > 0);
      const known = await englishWords(candidates, english);
      return unknown
        .filter((u) => !known.has(u.word) && near.get(u.word) !== 'compound')
        .map(({ start, word }): GrammarLint => ({
          start,
          end: start + word.length,
          kind: 'Spelling',
          problem: word,
          message: '',
          suggestions: suggestionsOf(word),
        }));
    },
  };
}
