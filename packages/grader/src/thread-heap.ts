import { setFlagsFromString } from 'node:v8';

/**
 * The young generation of V8's heap in each worker thread, in MB. Left to V8 it grows to
 * 32 MB and more in a thread that allocates as fast as a grading does, and keeps those
 * pages: at 8 MB a grading server's peak RSS over a burst of gradings was 30 MB lower with
 * one grader thread and 110 MB lower with two, at the same gradings per minute
 * (apps/server/scripts/bench-grading.ts; ADR 020).
 */
export const threadYoungGenerationMb = 8;

/**
 * `--max-semi-space-size`, which `npm start` gives the server's main thread (ADR 021), is a
 * V8 flag and so the whole process's: V8 lets it override the young generation every worker
 * thread asks for, and each grader, document and grammar thread grew its new space to 16 MB
 * instead of the 8 MB above. V8 reads it when an isolate is created, so clearing it once the main
 * thread runs keeps it the main thread's. Call it first thing in an entry point, before any
 * thread starts. ADR 024.
 */
export function confineSemiSpaceFlagToMainThread(): void {
  setFlagsFromString('--max-semi-space-size=0');
}
