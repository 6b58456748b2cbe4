import {
  pdfContentType,
  type ResumeGroup,
  resumeMessages,
  uploadedResumeSchema,
} from '@resumegrader/contract/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { gradingFailureOf } from '@/lib/grading';
import { z } from 'zod';
import { ApiRequestError, clientErrorCodes } from '@/lib/api-client';
import { useUser } from '@/lib/api/get-user';
import { resumesQueryKey } from '@/lib/grading';
import { storedValue } from '@/lib/stored-value';
import { confirmUpload } from '../api/confirm-upload';
import { findSameNameReport } from '../api/find-same-name-report';
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

interface Upload {
  file: File;
  /** Issue 16: the report this file is a new version of. */
  previousVersionId?: string;
}

/** A file whose name one of the user's reports has, waiting for 'is it a new version?'. */
export interface SameNameQuestion {
  fileName: string;
  report: ResumeGroup;
}

interface UseResumeUploadOptions {
  /**
   * Every file chosen is a new version of this report (its 'New version' action). The
   * preview is then the caller's alone, not the upload card's kept one.
   */
  previousVersionId?: string;
}

/**
 * The upload card's states (SPEC section 4): idle, progress with a percent, then the
 * preview; a failure shows the error card until 'Upload Again'. A signed-in user's file
 * named like one of their reports waits for `answer` first (issue 16).
 */
export function useResumeUpload({ previousVersionId }: UseResumeUploadOptions = {}) {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const stored = uploadedResume.use();
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [question, setQuestion] = useState<(SameNameQuestion & { file: File }) | null>(null);
  const asVersion = previousVersionId !== undefined;
  // A grading that failed sends the user back here (SPEC section 4): the error card says why
  // until 'Upload Again'. Taken out of the history entry, so a reload starts afresh.
  const location = useLocation();
  const navigate = useNavigate();
  const [gradingFailure, setGradingFailure] = useState(() =>
    asVersion ? null : gradingFailureOf(location.state),
  );
  useEffect(() => {
    if (gradingFailureOf(location.state)) {
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [location, navigate]);
  const upload = useMutation({
    mutationFn: async ({ file, previousVersionId: previous }: Upload): Promise<StoredUpload> => {
      const signedIn = Boolean(user);
      const init = await requestUpload(
        {
          fileName: uploadFileName(file.name),
          type: pdfContentType,
          ...(previous ? { previousVersionId: previous } : {}),
        },
        signedIn,
      );
      await sendResumeFile(init, file, setPercent);
      const resume = await confirmUpload(init.resumeId);
      return { ...resume, byVisitor: !signedIn };
    },
    // The error card shows the message; a toast adds the default when there is none.
    meta: { silent: true },
    onSuccess: async (resume) => {
      if (!asVersion) uploadedResume.set(resume);
      toast.success(resumeMessages.uploaded);
      await queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
    onError: (error) => {
      if (!serverMessageOf(error)) toast.error(resumeMessages.uploadFailed);
    },
  });
  const start = (next: Upload) => {
    setPercent(0);
    upload.mutate(next);
  };

  const preview = asVersion ? upload.data : stored;
  let view: UploadView;
  if (preview) view = { kind: 'preview', resume: preview };
  else if (upload.isPending) {
    view = { kind: 'uploading', fileName: upload.variables.file.name, percent };
  } else if (upload.isError) {
    view = { kind: 'failed', message: serverMessageOf(upload.error) ?? resumeMessages.unreadable };
  } else if (gradingFailure) view = { kind: 'failed', message: gradingFailure };
  else view = { kind: 'idle', problem };

  return {
    view,
    /** Set while the user is asked whether the file is a new version of a report. */
    question: question && { fileName: question.fileName, report: question.report },
    /** Checks the file here first, so a wrong one costs no request. */
    choose: async (file: File) => {
      const found = await pdfFileProblem(file);
      setProblem(found);
      if (found) return;
      if (asVersion) {
        start({ file, previousVersionId });
        return;
      }
      if (user) {
        const fileName = uploadFileName(file.name);
        // The question is a help, not a gate: if the list cannot be read, upload as usual.
        const report = await findSameNameReport(fileName).catch(() => null);
        if (report) {
          setQuestion({ file, fileName, report });
          return;
        }
      }
      start({ file });
    },
    /**
     * The answer to the same-name question: true uploads the file as a new version of the
     * report's latest version, false as a resume of its own, null not at all.
     */
    answer: (newVersion: boolean | null) => {
      setQuestion(null);
      if (!question || newVersion === null) return;
      start({
        file: question.file,
        ...(newVersion ? { previousVersionId: question.report.resumeId } : {}),
      });
    },
    /** 'Upload Again' after a failure, and the preview's close button. */
    reset: () => {
      if (!asVersion) uploadedResume.clear();
      setGradingFailure(null);
      upload.reset();
    },
  };
}
