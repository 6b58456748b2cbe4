import { setFlagsFromString } from 'node:v8';

/**
 * Bytes of WebAssembly a function runs before V8 recompiles it with its optimising
 * compiler: V8's default is 1.8 million. Harper's set-up, PGlite's start and mupdf's first
 * page each run hundreds of functions once; at the default all of them are optimised, which
 * costs a grading process about 100 MB and the CLI about 150 MB (compiler memory and code)
 * for code that never runs again, and seconds of the CLI's two cores. At this budget only
 * the functions a server runs for every resume are optimised: warm gradings are as fast.
 * Measured in docs/decisions/020-webassembly-tiering.md.
 */
const tieringBudget = 100_000_000;

/**
 * Sets the budget for every thread of this process. Call it first thing in an entry point:
 * V8 reads it as each WebAssembly module starts and as its functions use up their budget.
 */
export function tuneWebAssemblyTiering(): void {
  setFlagsFromString(`--wasm-tiering-budget=${tieringBudget}`);
}
