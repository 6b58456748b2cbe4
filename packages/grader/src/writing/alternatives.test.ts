import { describe, expect, it } from 'vitest';
import { alternativesFor, repetitionAdvice } from './alternatives.ts';

describe('alternatives to a repeated word', () => {
  it('keep the word form, so a suggestion never changes the tense', () => {
    expect(alternativesFor('Managed')).toEqual(['supervised', 'oversaw', 'coordinated', 'ran']);
    for (const word of alternativesFor('reduced')) expect(word).toMatch(/ed$|^cut$/);
    expect(alternativesFor('managing')).toEqual([]);
  });

  it('advise cutting empty adverbs and rephrasing a word with no known alternative', () => {
    expect(repetitionAdvice('successfully', 4)).toBe(
      "'successfully' is used 4 times. Cut it from most lines: a number or a concrete result says more.",
    );
    expect(repetitionAdvice('scalable', 3)).toBe(
      "'scalable' is used 3 times. Keep it where it says the most and rephrase the others, so each line reads fresh.",
    );
  });
});
