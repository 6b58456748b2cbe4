import { describe, expect, it } from 'vitest';
import { agreementLints } from './agreement.ts';

const flagged = (text: string) =>
  agreementLints(text).map((l) => [text.slice(l.start, l.end), l.suggestions[0]]);

describe('subject–verb agreement', () => {
  it('finds a plural subject with a singular verb and the other way round', () => {
    expect(flagged('The results was shared with 4 teams.')).toEqual([['was', 'were']]);
    expect(flagged('Our customers has asked for exports.')).toEqual([['has', 'have']]);
    expect(flagged('Led a project where the team need faster builds.')).toEqual([
      ['need', 'needs'],
    ]);
    expect(flagged('Two engineers was on call.')).toEqual([['was', 'were']]);
    expect(flagged('Paired with a colleague who have run the audit twice.')).toEqual([
      ['have', 'has'],
    ]);
    expect(flagged('Hired a designer who are now leading the studio.')).toEqual([['are', 'is']]);
  });

  it('leaves correct sentences, uncountable nouns and compounds alone', () => {
    for (const text of [
      'The results were shared with 4 teams.',
      'The process is documented and the analysis is public.',
      'The data show a 20% gain; the staff were trained.',
      'Built the tools that engineers need every day.',
      'The team lead presented the roadmap.',
      'The business has grown and the campus is new.',
      'These services need less memory.',
      'Even though many elements from the book were dropped, it sold.',
      'Be the change that you want to see.',
      'Paired with a colleague who has run the audit twice.',
      'Trained the analysts who have joined since May.',
      'Wrote a guide for all who need it.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });
});
