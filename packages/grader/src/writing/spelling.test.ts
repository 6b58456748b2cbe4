import { describe, expect, it } from 'vitest';
import type { GrammarLint } from './grammar-linter.ts';
import { isMisspelling, nearestSuggestion, spellingDistance } from './spelling.ts';

const lint = (text: string, problem: string, suggestions: string[]): GrammarLint => {
  const start = text.indexOf(problem);
  return {
    start,
    end: start + problem.length,
    kind: 'Spelling',
    problem,
    message: '',
    suggestions,
  };
};

describe('spelling suggestions', () => {
  it('prefer vowel swaps and vowels in the wrong order, then the suggestion sharing the longer ending', () => {
    expect(spellingDistance('engeneers', 'engineers')).toBe(0.5);
    expect(spellingDistance('engeneers', 'engenders')).toBe(1);
    expect(spellingDistance('recieved', 'received')).toBe(0.5);
    expect(spellingDistance('recieved', 'relieved')).toBe(1);
    expect(
      nearestSuggestion(lint('Recieved an award', 'Recieved', ['Relieved', 'Received']))?.word,
    ).toBe('Received');
    const text = 'Set the strategiy';
    expect(nearestSuggestion(lint(text, 'strategiy', ['strategic', 'strategy']))?.word).toBe(
      'strategy',
    );
  });

  it('tell misspellings from words harper merely lacks', () => {
    const text =
      'Devloped the calcuation. Prototyped an optimised build at Dunamu with co-authored docs';
    const check = (problem: string, suggestions: string[], prose = true) =>
      isMisspelling(lint(text, problem, suggestions), text, prose);
    expect(check('calcuation', ['calculation'])).toBe(true);
    expect(check('Devloped', ['Developed'])).toBe(true);
    // At a sentence start, but only in running text: a company line is full of names.
    expect(check('Devloped', ['Developed'], false)).toBe(false);
    expect(check('Prototyped', ['Prototype'])).toBe(false);
    expect(check('optimised', ['optimized'])).toBe(false);
    expect(check('co-authored', ['coauthored'])).toBe(false);
    expect(check('Dunamu', ['Dynamo'])).toBe(false);
  });
});
