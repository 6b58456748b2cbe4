import { describe, expect, it } from 'vitest';
import { jobTitles } from './job-title.ts';
import { bullet, heading, lineWith, resume } from '../../../test/resume-rows.ts';

describe('job-title', () => {
  it('flags an entry whose only heading line is the company, boxing it', async () => {
    const { layout } = await resume([
      heading('EXPERIENCE'),
      { text: 'Acme Corp', bold: true, right: 'Jun 2020 – Present' },
      'Austin, TX',
      bullet('Built the billing API for 3 teams'),
      { text: 'Globex', bold: true, right: '2018 – 2020' },
      'Backend Engineer',
      bullet('Cut build time by 40%'),
    ]);
    const found = jobTitles(layout);
    expect(found).toHaveLength(1);
    expect(found[0]?.mistake).toBe("'Acme Corp' has no job title");
    expect(found[0]?.rects).toEqual([lineWith(layout, 'Acme Corp').rect]);
  });

  it('flags a one-line heading that holds only company, place and dates', async () => {
    const { layout } = await resume([
      heading('EXPERIENCE'),
      'Initech, Seattle, WA | Mar 2019 – Jan 2021',
      bullet('Migrated 12 services to Kubernetes'),
    ]);
    expect(jobTitles(layout).map((f) => f.mistake)).toEqual([
      "'Initech, Seattle, WA | Mar 2019 – Jan 2021' has no job title",
    ]);
  });

  it('accepts title words, two heading lines and entries without bullets', async () => {
    const { layout } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp — Senior Data Analyst, 2020 – 2023',
      bullet('Built 14 dashboards'),
      'Globex',
      'Search Quality',
      bullet('Raised click-through by 8%'),
      'Hooli, 2015 – 2016',
      'Wrote the payments service in Go.',
    ]);
    expect(jobTitles(layout)).toEqual([]);
  });

  it.each(['Cashier', 'Line Cook', 'Delivery Driver', 'Bank Teller', 'Electrician'])(
    'knows trades and service jobs as titles: %s',
    async (title) => {
      const { layout } = await resume([
        heading('EXPERIENCE'),
        { text: `${title}, Kroger, Dayton, OH`, right: '2016 – 2018' },
        bullet('Served 200 customers a day'),
      ]);
      expect(jobTitles(layout)).toEqual([]);
    },
  );
});
