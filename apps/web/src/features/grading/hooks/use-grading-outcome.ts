import { reviewMessages } from '@resumegrader/contract/review';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { userQueryOptions } from '@/lib/api/get-user';
import {
  gradingFailedState,
  type GradingSession,
  gradingSession,
  resumesQueryKey,
} from '@/lib/grading';
import { useGradeStatus } from '../api/get-grade-status';

/**
 * Polls the grading until it settles, then leaves /preprocessing: for the results when
 * done, for / with a toast and the upload card's error card when it failed. Returns whether it is done.
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
    const message = failure ?? reviewMessages.gradingFailed;
    if (state === 'failed') toast.error(message);
    const leave = async () => {
      await (state === 'done'
        ? navigate(`/results?id=${session.resumeId}`, { replace: true })
        : navigate('/', { replace: true, state: gradingFailedState(message) }));
      gradingSession.clear();
    };
    void leave();
  }, [state, failure, session.resumeId, navigate, queryClient]);
  return state === 'done';
}
