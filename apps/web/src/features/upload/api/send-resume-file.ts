import { apiErrorSchema } from '@resumegrader/contract/errors';
import {
  pdfContentType,
  resumeMessages,
  type UploadInitResponse,
} from '@resumegrader/contract/resume';
import { ApiRequestError, clientErrorCodes } from '@/lib/api-client';

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
  return new ApiRequestError(
    status,
    clientErrorCodes.unexpectedResponse,
    resumeMessages.uploadFailed,
  );
}

/**
 * Sends the PDF to its upload target: a PUT of the bytes to our own signed URL, or a
 * multipart POST to S3 (the policy's fields first, the file last, as S3 requires).
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function sendResumeFile(
  target: Pick<UploadInitResponse, 'url' | 'method' | 'fields'>,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(uploadError(request.status, request.responseText));
    };
    request.onerror = () =>
      reject(new ApiRequestError(0, clientErrorCodes.network, resumeMessages.uploadFailed));
    if (target.method === 'PUT') {
      request.setRequestHeader('Content-Type', pdfContentType);
      request.send(file);
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields ?? {})) form.append(name, value);
    form.append('file', file);
    request.send(form);
  });
}
