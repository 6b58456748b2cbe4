import { workerData } from 'piscina';
import type { AtsReading } from '@resumegrader/contract/ats-reading';
import type { JobMatchOutcome } from './match/job-match.ts';
import { type PreviewResult, renderPreview } from './preview.ts';
import type { ReportPdfInput } from './report/report-pdf.ts';
import { withMemoryCheck } from './worker-memory.ts';
import { settle, type WorkerOutcome } from './worker-outcome.ts';
import type { DocumentThreadData, PoolThreadData } from './pool.ts';
import { announceReady } from './thread-ready.ts';
import { warmUpPdf } from './warm-up-pdf.ts';

export type DocumentTask =
  | { kind: 'preview'; bytes: Uint8Array }
  | { kind: 'read'; bytes: Uint8Array }
  /** `today` (ISO date) dates the resume's ongoing roles. */
  | { kind: 'match'; bytes: Uint8Array; description: string; today: string }
  | { kind: 'report'; input: ReportPdfInput };

export type DocumentResult = PreviewResult | AtsReading | JobMatchOutcome | Uint8Array;

// One preview at start: mupdf's first render (its fonts, its WebAssembly memory grown to a
// page's pixels) is paid before a user's upload, as a server at rest holds it anyway.
renderPreview(warmUpPdf());
const { readyChannel, retiring } = workerData as DocumentThreadData & PoolThreadData;
// Every import above has loaded, mupdf's WebAssembly with them: the pool may start timing.
announceReady(readyChannel);

/**
 * A document thread's task handler (piscina): mupdf only. Upload previews, ATS readings,
 * job matches and report PDFs cost no credit, so they run in threads of their own that
 * never load the grammar linter (harper: seconds to start, ≈ 300 MB) and never hold a
 * grading thread. Previews, the common task, need mupdf alone; the code of the others
 * (compromise and the skill vocabulary: about 100 MB a thread) is loaded by their first
 * task, a few hundred milliseconds once.
 */
export default async function run(task: DocumentTask): Promise<WorkerOutcome<DocumentResult>> {
  return withMemoryCheck(await settle(() => perform(task)), retiring);
}

async function perform(task: DocumentTask): Promise<DocumentResult> {
  switch (task.kind) {
    case 'preview':
      return renderPreview(task.bytes);
    case 'read': {
      const { readDocument } = await import('./read-document.ts');
      return readDocument(task.bytes).reading;
    }
    case 'match': {
      const [{ prepareLanguageModel }, { matchJob, resumeTextOf }, { readDocument }] =
        await Promise.all([
          import('./language/detect.ts'),
          import('./match/job-match.ts'),
          import('./read-document.ts'),
        ]);
      const document = readDocument(task.bytes);
      await prepareLanguageModel(task.description);
      await prepareLanguageModel(resumeTextOf(document));
      return matchJob(document, task.description, new Date(task.today));
    }
    case 'report': {
      const { renderReportPdf } = await import('./report/report-pdf.ts');
      return renderReportPdf(task.input);
    }
  }
}
