import { useEffect } from 'react';

/** Pages that SPEC says open at the top (contact us) call this once on mount. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
}
