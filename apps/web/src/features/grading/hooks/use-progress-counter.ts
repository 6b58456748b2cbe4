import { timings } from '@resumegrader/contract/timings';
import { useEffect, useState } from 'react';
import { nextProgress } from '../utils/progress';

/** The preprocessing counter: +5 every 12 s up to 100, or 100 at once when `finished`. */
export function useProgressCounter(finished: boolean): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setPercent(nextProgress), timings.progressStepMs);
    return () => window.clearInterval(timer);
  }, []);
  return finished ? 100 : percent;
}
