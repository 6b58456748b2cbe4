import { channelCaller } from '../thread-channel.ts';
import { type DictionaryLanguage, loadDictionary } from './dictionaries.ts';
import { dictionaryLinter } from './dictionary-linter.ts';
import type { GrammarLint, GrammarLinter } from './grammar-linter.ts';

export interface SpellingAsk {
  language: DictionaryLanguage;
  text: string;
  ignore: readonly string[];
}

/**
 * Spells a text in a language harper does not check, with that language's hunspell
 * dictionary (dictionary-linter.ts): the lints a GrammarLinter would give.
 */
export type DictionarySpelling = (ask: SpellingAsk) => Promise<GrammarLint[]>;

/**
 * In this thread, which loads each dictionary it meets and keeps it for its life (10–25 MB
 * each, and 11 MB for hunspell itself): for one file (the CLI) or the dictionary thread.
 */
export const spellHere =
  (english: GrammarLinter): DictionarySpelling =>
  async ({ language, text, ignore }) =>
    dictionaryLinter(await loadDictionary(language), english).lint(text, ignore);

/**
 * Asks the process's dictionary thread (pool.ts), which holds one copy of each dictionary
 * for every grader thread and ends, giving them all back, once no resume has needed one
 * for a while.
 */
export function dictionaryThreadClient(channel: string): DictionarySpelling {
  const caller = channelCaller<SpellingAsk>(channel, 'dictionary thread');
  return ({ language, text, ignore }) =>
    caller.send<GrammarLint[]>({ language, text, ignore: [...ignore] });
}
