import { reviewMessages } from '@resumegrader/contract/review';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { userQueryOptions } from '@/lib/api/get-user';
import { type GradingSession, gradingSession, resumesQueryKey } from '@/lib/grading';
import { useGradeStatus } from '../api/get-grade-status';

/**
 * Polls the grading until it settles, then leaves /preprocessing: for the results when
 * done, for / with a toast when it failed. Returns whether it is done.
 */
export function useGradingOutcome(session: GradingSession): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: status, error } = useGradeStatus(session);
  const settled = useRef(false);

  const state = error ? 'failed' : status?.state;
  const failure = error?.message ?? status?.error?.message;
  useEffect(() => {
    if (settled.current || (state !== 'done' && state !== 'failed')) return;
    settled.current = true;
    // Credits and the resume list changed on the server either way.
    void queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    if (state === 'failed') toast.error(failure ?? reviewMessages.gradingFailed);
    const leave = async () => {
      await navigate(state === 'done' ? `/results?id=${session.resumeId}` : '/', {
        replace: true,
      });
      gradingSession.clear();
    };
    void leave();
  }, [state, failure, session.resumeId, navigate, queryClient]);
  return state === 'done';
}
