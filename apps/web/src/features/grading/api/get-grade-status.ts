import type { GradeStatus } from '@resumegrader/contract/review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { GradingSession } from '@/lib/grading';

/** Grading takes seconds, so /preprocessing asks every second. */
const pollMs = 1000;

const isSettled = (status: GradeStatus | undefined) =>
  status?.state === 'done' || status?.state === 'failed';

export function getGradeStatus(resumeId: string, signal?: AbortSignal): Promise<GradeStatus> {
  return apiRequest<GradeStatus>(`/resume/${resumeId}/grade`, signal ? { signal } : {});
}

export function gradeStatusQueryOptions({ resumeId, jobId }: GradingSession) {
  return queryOptions({
    // The job id keeps a later grading of the same resume from reading this one's answer.
    queryKey: ['grade-status', resumeId, jobId],
    queryFn: ({ signal }) => getGradeStatus(resumeId, signal),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : pollMs),
    staleTime: 0,
    gcTime: 0,
    // The screen turns a failure into its own toast and the way back to /.
    meta: { silent: true },
  });
}

export function useGradeStatus(session: GradingSession) {
  return useQuery(gradeStatusQueryOptions(session));
}
