import { describe, expect, it } from 'vitest';
import { academicCv, chineseResume, germanCv } from '../../test/kind-fixtures.ts';
import { bullet, heading, resume } from '../../test/resume-rows.ts';
import { fieldOf } from './field.ts';

describe('the kind of a document, read from the document', () => {
  it('reads papers, talks, teaching and a doctorate as an academic CV', async () => {
    const { kind } = await resume(academicCv());
    expect(kind.kind).toBe('academic-cv');
    expect(kind.label).toBe('an academic CV');
    expect(kind.evidence).toMatch(/publications.*a doctorate/);
    expect(kind.note).toMatch(/no page limit/);
  });

  it('reads a German CV as a CV in German, and a Chinese one as a Chinese resume', async () => {
    expect((await resume(germanCv())).kind).toMatchObject({
      kind: 'european-cv',
      label: 'a CV in German',
    });
    expect(chineseResume().kind).toMatchObject({ kind: 'east-asian', label: 'a Chinese resume' });
  });

  it('reads education first with a degree still expected as a student resume', async () => {
    const { kind } = await resume([
      'Priya Nair',
      heading('EDUCATION'),
      { text: 'B.S. Mechanical Engineering, Expected May 2026', right: 'GPA 3.8' },
      heading('EXPERIENCE'),
      { text: 'Engineering Intern, Hollis Pumps', right: 'Jun 2025 – Aug 2025' },
      bullet('Tested 12 impeller designs on the flow rig'),
    ]);
    expect(kind.kind).toBe('student');
  });

  it('keeps a professional record with a GPA a resume, not a student one', async () => {
    const { kind } = await resume([
      'Priya Nair',
      heading('EDUCATION'),
      { text: 'B.S. Mechanical Engineering, GPA 3.8', right: '2012 – 2016' },
      heading('EXPERIENCE'),
      ...['Hollis Pumps', 'Arden Valves', 'Coyle Hydraulics', 'Marsh Turbines'].flatMap(
        (company, i) => [
          { text: `Mechanical Engineer, ${company}`, right: `${2016 + 2 * i} – ${2018 + 2 * i}` },
          bullet('Designed pump housings for municipal water plants'),
        ],
      ),
    ]);
    expect(kind.kind).toBe('resume');
  });

  it('reads an illustrator with exhibitions as a creative resume; a plain one as a resume', async () => {
    const creative = await resume([
      'Lio Brandt',
      'Illustrator and visual artist · lio@brandt.studio',
      heading('EXHIBITIONS'),
      { text: 'Paper Animals, Kunsthalle Nord', right: '2023' },
      heading('EXPERIENCE'),
      { text: 'Freelance Illustrator', right: '2018 – Present' },
      bullet('Illustrated 14 picture books for three publishers'),
    ]);
    expect(creative.kind.kind).toBe('creative');
    const plain = await resume([
      'Sam Ortiz',
      heading('EXPERIENCE'),
      { text: 'Account Manager, Pellam Foods', right: '2019 – Present' },
      bullet('Grew regional sales 18% in two years'),
      heading('EDUCATION'),
      { text: 'B.A. Business, Ridgeway College', right: '2015 – 2019' },
    ]);
    expect(plain.kind).toMatchObject({ kind: 'resume', note: null });
  });

  it('tells the field from its vocabulary', () => {
    expect(fieldOf('Registered nurse caring for patients on a cardiac ward; medication, ICU')).toBe(
      'health',
    );
    expect(fieldOf('Taught maths to 28 pupils; lesson plans, classroom, curriculum')).toBe(
      'teaching',
    );
    expect(fieldOf('Reconciled the ledger, payroll and accounts payable for the audit')).toBe(
      'finance',
    );
    expect(fieldOf('Organised the office and the mail')).toBe('general');
  });
});
