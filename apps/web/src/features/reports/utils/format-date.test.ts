import { describe, expect, it } from 'vitest';
import { formatCreatedAt } from './format-date';

describe('formatCreatedAt', () => {
  it('writes a short US date', () => {
    // Midday UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatCreatedAt('2023-11-08T12:00:00.000Z')).toBe('Nov 8, 2023');
    expect(formatCreatedAt('2024-02-29T12:00:00.000Z')).toBe('Feb 29, 2024');
  });
});
