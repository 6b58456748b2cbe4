import { workerData } from 'piscina';
import { gradePdf, type GradeResult } from './grade.ts';
import { detectLanguageVia } from './language/detect.ts';
import type { GraderThreadData, PoolThreadData } from './pool.ts';
import { announceReady } from './thread-ready.ts';
import { warmUpGrader } from './warm-up.ts';
import { withMemoryCheck } from './worker-memory.ts';
import { settle, type WorkerOutcome } from './worker-outcome.ts';
import { dictionaryThreadClient } from './writing/dictionary-thread.ts';
import { grammarThreadClient } from './writing/grammar-channel.ts';

export interface GradeTask {
  bytes: Uint8Array;
  images: boolean;
  /** Pattern for image urls; `{page}` is replaced by the page number. */
  imageUrl?: string;
}

const { readyChannel, grammarChannel, dictionaryChannel, retiring } =
  workerData as GraderThreadData & PoolThreadData;
// Grammar, and the language of a resume not plainly English, are told by the process's
// one grammar thread (pool.ts starts it), not here; spelling in other languages by its one
// dictionary thread.
const grammar = grammarThreadClient(grammarChannel);
const analyse = {
  linter: grammar,
  languageOf: detectLanguageVia(grammar.languageOf),
  spelling: dictionaryThreadClient(dictionaryChannel),
};
// Before the thread takes its first task (piscina waits for this module to load): the
// warm-up waits for the grammar thread, then pays every lazy set-up of a grading. A task
// sent meanwhile waits in piscina's queue, where its time limit can stop it without
// killing (and so restarting) the thread still setting up.
// A grammar thread replaced meanwhile fails the warm-up: try again once it is back, as a
// module that fails to load would take the whole pool down.
for (;;) {
  try {
    await warmUpGrader(analyse);
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
announceReady(readyChannel);

/** A grading worker thread's task handler (piscina). Previews have threads of their own. */
export default async function run(task: GradeTask): Promise<WorkerOutcome<GradeResult>> {
  const pattern = task.imageUrl;
  const outcome = await settle(() =>
    gradePdf(task.bytes, {
      ...analyse,
      images: task.images,
      ...(pattern ? { imageUrl: (page: number) => pattern.replace('{page}', String(page)) } : {}),
    }),
  );
  return withMemoryCheck(outcome, retiring);
}
