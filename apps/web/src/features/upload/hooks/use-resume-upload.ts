import {
  pdfContentType,
  resumeMessages,
  uploadedResumeSchema,
} from '@resumegrader/contract/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { ApiRequestError, clientErrorCodes } from '@/lib/api-client';
import { useUser } from '@/lib/api/get-user';
import { resumesQueryKey } from '@/lib/grading';
import { storedValue } from '@/lib/stored-value';
import { confirmUpload } from '../api/confirm-upload';
import { sendResumeFile } from '../api/send-resume-file';
import { requestUpload } from '../api/request-upload';
import { pdfFileProblem, uploadFileName } from '../utils/pdf-file';

const storedUploadSchema = uploadedResumeSchema.extend({
  /** Uploaded while signed out: a signed-in Start Grading claims it first. */
  byVisitor: z.boolean(),
});
export type StoredUpload = z.infer<typeof storedUploadSchema>;

/**
 * The uploaded resume the preview shows (SPEC section 3: the pending upload is kept in
 * browser storage), so a reload or a move between Home and Dashboard keeps it.
 */
export const uploadedResume = storedValue(() => sessionStorage, 'rg.upload', storedUploadSchema);

/** Failures answered by our client, not the server, have no message of their own to show. */
const clientSideCodes = new Set<string>(Object.values(clientErrorCodes));
const serverMessageOf = (error: Error): string | null =>
  error instanceof ApiRequestError && !clientSideCodes.has(error.code) ? error.message : null;

export type UploadView =
  | { kind: 'idle'; problem: string | null }
  | { kind: 'uploading'; fileName: string; percent: number }
  | { kind: 'failed'; message: string }
  | { kind: 'preview'; resume: StoredUpload };

/**
 * The upload card's states (SPEC section 4): idle, progress with a percent, then the
 * preview; a failure shows the error card until 'Upload Again'.
 */
export function useResumeUpload() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const stored = uploadedResume.use();
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const upload = useMutation({
    mutationFn: async (file: File): Promise<StoredUpload> => {
      const signedIn = Boolean(user);
      const init = await requestUpload(
        { fileName: uploadFileName(file.name), type: pdfContentType },
        signedIn,
      );
      await sendResumeFile(init, file, setPercent);
      const resume = await confirmUpload(init.resumeId);
      return { ...resume, byVisitor: !signedIn };
    },
    // The error card shows the message; a toast adds the default when there is none.
    meta: { silent: true },
    onSuccess: async (resume) => {
      uploadedResume.set(resume);
      toast.success(resumeMessages.uploaded);
      await queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
    onError: (error) => {
      if (!serverMessageOf(error)) toast.error(resumeMessages.uploadFailed);
    },
  });

  let view: UploadView;
  if (stored) view = { kind: 'preview', resume: stored };
  else if (upload.isPending) {
    view = { kind: 'uploading', fileName: upload.variables.name, percent };
  } else if (upload.isError) {
    view = { kind: 'failed', message: serverMessageOf(upload.error) ?? resumeMessages.unreadable };
  } else view = { kind: 'idle', problem };

  return {
    view,
    /** Checks the file here first, so a wrong one costs no request. */
    choose: async (file: File) => {
      const found = await pdfFileProblem(file);
      setProblem(found);
      if (found) return;
      setPercent(0);
      upload.mutate(file);
    },
    /** 'Upload Again' after a failure, and the preview's close button. */
    reset: () => {
      uploadedResume.clear();
      upload.reset();
    },
  };
}
