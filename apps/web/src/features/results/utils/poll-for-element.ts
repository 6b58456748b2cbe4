interface PollOptions {
  intervalMs: number;
  timeoutMs: number;
}

/**
 * Calls `found` with the first element `find` returns, looking now and then every
 * `intervalMs` until `timeoutMs` have passed: the element may not exist yet (the popup or
 * the page is still rendering). Returns a function that stops looking.
 */
export function pollForElement(
  find: () => HTMLElement | null,
  found: (element: HTMLElement) => void,
  { intervalMs, timeoutMs }: PollOptions,
): () => void {
  const now = find();
  if (now) {
    found(now);
    return () => {};
  }
  const stop = () => {
    clearInterval(timer);
    clearTimeout(deadline);
  };
  const timer = setInterval(() => {
    const element = find();
    if (!element) return;
    stop();
    found(element);
  }, intervalMs);
  const deadline = setTimeout(stop, timeoutMs);
  return stop;
}
