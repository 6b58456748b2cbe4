import { describe, expect, it, vi } from 'vitest';
import { centreInPane, isWhollyInView } from './scroll-pane';

const rect = (top: number, height: number) => ({
  getBoundingClientRect: () => ({ top, height, bottom: top + height }) as DOMRect,
});

describe('centreInPane', () => {
  it('scrolls the pane by what puts the element in its middle', () => {
    // A pane 400 px high at 100 px, with a 1 px border, scrolled by 50; the element 20 px high
    // shows at 451 px, 350 px down its inside: it goes to 190 px down, 160 px further on.
    const scrollTo = vi.fn();
    const pane = { ...rect(100, 402), clientTop: 1, clientHeight: 400, scrollTop: 50, scrollTo };
    centreInPane(pane, rect(451, 20), 'smooth');
    expect(scrollTo).toHaveBeenCalledWith({ top: 50 + 350 - 190, behavior: 'smooth' });
  });
});

describe('isWhollyInView', () => {
  it('is true only when neither edge is past the window', () => {
    expect(isWhollyInView(rect(80, 600), 700)).toBe(true);
    expect(isWhollyInView(rect(200, 600), 700)).toBe(false);
    expect(isWhollyInView(rect(-10, 300), 700)).toBe(false);
  });
});
