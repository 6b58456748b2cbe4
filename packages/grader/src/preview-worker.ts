import { type PreviewResult, renderPreview } from './preview.ts';
import { settle, type WorkerOutcome } from './worker-outcome.ts';

/**
 * A preview worker thread's task handler (piscina): mupdf only. Previews render uploads
 * nobody has paid for, so they run in threads of their own that never load the grammar
 * linter (harper: seconds to start, ≈ 400 MB) and never hold a grading thread.
 */
export default function run(task: { bytes: Uint8Array }): Promise<WorkerOutcome<PreviewResult>> {
  return settle(() => renderPreview(task.bytes));
}
