import { threadId } from 'node:worker_threads';
import { mupdfMemoryBytes } from './pdf/mupdf.ts';
import { markRetiring, type RetiringThreads } from './thread-retirement.ts';
import type { WorkerOutcome } from './worker-outcome.ts';

/**
 * mupdf's WebAssembly memory grows to the most a thread's documents have needed at once,
 * and never shrinks: a few kilobytes of PDF whose page decodes to 30 MB of content leave
 * the thread that read it 30 to 66 MB larger for good. Past this, the thread is replaced
 * after its task. The heaviest work on the corpus (grading every resume with its page
 * images, then drawing every report) leaves it at 38 MB.
 */
export const maxMupdfBytes = 48 * 2 ** 20;

/**
 * A PDF-reading thread's answer to a task: marked `retiring` when mupdf's memory has grown
 * past maxMupdfBytes, so that the pool replaces the thread and the memory goes with it.
 */
export function withMemoryCheck<T>(
  outcome: WorkerOutcome<T>,
  retiring: RetiringThreads,
): WorkerOutcome<T> {
  return mupdfMemoryBytes() > maxMupdfBytes && markRetiring(retiring, threadId)
    ? { ...outcome, retiring: threadId }
    : outcome;
}
