import { describe, expect, it } from 'vitest';
import { bulletedCompanyLines } from './company-line.ts';
import { bullet, heading, lineWith, resume } from '../../../test/resume-rows.ts';

describe('bulleted-company-line', () => {
  it('flags company, place and date lines that start with a bullet, boxing the line', async () => {
    const { layout } = await resume([
      heading('EXPERIENCE'),
      bullet('Acme Inc., Austin, TX'),
      bullet('Jun 2020 – Present'),
      'Software Engineer',
      bullet('Built the billing API for 3 teams'),
    ]);
    const found = bulletedCompanyLines(layout);
    expect(found.map((f) => f.mistake)).toEqual([
      "'Acme Inc., Austin, TX' starts with '•'",
      "'Jun 2020 – Present' starts with '•'",
    ]);
    expect(found[0]?.rects).toEqual([lineWith(layout, 'Acme Inc.').rect]);
    expect(found[0]?.feedback).toContain('location and company must not start with bullets');
  });

  it('leaves achievements and tool lists alone, even with dates or commas', async () => {
    const { layout } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp, Software Engineer',
      bullet('Cut costs 20% in 2019–2020'),
      bullet('Python, Django, PostgreSQL'),
      bullet('Moved the team from Austin, TX to remote work'),
    ]);
    expect(bulletedCompanyLines(layout)).toEqual([]);
  });
});
