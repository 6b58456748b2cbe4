import { fileURLToPath } from 'node:url';
import { tuneWebAssemblyTiering } from './webassembly-tiering.ts';
import type * as GradeCommand from './grade-command.ts';
import { grammarThreadClient } from './writing/grammar-channel.ts';
import { grammarWorkerFileBeside, startGrammarThread } from './writing/grammar-thread.ts';

/**
 * `npm run -s grade` starts here (CONTRACT.md section 3). Harper's set-up is most of a cold
 * run, so its thread starts first, before this thread loads the grading code (mupdf, the
 * NLP models: about a second) from a bundle of its own, and reads the PDF meanwhile. One
 * file needs no warm-up lint: its own first lint builds what harper needs.
 */
tuneWebAssemblyTiering();
const builtFile = fileURLToPath(import.meta.url);
const grammar = startGrammarThread(grammarWorkerFileBeside(builtFile), { warmUp: false });
const command = (await import(
  new URL('./grade-command.js', import.meta.url).href
)) as typeof GradeCommand;
const code = await command.main(grammarThreadClient(grammar.channel));
// A pipe takes 64 KB at a time and the rest of a grading waits in this process: exiting
// before stdout has handed it all over cuts the JSON (issue 32). A write's callback runs
// once every write before it is flushed.
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
// Explicit exit: a grammar thread still starting up must not hold an error exit back.
process.exit(code);
