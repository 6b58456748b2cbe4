import { useEffect, useRef } from 'react';
import { useStartGrading } from '@/lib/api/request-grading';

/**
 * Right after a sign-in, the visitor's waiting upload becomes the account's and is graded
 * (SPEC section 4, sign-up). Once per visit of the page, whatever React's effect replays.
 */
export function useClaimPendingResume(resume: { resumeId: string; fileName: string }): void {
  const { mutate } = useStartGrading();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ ...resume, claim: true });
  }, [mutate, resume]);
}
