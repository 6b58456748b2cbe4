/** The parts of an element this file reads, so it can be tested without a browser. */
type Box = Pick<HTMLElement, 'getBoundingClientRect'>;
type Pane = Box & Pick<HTMLElement, 'scrollTop' | 'clientTop' | 'clientHeight' | 'scrollTo'>;

/**
 * Scrolls `pane`, a box that scrolls by itself, so that `element` inside it sits in its
 * middle, and moves nothing else: unlike scrollIntoView, which centres it in the window too.
 */
export function centreInPane(pane: Pane, element: Box, behavior: ScrollBehavior): void {
  const box = element.getBoundingClientRect();
  const inside = box.top - (pane.getBoundingClientRect().top + pane.clientTop);
  pane.scrollTo({ top: pane.scrollTop + inside - (pane.clientHeight - box.height) / 2, behavior });
}

/** The whole of `element` is on screen (a pane kept beside the list, once it sticks). */
export function isWhollyInView(element: Box, viewportHeight: number): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= viewportHeight;
}
