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

  it('finds it after a modifier, across a prepositional phrase and with a collective noun', () => {
    expect(flagged('Cut waits once the shift supervisor approve each swap.')).toEqual([
      ['approve', 'approves'],
    ]);
    expect(flagged('Rewrote alerts because the charts shows stale data.')).toEqual([
      ['shows', 'show'],
    ]);
    expect(flagged('Closed gaps where the stack of unsigned forms were growing.')).toEqual([
      ['were', 'was'],
    ]);
    expect(flagged('Sped up audits because the results of each check was late.')).toEqual([
      ['was', 'were'],
    ]);
    expect(flagged('Added staff after the finance office want faster closes.')).toEqual([
      ['want', 'wants'],
    ]);
  });

  it('lets a quantity take the number of what it counts', () => {
    for (const text of [
      'A number of patients were seen each day.',
      'The number of claims is down by 30%.',
      'The rest of the team is remote.',
      'The majority of our clients are retailers.',
      'A couple of pilots were run in March.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
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
      'Used OpenShift to handle the containers that were run for each process.',
      'The operations team provides cover for 3 sites.',
      'The nurses on the ward provide care to 30 patients.',
      'Made sure the head of sales approves every discount.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });
});
