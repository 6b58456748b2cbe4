import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format-date';

describe('formatShortDate', () => {
  it('writes a short US date', () => {
    // Midday UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatShortDate('2023-11-08T12:00:00.000Z')).toBe('Nov 8, 2023');
    expect(formatShortDate('2024-02-29T12:00:00.000Z')).toBe('Feb 29, 2024');
  });
});
