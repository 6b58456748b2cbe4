import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../kind/document-kind.ts';
import { academicCv } from '../../../test/kind-fixtures.ts';
import { rectCovers } from '../../../test/pdf-builder.ts';
import { missingSections, notAResume } from './structure.ts';
import { bullet, heading, resume } from '../../../test/resume-rows.ts';

describe('not-a-resume', () => {
  it('fires for a letter with neither Experience nor Education, boxing its first line', async () => {
    const { layout } = await resume([
      { text: 'Jane Doe', bold: true, size: 18 },
      'Dear Hiring Manager,',
      'I am writing to apply for the Software Engineer position at your company.',
      'Sincerely, Jane',
    ]);
    const [found] = notAResume(layout);
    expect(found?.check).toBe('not-a-resume');
    expect(found?.feedback).toContain('does not look like a resume');
    expect(found?.feedback).toContain('no experience or education section');
    expect(rectCovers(layout, found?.rects[0] ?? { x0: 0, y0: 0, x1: 0, y1: 0 }, 'Jane Doe')).toBe(
      true,
    );
  });

  it('does not fire when either core section is there', async () => {
    const { layout } = await resume([
      'Jane Doe',
      heading('Education'),
      'State University 2016 – 2020',
    ]);
    expect(notAResume(layout)).toEqual([]);
  });

  it('never fires on dated entries under headings it does not know', async () => {
    const { layout } = await resume([
      'Jane Doe',
      heading('Wo ich gearbeitet habe'),
      'Acme Corp, Software Engineer 2020 – 2023',
      'Globex, Junior Developer 2018 – 2020',
    ]);
    expect(notAResume(layout)).toEqual([]);
  });

  it('recognises a heading styled only by its own row (no bold, same size)', async () => {
    const { layout } = await resume([
      'Jane Doe',
      'Experience',
      'Acme Corp, Software Engineer 2020 – 2023',
      bullet('Built the billing API for 3 teams'),
    ]);
    expect(notAResume(layout)).toEqual([]);
  });
});

describe('missing-section', () => {
  it('names each missing core section, pointing at the first heading', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      heading('EXPERIENCE'),
      'Acme Corp, Software Engineer 2020 – 2023',
      bullet('Built the billing API for 3 teams'),
      heading('PROJECTS'),
      'Billing dashboard for 3 teams',
      heading('AWARDS'),
      'Hackathon winner 2021',
    ]);
    const found = missingSections(layout, conventionsOf(kind));
    expect(found.map((f) => f.title)).toEqual([
      'Missing Education section',
      'Missing Skills section',
    ]);
    for (const f of found)
      expect(rectCovers(layout, f.rects[0] ?? { x0: 0, y0: 0, x1: 0, y1: 0 }, 'EXPERIENCE')).toBe(
        true,
      );
  });

  it.each(['SKILLS & AWARDS', 'CERTIFICATIONS AND SKILLS'])(
    'counts a compound title such as "%s" as Skills, whichever it names first',
    async (title) => {
      const { layout, kind } = await resume([
        'Jane Doe',
        heading('EXPERIENCE'),
        'Acme Corp 2020 – 2023',
        heading('EDUCATION'),
        'State University 2016 – 2020',
        heading(title),
        'TypeScript, Go, SQL',
      ]);
      expect(missingSections(layout, conventionsOf(kind)).map((f) => f.title)).toEqual([]);
    },
  );

  it('says nothing while too few headings are read to know the structure', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      heading('EXPERIENCE'),
      'Acme Corp, Software Engineer 2020 – 2023',
      bullet('Built the billing API for 3 teams'),
      heading('WO ICH STUDIERT HABE'),
      'Universität Wien 2014 – 2018',
    ]);
    expect(missingSections(layout, conventionsOf(kind))).toEqual([]);
  });

  it('asks an academic CV for no Skills section', async () => {
    const { layout, kind } = await resume(academicCv());
    expect(kind.kind).toBe('academic-cv');
    expect(missingSections(layout, conventionsOf(kind))).toEqual([]);
  });
});
