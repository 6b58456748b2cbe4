import { describe, expect, it } from 'vitest';
import { emptyEntries } from './empty-entry.ts';
import { bullet, heading, lineWith, resume } from '../../../test/resume-rows.ts';

describe('empty-entry', () => {
  it('flags a job with a title and dates but no description, boxing its heading', async () => {
    const { layout } = await resume([
      heading('EXPERIENCE'),
      { text: 'Northwind Payments', bold: true, right: 'Jun 2021 – Present' },
      'Senior Backend Engineer',
      bullet('Rebuilt the checkout service that handles 2M daily payments'),
      { text: 'Contoso Health', bold: true, right: 'Feb 2021 – May 2021' },
      'Site Reliability Engineer',
      { text: 'Fabrikam Logistics', bold: true, right: 'Jan 2018 – Jan 2021' },
      'Backend Developer',
      bullet('Shipped a route planner that lowered fuel spend by 12%'),
    ]);
    const found = emptyEntries(layout);
    expect(found.map((f) => [f.title, f.mistake])).toEqual([
      ['Entry without a description', "'Contoso Health' has no description"],
    ]);
    expect(found[0]?.rects).toEqual([lineWith(layout, 'Contoso Health').rect]);
  });

  it('leaves alone several titles under one company sharing their bullets, and described jobs', async () => {
    const { layout } = await resume([
      heading('EXPERIENCE'),
      { text: 'Northwind Payments', bold: true },
      { text: 'Staff Engineer', right: 'Jan 2022 – Present' },
      { text: 'Senior Engineer', right: 'Mar 2019 – Dec 2021' },
      bullet('Rebuilt the checkout service that handles 2M daily payments'),
      bullet('Mentored 4 junior engineers, two of whom now lead squads'),
      { text: 'Contoso Health', bold: true, right: 'Feb 2016 – Feb 2019' },
      'Backend Engineer',
      'Wrote the claims service in Go and ran it for three years.',
      { text: 'Fabrikam Logistics', bold: true, right: 'Jan 2014 – Jan 2016' },
      'Backend Developer',
      bullet('Shipped a route planner that lowered fuel spend by 12%'),
    ]);
    expect(emptyEntries(layout)).toEqual([]);
  });
});
