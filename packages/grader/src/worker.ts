import { UnreadablePdfError, type UnreadableReason } from './errors.ts';
import { gradePdf, type GradeResult } from './grade.ts';
import { type PreviewResult, renderPreview } from './preview.ts';
import { createGrammarLinter } from './writing/grammar-linter.ts';

export type WorkerTask =
  | {
      kind: 'grade';
      bytes: Uint8Array;
      images: boolean;
      /** Pattern for image urls; `{page}` is replaced by the page number. */
      imageUrl?: string;
    }
  | { kind: 'preview'; bytes: Uint8Array };

type Outcome<T> =
  { ok: true; result: T } | { ok: false; reason: UnreadableReason; message: string };
export type WorkerTaskResult = Outcome<GradeResult> | Outcome<PreviewResult>;

// Started when the thread starts, not on the first task: harper's set-up takes seconds.
const linter = createGrammarLinter();

async function perform(task: WorkerTask): Promise<GradeResult | PreviewResult> {
  if (task.kind === 'preview') return renderPreview(task.bytes);
  const pattern = task.imageUrl;
  return gradePdf(task.bytes, {
    linter: await linter,
    images: task.images,
    ...(pattern ? { imageUrl: (page: number) => pattern.replace('{page}', String(page)) } : {}),
  });
}

/**
 * A grading worker thread's task handler (piscina). An unreadable file is an answer, not a
 * failure: the thread stays healthy and the caller learns what is wrong with the file.
 */
export default async function run(task: WorkerTask): Promise<WorkerTaskResult> {
  try {
    return { ok: true, result: await perform(task) } as WorkerTaskResult;
  } catch (error) {
    if (error instanceof UnreadablePdfError) {
      return { ok: false, reason: error.reason, message: error.message };
    }
    throw error;
  }
}
