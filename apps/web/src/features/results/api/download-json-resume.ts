import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const path = (resumeId: string) => `/resume/${encodeURIComponent(resumeId)}/json-resume`;

/** Where the link points, for a middle click or 'Save link as'; a plain click fetches. */
export const jsonResumeUrl = (resumeId: string) => `/api${path(resumeId)}`;

/** `GET /api/resume/{id}/json-resume`: named by the server ('Jane-Doe.json'). */
export function downloadJsonResume(resumeId: string): Promise<DownloadedFile> {
  return apiDownload(path(resumeId), { fallbackName: 'resume.json' });
}

/** A refusal toasts the API's message through the query client, and nothing is saved. */
export function useDownloadJsonResume(resumeId: string) {
  return useMutation({ mutationFn: () => downloadJsonResume(resumeId), onSuccess: saveFile });
}
