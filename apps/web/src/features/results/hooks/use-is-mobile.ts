import { layout } from '@resumegrader/contract/timings';
import { useSyncExternalStore } from 'react';

/** SPEC section 2: mobile is a width of 767px or less. */
const query = `(max-width: ${layout.mobileMaxWidthPx}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
