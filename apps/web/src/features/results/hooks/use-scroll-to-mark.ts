import { timings } from '@resumegrader/contract/timings';
import { useCallback, useEffect, useRef } from 'react';
import { pollForElement } from '../utils/poll-for-element';
import { centreInPane, isWhollyInView } from '../utils/scroll-pane';

/** The attribute every box on a page image carries, naming its item. */
export const markAttribute = 'data-mark';

/** The attribute of the pane that scrolls the pages beside the list on wide screens. */
export const scrollPaneAttribute = 'data-scroll-pane';

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
      (element) => {
        const behavior = reduceMotion ? 'auto' : 'smooth';
        // A pane wholly on screen scrolls alone. Centring the box in the window as well would
        // scroll the page under a sticky pane for nothing, moving the list being chosen from
        // (a pane sharing its column with the job posting sits low in the window).
        const pane = element.closest<HTMLElement>(`[${scrollPaneAttribute}]`);
        if (pane && isWhollyInView(pane, window.innerHeight)) centreInPane(pane, element, behavior);
        else element.scrollIntoView({ block: 'center', behavior });
      },
      {
        intervalMs: timings.scrollToMistakePollMs,
        timeoutMs: timings.scrollToMistakeStopMs,
      },
    );
  }, []);
}
