import type { UploadedResume } from '@resumegrader/contract/resume';
import { apiRequest } from '@/lib/api-client';

/** After the PUT: the server checks the stored file and renders the preview's pages. */
export function confirmUpload(resumeId: string): Promise<UploadedResume> {
  return apiRequest<UploadedResume>(`/resume/${resumeId}/uploaded`, { method: 'POST' });
}
