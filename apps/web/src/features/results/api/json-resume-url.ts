/**
 * `GET /api/resume/{id}/json-resume` answers as an attachment (content-disposition), so a
 * plain link with `download` saves it under the server's file name; no script needed.
 */
export const jsonResumeUrl = (resumeId: string) =>
  `/api/resume/${encodeURIComponent(resumeId)}/json-resume`;
