import { timings } from '@resumegrader/contract/timings';
import { useCallback, useEffect, useRef } from 'react';
import { pollForElement } from '../utils/poll-for-element';

/** The attribute every box on a page image carries, naming its item. */
export const markAttribute = 'data-mark';

/**
 * Brings an item's first box into view (SPEC section 9): it polls every 100 ms because the
 * box may not be drawn yet (the mobile popup is opening), and gives up after 5 s.
 */
export function useScrollToMark(): (itemId: string) => void {
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);
  return useCallback((itemId: string) => {
    stopRef.current?.();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    stopRef.current = pollForElement(
      () => document.querySelector<HTMLElement>(`[${markAttribute}="${itemId}"]`),
      (element) =>
        element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' }),
      {
        intervalMs: timings.scrollToMistakePollMs,
        timeoutMs: timings.scrollToMistakeStopMs,
      },
    );
  }, []);
}
