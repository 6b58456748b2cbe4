import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../kind/document-kind.ts';
import { tenseOfPastRoles } from './tense.ts';
import { bullet, heading, lineWith, resume } from '../../../test/resume-rows.ts';

describe('tense', () => {
  it('flags present-tense bullets of a role that has ended, with the past form to use', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      { text: 'Northwind Payments', bold: true, right: 'Jun 2021 – Present' },
      'Senior Backend Engineer',
      bullet('Lead the checkout team of 6 engineers across two time zones'),
      { text: 'Contoso Health', bold: true, right: 'Feb 2018 – May 2021' },
      'Backend Engineer',
      bullet('Lead the migration of 40 services to Kubernetes'),
      bullet('Manages vendor contracts worth $300K a year'),
      bullet('Owns the brand guidelines for every market'),
      bullet('Lead engineer on the claims platform rewrite'),
      bullet('Research integrated into the triage tool, cutting waits by 20%'),
      bullet('Cut cloud spend by 18% through rightsizing'),
    ]);
    const found = tenseOfPastRoles(layout, conventionsOf(kind));
    expect(found.map((f) => [f.title, f.feedback])).toEqual([
      [
        'Present tense in a past role',
        "'Lead the migration of 40 services to Kubernetes' is in the present tense, but this role ended in 2021 — write it in the past: 'Led the migration of 40 services to…'.",
      ],
      [
        'Present tense in a past role',
        "'Manages vendor contracts worth $300K a year' is in the present tense, but this role ended in 2021 — write it in the past: 'Managed vendor contracts worth $300K a year'.",
      ],
      [
        'Present tense in a past role',
        "'Owns the brand guidelines for every market' is in the present tense, but this role ended in 2021 — write it in the past: 'Owned the brand guidelines for every…'.",
      ],
    ]);
    expect(found[0]?.rects[0]?.x0).toBe(lineWith(layout, 'Lead the migration').textX0);
  });
});
