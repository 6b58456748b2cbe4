import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { comparisonQuery } from './get-comparison';

/** The report compares with the version the page compares with. */
const path = (resumeId: string, compareWith: string | undefined) =>
  `/resume/${encodeURIComponent(resumeId)}/report.pdf${comparisonQuery(compareWith)}`;

/** Where the link points, for a middle click or 'Save link as'; a plain click fetches. */
export const reportPdfUrl = (resumeId: string, compareWith?: string) =>
  `/api${path(resumeId, compareWith)}`;

/**
 * `GET /api/resume/{id}/report.pdf`: the graded report to keep, named by the server
 * ('Jane-Doe-resume-review.pdf'). The first download of a grading makes it: a second or so.
 */
export function downloadReport(
  resumeId: string,
  compareWith: string | undefined,
): Promise<DownloadedFile> {
  return apiDownload(path(resumeId, compareWith), { fallbackName: 'resume-review.pdf' });
}

/**
 * A refusal (409 not graded, 429, 503 while the document threads are busy) toasts the
 * API's message through the query client, and nothing is saved.
 */
export function useDownloadReport(resumeId: string, compareWith?: string) {
  return useMutation({
    mutationFn: () => downloadReport(resumeId, compareWith),
    onSuccess: saveFile,
  });
}
