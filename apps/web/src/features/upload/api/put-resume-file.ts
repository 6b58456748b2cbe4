import { apiErrorSchema } from '@resumegrader/contract/errors';
import { pdfContentType, resumeMessages } from '@resumegrader/contract/resume';
import { ApiRequestError } from '@/lib/api-client';

/** An answer without the contract's error shape (S3 answers XML): the default message. */
function uploadError(status: number, body: string): ApiRequestError {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success) {
      const { code, message } = parsed.data.error;
      return new ApiRequestError(status, code, message);
    }
  } catch {
    // Not JSON: fall through to the default.
  }
  return new ApiRequestError(status, 'UnexpectedResponse', resumeMessages.uploadFailed);
}

/**
 * PUTs the PDF to its signed URL (our own origin, or S3). XMLHttpRequest rather than fetch:
 * only it reports upload progress.
 */
export function putResumeFile(
  url: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', pdfContentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(uploadError(request.status, request.responseText));
    };
    request.onerror = () =>
      reject(new ApiRequestError(0, 'NetworkError', resumeMessages.uploadFailed));
    request.send(file);
  });
}
