import { workerData } from 'piscina';
import { settle, type WorkerOutcome } from '../worker-outcome.ts';
import type { DictionaryThreadData } from '../pool.ts';
import { type SpellingAsk, spellHere } from './dictionary-thread.ts';
import type { GrammarLint } from './grammar-linter.ts';
import { grammarThreadClient } from './grammar-channel.ts';

// English words in a resume in another language are not misspellings: the process's
// grammar thread tells which words harper knows.
const spell = spellHere(grammarThreadClient((workerData as DictionaryThreadData).grammarChannel));

/** The dictionary thread's task handler (piscina): one resume's spelling at a time. */
export default function run(ask: SpellingAsk): Promise<WorkerOutcome<GrammarLint[]>> {
  return settle(() => spell(ask));
}
