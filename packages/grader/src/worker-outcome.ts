import { UnreadablePdfError, type UnreadableReason } from './errors.ts';

/**
 * What a worker thread answers. An unreadable file is an answer, not a failure: the thread
 * stays healthy and the caller learns what is wrong with the file. Errors do not cross
 * threads as their own classes, hence the plain shape.
 */
export type WorkerOutcome<T> = (
  { ok: true; result: T } | { ok: false; reason: UnreadableReason; message: string }
) & {
  /** The answering thread's id when it takes no more tasks (worker-memory.ts). */
  retiring?: number;
};

export async function settle<T>(work: () => T | Promise<T>): Promise<WorkerOutcome<T>> {
  try {
    return { ok: true, result: await work() };
  } catch (error) {
    if (error instanceof UnreadablePdfError) {
      return { ok: false, reason: error.reason, message: error.message };
    }
    throw error;
  }
}
