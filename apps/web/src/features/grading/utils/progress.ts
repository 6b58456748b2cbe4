import { timings } from '@resumegrader/contract/timings';

/** SPEC section 4: the counter rises by 5 at each step and stops at 100. */
export function nextProgress(percent: number): number {
  return Math.min(100, percent + timings.progressStep);
}
