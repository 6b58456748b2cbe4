import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollForElement } from './poll-for-element';

const element = {} as HTMLElement;
const options = { intervalMs: 100, timeoutMs: 5000 };

describe('pollForElement', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('finds an element that is already there at once', () => {
    const found = vi.fn();
    pollForElement(() => element, found, options);
    expect(found).toHaveBeenCalledWith(element);
  });

  it('looks every 100 ms until the element appears, then stops', () => {
    let present = false;
    const find = vi.fn(() => (present ? element : null));
    const found = vi.fn();
    pollForElement(find, found, options);
    vi.advanceTimersByTime(300);
    expect(find).toHaveBeenCalledTimes(4);
    present = true;
    vi.advanceTimersByTime(100);
    expect(found).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(find).toHaveBeenCalledTimes(5);
  });

  it('gives up after 5 s', () => {
    const find = vi.fn(() => null);
    pollForElement(find, vi.fn(), options);
    vi.advanceTimersByTime(10_000);
    expect(find).toHaveBeenCalledTimes(1 + 5000 / 100);
  });

  it('stops when asked', () => {
    const find = vi.fn(() => null);
    const stop = pollForElement(find, vi.fn(), options);
    stop();
    vi.advanceTimersByTime(1000);
    expect(find).toHaveBeenCalledOnce();
  });
});
