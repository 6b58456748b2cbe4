import { errorCodes } from '@resumegrader/contract/errors';
import type { ResumeListItem } from '@resumegrader/contract/resume';
import { type GradeJob, reviewMessages } from '@resumegrader/contract/review';
import { useMutation } from '@tanstack/react-query';
import { useMatch, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from './api-client';
import { storedValue } from './stored-value';

/**
 * Grading spans three features (the upload card, My Reports, /preprocessing) and the
 * sign-in screens, which may not import each other, so its shared state and its start
 * live here.
 */

/** Every resume list query's key starts with this; uploads, gradings and edits refresh it. */
export const resumesQueryKey = ['resumes'] as const;

/** One report's grading (`GET /api/resume/analysis-result/{id}`); dropped when it is deleted. */
export const analysisResultQueryKey = (resumeId: string) => ['analysis-result', resumeId] as const;

const gradingSessionSchema = z.object({
  resumeId: z.uuid(),
  jobId: z.uuid(),
  fileName: z.string(),
});
export type GradingSession = z.infer<typeof gradingSessionSchema>;

/** The grading /preprocessing waits for; per tab, and a reload keeps waiting for it. */
export const gradingSession = storedValue(() => sessionStorage, 'rg.grading', gradingSessionSchema);

/**
 * A visitor's upload waiting for its uploader's account (SPEC section 3 'Client state'):
 * in localStorage, so it survives a reload and the trip through sign-up.
 */
export const pendingVisitorResume = storedValue(
  () => localStorage,
  'rg.pendingResume',
  z.object({ resumeId: z.uuid(), fileName: z.string() }),
);

const claimResume = (resumeId: string) =>
  apiRequest<ResumeListItem>(`/resume/${resumeId}/claim`, { method: 'POST' });
const requestGrading = (resumeId: string) =>
  apiRequest<GradeJob>(`/resume/${resumeId}/grade`, { method: 'POST' });

const uploadExpiredMessage = 'Your uploaded resume has expired. Please upload it again.';

interface StartGrading {
  resumeId: string;
  fileName: string;
  /** A visitor's upload: attach it to the signed-in account before grading it. */
  claim?: boolean;
}

/**
 * Start Grading for a signed-in user (SPEC section 4): queue the grading and wait for it on
 * /preprocessing; no credit goes to /pricing, an already graded resume to its results.
 * `onStarted` runs once /preprocessing is open, even if the caller is gone by then.
 */
export function useStartGrading({ onStarted }: { onStarted?: () => void } = {}) {
  const navigate = useNavigate();
  const onPreprocessing = useMatch('/preprocessing') !== null;
  return useMutation({
    mutationFn: async ({ resumeId, fileName, claim }: StartGrading): Promise<GradingSession> => {
      if (claim) await claimResume(resumeId);
      const { jobId } = await requestGrading(resumeId);
      return { resumeId, jobId, fileName };
    },
    meta: { silent: true },
    onSuccess: async (session) => {
      // The session first, so /preprocessing goes from the claim straight to polling.
      gradingSession.set(session);
      pendingVisitorResume.clear();
      if (!onPreprocessing) await navigate('/preprocessing');
      onStarted?.();
    },
    onError: async (error, { resumeId, claim }) => {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      if (code === errorCodes.insufficientCredits) {
        toast.error(reviewMessages.insufficientCredits);
        await navigate('/pricing');
      } else if (code === errorCodes.alreadyGraded) {
        await navigate(`/results?id=${resumeId}`);
      } else if (claim && code === errorCodes.notFound) {
        // A visitor's upload is kept one day for its claim.
        toast.error(uploadExpiredMessage);
        await navigate('/dashboard');
      } else {
        toast.error(error.message);
        // /preprocessing has nothing left to wait for: failures return to / (SPEC section 4).
        if (onPreprocessing) await navigate('/');
      }
      // Claimed or not, retrying the claim on every visit would only repeat the failure.
      if (claim) pendingVisitorResume.clear();
    },
  });
}
