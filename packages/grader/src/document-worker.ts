import { workerData } from 'piscina';
import type { AtsReading } from '@resumegrader/contract/ats-reading';
import { prepareLanguageModel } from './language/detect.ts';
import { type JobMatchOutcome, matchJob } from './match/job-match.ts';
import { type PreviewResult, renderPreview } from './preview.ts';
import { readDocument } from './read-document.ts';
import { type ReportPdfInput, renderReportPdf } from './report/report-pdf.ts';
import { settle, type WorkerOutcome } from './worker-outcome.ts';
import type { DocumentThreadData } from './pool.ts';
import { announceReady } from './thread-ready.ts';

export type DocumentTask =
  | { kind: 'preview'; bytes: Uint8Array }
  | { kind: 'read'; bytes: Uint8Array }
  /** `today` (ISO date) dates the resume's ongoing roles. */
  | { kind: 'match'; bytes: Uint8Array; description: string; today: string }
  | { kind: 'report'; input: ReportPdfInput };

export type DocumentResult = PreviewResult | AtsReading | JobMatchOutcome | Uint8Array;

// Every import above has loaded, mupdf's WebAssembly with them: the pool may start timing.
announceReady((workerData as DocumentThreadData).readyChannel);

/**
 * A document thread's task handler (piscina): mupdf only. Upload previews, ATS readings,
 * job matches and report PDFs cost no credit, so they run in threads of their own that
 * never load the grammar linter (harper: seconds to start, ≈ 400 MB) and never hold a
 * grading thread.
 */
export default function run(task: DocumentTask): Promise<WorkerOutcome<DocumentResult>> {
  return settle(() => {
    switch (task.kind) {
      case 'preview':
        return renderPreview(task.bytes);
      case 'read':
        return readDocument(task.bytes).reading;
      case 'match':
        return prepareLanguageModel(task.description).then(() =>
          matchJob(readDocument(task.bytes), task.description, new Date(task.today)),
        );
      case 'report':
        return renderReportPdf(task.input);
    }
  });
}
