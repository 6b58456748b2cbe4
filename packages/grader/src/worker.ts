import { UnreadablePdfError, type UnreadableReason } from './errors.ts';
import { gradePdf, type GradeResult } from './grade.ts';
import { createGrammarLinter } from './writing/grammar-linter.ts';

export interface GradeTask {
  bytes: Uint8Array;
  images: boolean;
  /** Pattern for image urls; `{page}` is replaced by the page number. */
  imageUrl?: string;
}

export type GradeTaskResult =
  { ok: true; result: GradeResult } | { ok: false; reason: UnreadableReason; message: string };

// Started when the thread starts, not on the first task: harper's set-up takes seconds.
const linter = createGrammarLinter();

/** A grading worker thread's task handler (piscina). */
export default async function grade(task: GradeTask): Promise<GradeTaskResult> {
  try {
    const pattern = task.imageUrl;
    const result = await gradePdf(task.bytes, {
      linter: await linter,
      images: task.images,
      ...(pattern ? { imageUrl: (page: number) => pattern.replace('{page}', String(page)) } : {}),
    });
    return { ok: true, result };
  } catch (error) {
    if (error instanceof UnreadablePdfError) {
      return { ok: false, reason: error.reason, message: error.message };
    }
    throw error;
  }
}
