import type { ResumeListItem } from '@resumegrader/contract/resume';
import { apiRequest } from '../api-client';

/** `POST /api/resume/{id}/claim`: a visitor's upload becomes the signed-in account's. */
export function claimResume(resumeId: string): Promise<ResumeListItem> {
  return apiRequest<ResumeListItem>(`/resume/${resumeId}/claim`, { method: 'POST' });
}
