import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../kind/document-kind.ts';
import { dates } from './dates.ts';
import { emptyEntries } from './empty-entry.ts';
import { bullet, heading, resume, within, wordRect } from '../../../test/resume-rows.ts';

describe('dates', () => {
  it('flags entries not most recent first, boxing the later date', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      { text: 'Globex, Analyst', right: 'Jan 2016 – Dec 2017' },
      bullet('Built 14 dashboards'),
      { text: 'Acme Corp, Engineer', right: 'Jun 2018 – Present' },
      bullet('Cut build time by 40%'),
    ]);
    const found = dates(layout, conventionsOf(kind));
    expect(found).toHaveLength(1);
    expect(found[0]?.title).toBe('Dates out of order');
    expect(found[0]?.mistake).toBe("'Jun 2018 – Present' comes after 'Jan 2016 – Dec 2017'");
    const box = found[0]?.rects[0] ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
    expect(within(wordRect(layout, 'Jun 2018', 'Present'), box)).toBe(true);
    expect(box.x0).toBeGreaterThan(440);
  });

  it('accepts reverse-chronological order, nested roles and a page footer date', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      { text: 'Acme Corp', right: '2015 – Present' },
      { text: 'Staff Engineer', right: '2019 – Present' },
      bullet('Led 3 teams'),
      { text: 'Senior Engineer', right: '2015 – 2019' },
      bullet('Built the billing API'),
      heading('EDUCATION'),
      { text: 'State University, MS', right: '2013 – 2015' },
      { text: 'State University, BS', right: '2009 – 2013' },
    ]);
    expect(dates(layout, conventionsOf(kind))).toEqual([]);
  });

  it('reads a range wrapped in a narrow date column as one range, not two dates', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      { text: 'Deloitte Consulting, Business Analyst', right: '2014 – 2017' },
      bullet('Gathered requirements from 40 stakeholders'),
      { text: 'Santa Clara University, IT Support Analyst', right: 'September 2012 –' },
      { text: 'Santa Clara, CA', right: 'May 2014' },
      bullet('Resolved 35 tickets a day'),
    ]);
    expect(dates(layout, conventionsOf(kind))).toEqual([]);
    expect(emptyEntries(layout)).toEqual([]);
  });

  it('flags a bulleted entry without any date, boxing its heading', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      { text: 'Acme Corp, Engineer', right: '2019 – Present' },
      bullet('Cut build time by 40%'),
      'Globex, Analyst',
      bullet('Built dashboards for sales'),
    ]);
    const found = dates(layout, conventionsOf(kind));
    expect(found.map((f) => f.mistake)).toEqual(["'Globex, Analyst' has no dates"]);
    expect(
      within(
        wordRect(layout, 'Globex', 'Globex'),
        found[0]?.rects[0] ?? { x0: 0, y0: 0, x1: 0, y1: 0 },
      ),
    ).toBe(true);
  });

  it('flags an Education section with no date at all, once', async () => {
    const { layout, kind } = await resume([
      heading('EDUCATION'),
      'State University',
      'BS Computer Science',
    ]);
    expect(dates(layout, conventionsOf(kind)).map((f) => f.mistake)).toEqual([
      "'EDUCATION' has no dates",
    ]);
  });
});
