import { describe, expect, it } from 'vitest';
import { datedConventions } from './conventions.ts';
import { heading, resume } from '../../../test/resume-rows.ts';

describe('dated conventions', () => {
  it('finds an update stamp, references on request, an objective and a high school beside a degree', async () => {
    const { layout, kind } = await resume([
      'Jane Doe | Last updated in Mar 2026',
      heading('OBJECTIVE'),
      'Seeking a challenging role as a front-end developer',
      heading('EDUCATION'),
      'B.Sc. Computer Science, State College 2016 – 2020',
      'Lincoln High School 2012 – 2016',
      heading('REFERENCES'),
      'Available upon request',
    ]);
    expect(datedConventions(layout, kind).map((f) => [f.title, f.mistake])).toEqual([
      ['Update stamp', "'Last updated in Mar 2026'"],
      ['Needless line', "'Available upon request'"],
      ['Objective statement', "'Seeking a challenging'"],
      ['High school beside a degree', "'Lincoln High School 2012 – 2016'"],
    ]);
  });

  it('leaves bullets that update or seek things alone, and a high school without a degree', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      heading('EXPERIENCE'),
      'Updated 3 services to Node 20 in March 2024',
      'Led a team seeking a new vendor for payments',
      heading('EDUCATION'),
      'Lincoln High School 2020 – 2024',
    ]);
    expect(datedConventions(layout, kind)).toEqual([]);
  });
});
