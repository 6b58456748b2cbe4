import { describe, expect, it } from 'vitest';
import { nextProgress } from './progress';

describe('nextProgress', () => {
  it('rises by 5', () => {
    expect(nextProgress(0)).toBe(5);
    expect(nextProgress(35)).toBe(40);
  });

  it('stops at 100', () => {
    expect(nextProgress(95)).toBe(100);
    expect(nextProgress(100)).toBe(100);
    expect(nextProgress(98)).toBe(100);
  });
});
