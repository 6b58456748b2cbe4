import type { AtsReading } from '@resumegrader/contract/ats-reading';
import { type JobMatchOutcome, matchJob } from './match/job-match.ts';
import { type PreviewResult, renderPreview } from './preview.ts';
import { readDocument } from './read-document.ts';
import { settle, type WorkerOutcome } from './worker-outcome.ts';

export type DocumentTask =
  | { kind: 'preview'; bytes: Uint8Array }
  | { kind: 'read'; bytes: Uint8Array }
  /** `today` (ISO date) dates the resume's ongoing roles. */
  | { kind: 'match'; bytes: Uint8Array; description: string; today: string };

export type DocumentResult = PreviewResult | AtsReading | JobMatchOutcome;

/**
 * A document thread's task handler (piscina): mupdf only. Upload previews, ATS readings
 * and job matches read files for free, so they run in threads of their own that never
 * load the grammar linter (harper: seconds to start, ≈ 400 MB) and never hold a grading
 * thread.
 */
export default function run(task: DocumentTask): Promise<WorkerOutcome<DocumentResult>> {
  return settle(() => {
    switch (task.kind) {
      case 'preview':
        return renderPreview(task.bytes);
      case 'read':
        return readDocument(task.bytes).reading;
      case 'match':
        return matchJob(readDocument(task.bytes), task.description, new Date(task.today));
    }
  });
}
