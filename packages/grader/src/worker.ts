import { workerData } from 'piscina';
import { gradePdf, type GradeResult } from './grade.ts';
import type { GraderThreadData } from './pool.ts';
import { announceReady } from './thread-ready.ts';
import { settle, type WorkerOutcome } from './worker-outcome.ts';
import { createGrammarLinter } from './writing/grammar-linter.ts';

export interface GradeTask {
  bytes: Uint8Array;
  images: boolean;
  /** Pattern for image urls; `{page}` is replaced by the page number. */
  imageUrl?: string;
}

// Set up before the thread takes its first task: piscina waits for this module to load.
// Harper's set-up takes seconds; a task sent meanwhile waits in piscina's queue, where its
// time limit can stop it without killing (and so restarting) the thread still setting up.
const linter = await createGrammarLinter();
announceReady((workerData as GraderThreadData).readyChannel);

/** A grading worker thread's task handler (piscina). Previews have threads of their own. */
export default function run(task: GradeTask): Promise<WorkerOutcome<GradeResult>> {
  const pattern = task.imageUrl;
  return settle(() =>
    gradePdf(task.bytes, {
      linter,
      images: task.images,
      ...(pattern ? { imageUrl: (page: number) => pattern.replace('{page}', String(page)) } : {}),
    }),
  );
}
