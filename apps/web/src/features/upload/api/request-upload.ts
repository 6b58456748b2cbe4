import type { RequestUpload, UploadInitResponse } from '@resumegrader/contract/resume';
import { apiRequest } from '@/lib/api-client';

/**
 * A signed upload URL: on the account when signed in, else a visitor's (SPEC section 6).
 * With `previousVersionId` (signed in only), the upload is a new version of that report.
 */
export function requestUpload(body: RequestUpload, signedIn: boolean): Promise<UploadInitResponse> {
  const path = signedIn ? '/resume/request-upload' : '/resume/public-request-upload';
  return apiRequest<UploadInitResponse>(path, { method: 'POST', body });
}
