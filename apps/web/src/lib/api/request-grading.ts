import { errorCodes } from '@resumegrader/contract/errors';
import { type GradeJob, reviewMessages } from '@resumegrader/contract/review';
import { useMutation } from '@tanstack/react-query';
import { useMatch, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiRequestError, apiRequest } from '../api-client';
import { type GradingSession, gradingSession, pendingVisitorResume } from '../grading';
import { claimResume } from './claim-resume';

/** `POST /api/resume/{id}/grade`: queues the grading, which takes the credit when it is done. */
export function requestGrading(resumeId: string): Promise<GradeJob> {
  return apiRequest<GradeJob>(`/resume/${resumeId}/grade`, { method: 'POST' });
}

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
