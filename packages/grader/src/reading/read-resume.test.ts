import type { AtsReading } from '@resumegrader/contract/ats-reading';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../read-document.ts';
import { widthOf } from '../../test/clean-resume.ts';
import { makePdf, type TextLine } from '../../test/pdf-builder.ts';
import { corpusDir, readPdf } from '../../test/shared-files.ts';
import { toJsonResume } from './json-resume.ts';

const read = (file: string): AtsReading => readDocument(readPdf(corpusDir, file)).reading;

/** Title, employer, start and end of each role, as a person reads them on the page. */
const roles = (reading: AtsReading) =>
  reading.positions.map((p) => [p.title?.text, p.employer?.text, p.startDate, p.endDate]);

describe('the ATS reading of single-column resumes', () => {
  it('reads a role line with the dates beside it and the place below (Jake’s Resume)', () => {
    const reading = read('01-jakes-resume.pdf');
    expect(reading.name?.text).toBe('Andrew Fantino');
    expect(reading.email?.text).toBe('Andrew.Fantino.951@gmail.com');
    expect(reading.phone?.text).toBe('(951) 355-8530');
    expect(roles(reading)).toEqual([
      ['Software Engineer Intern', 'Viasat Inc.', '2022-06', '2022-09'],
      ['Electrical Engineer Intern', 'Ocean Aero Inc.', '2021-06', '2021-12'],
      ['GSOC Ops Intern', 'Qualcomm Inc.', '2020-06', '2020-09'],
    ]);
    expect(reading.positions.map((p) => p.location?.text)).toEqual([
      'Carlsbad, CA',
      'San Diego, CA',
      'San Diego, CA',
    ]);
    expect(reading.education[0]?.institution?.text).toBe('University of California Los Angeles');
    expect(reading.skills.map((s) => s.text)).toEqual(
      expect.arrayContaining(['C++', 'Python', 'Java', 'SystemVerilog']),
    );
  });

  it('reads roles without bullets, dated above, in one paragraph each (Resume-Matcher PM)', () => {
    const reading = read('10-rm-alfred-pennyworth.pdf');
    expect(reading.name?.text).toBe('Alfred Pennyworth');
    expect(reading.headline?.text).toBe('Product Manager');
    expect(roles(reading)).toEqual([
      ['Product Manager', 'Google', '2017', 'present'],
      ['Software Development Engineer III', 'Amazon', '2012', '2017'],
      ['Software Development Engineer II', 'Apple', '2007', '2012'],
      ['Software Development Engineer I', 'Netflix', '2002', '2007'],
      ['Software Development Engineer I', 'Facebook', '1999', '2002'],
    ]);
    // '2017 –' and 'Present' are printed on two lines: read as one range, with a warning.
    expect(reading.positions[0]?.dates?.warning).toMatch(/two lines/u);
    expect(reading.positions.every((p) => p.bullets.length === 1)).toBe(true);
    expect(reading.education.map((e) => [e.institution?.text, e.degree?.text])).toEqual([
      ['Stanford University', 'Master of Business Administration'],
      ['Massachusetts Institute of Technology', 'Master of Science in Computer Science'],
      ['University of California', 'Bachelor of Science in Computer Science'],
    ]);
    // A skill wrapped over two lines ('Project' / 'management') stays one item.
    expect(reading.skills.map((s) => s.text)).toContain('Project management');
  });

  it('reads "Title, Company, City, Country" headings and ongoing roles', () => {
    const reading = read('12-rm-john-doe.pdf');
    expect(roles(reading)).toEqual([
      ['Full Stack Java Developer', 'ABC Company, Inc.', '2018-06', 'present'],
      ['Software Developer', 'XYZ Solutions', '2016-07', '2018-06'],
    ]);
    expect(reading.positions.map((p) => p.bullets.length)).toEqual([6, 5]);
    expect(reading.education[0]?.degree?.text).toBe('Bachelor of Science in Computer Science');
    expect(reading.certifications.map((c) => c.text)).toContain('Certified Angular Developer');
    // A list item with commas inside brackets stays whole.
    expect(reading.skills.map((s) => s.text)).toContain('SQL and NoSQL databases (MySQL, MongoDB)');
  });

  it('reads a modern template’s headline, links and roles', () => {
    const reading = read('13-rm-chrome-modern-1col.pdf');
    expect(reading.headline?.text).toBe('SENIOR SOFTWARE ENGINEER');
    expect(reading.location?.text).toBe('San Francisco, CA');
    expect(reading.links.map((l) => l.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/linkedin\.com/u)]),
    );
    expect(roles(reading)).toEqual([
      ['Senior Software Engineer', 'Stripe', '2023-01', 'present'],
      ['Software Engineer', 'Figma', '2021-06', '2022-12'],
      ['Software Engineer', 'Notion', '2019-07', '2021-05'],
    ]);
    expect(reading.warnings).toEqual([]);
  });

  it('reads "Company, Title" headings, durations left out (RenderCV)', () => {
    const reading = read('18-rendercv-classic.pdf');
    expect(roles(reading)).toEqual([
      ['Co-Founder & CTO', 'Nexus AI', '2023-06', 'present'],
      ['Research Intern', 'NVIDIA Research', '2022-05', '2022-08'],
      ['Research Intern', 'Google DeepMind', '2021-05', '2021-08'],
      ['Research Intern', 'Apple ML Research', '2020-05', '2020-08'],
      ['Research Intern', 'Microsoft Research', '2019-05', '2019-08'],
    ]);
    expect(reading.education.map((e) => [e.institution?.text, e.degree?.text])).toEqual([
      ['Princeton University', 'PhD'],
      ['Boğaziçi University', 'BS'],
    ]);
  });
});

describe('what the reader is unsure of', () => {
  it('warns of every two-column page and of each field set in a column', () => {
    const reading = read('14-rm-chrome-2col.pdf');
    expect(reading.warnings).toEqual([expect.stringMatching(/^Page 1: .*two columns/u)]);
    expect(reading.positions[0]?.title?.warning).toMatch(/two columns/u);
  });

  it('marks a heading it filed by its wording, not by a known title', () => {
    const guessed = read('18-rendercv-classic.pdf').sections.filter((s) =>
      s.heading?.warning?.startsWith('Not a standard heading'),
    );
    expect(guessed.length).toBeGreaterThan(0);
  });
});

describe('boxes', () => {
  it('puts every field inside its page image', () => {
    const { reading, frames } = readDocument(readPdf(corpusDir, '10-rm-alfred-pennyworth.pdf'));
    const fields = [
      reading.name,
      reading.email,
      ...reading.positions.flatMap((p) => [p.title, p.employer, p.dates, ...p.bullets]),
      ...reading.skills,
    ].filter((f) => f !== null && f !== undefined);
    expect(fields.length).toBeGreaterThan(20);
    for (const field of fields) {
      const frame = frames[field.page];
      expect(frame).toBeDefined();
      expect(field.boxes.length).toBeGreaterThan(0);
      for (const [x1, y1, x2, y2] of field.boxes) {
        expect(0 <= x1 && x1 < x2 && x2 <= (frame?.width ?? 0)).toBe(true);
        expect(0 <= y1 && y1 < y2 && y2 <= (frame?.height ?? 0)).toBe(true);
      }
    }
  });
});

/** A generated resume's row: its text at the left, and what sits at the right margin. */
type Row = string | { text: string; x?: number; right?: string; bold?: boolean; size?: number };

const margin = { left: 50, right: 545 };
const heading = (text: string): Row => ({ text, bold: true, size: 12 });
/** A bullet point; `indent` moves its glyph right of the list's (a nudged first line). */
const bullet = (text: string, indent = 0): Row => ({ text: `• ${text}`, x: 60 + indent });
/** A bullet's wrapped line, at the list's text edge (the hanging indent). */
const wrap = (text: string): Row => ({ text, x: 60 + widthOf('• ') });

/** The reading of a one-page resume generated from rows 14 pt apart (A4, Helvetica). */
async function readRows(rows: Row[]): Promise<AtsReading> {
  const lines = rows.flatMap((row, i): TextLine[] => {
    const { text, x, right, bold, size = 10 } = typeof row === 'string' ? { text: row } : row;
    const y = 74 + i * 14;
    const left: TextLine = { text, x: x ?? margin.left, y, size, font: bold ? 'bold' : 'regular' };
    if (!right) return [left];
    return [left, { text: right, x: margin.right - widthOf(right, size), y, size }];
  });
  return readDocument(await makePdf([lines])).reading;
}

const nameAndContact: Row[] = [
  { text: 'Maria Lopez', bold: true, size: 20 },
  'maria.lopez@example.com | (216) 555-0100 | Cleveland, OH',
];

describe('the ATS reading of generated resumes', () => {
  it('reads the employer on the next line, not the unit beside the title', async () => {
    const reading = await readRows([
      ...nameAndContact,
      heading('EXPERIENCE'),
      { text: 'Registered Nurse, Cardiac Step-Down Unit', bold: true, right: 'Jun 2019 – Present' },
      'Cleveland Clinic · Cleveland, OH',
      bullet('Monitored telemetry for 6 patients per shift'),
      { text: 'Staff Nurse | Emergency Department', bold: true, right: 'Jan 2016 – May 2019' },
      'MetroHealth Medical Center · Cleveland, OH',
      bullet('Triaged 40 patients a shift'),
    ]);
    expect(
      reading.positions.map((p) => [p.title?.text, p.employer?.text, p.location?.text]),
    ).toEqual([
      ['Registered Nurse', 'Cleveland Clinic', 'Cleveland, OH'],
      ['Staff Nurse', 'MetroHealth Medical Center', 'Cleveland, OH'],
    ]);
  });

  it('reads schools and certificates as Europe names them', async () => {
    const reading = await readRows([
      ...nameAndContact,
      heading('EDUCATION'),
      { text: 'Istituto Magistrale Maria Montessori', bold: true, right: '1988 – 1993' },
      'Diploma magistrale',
      { text: 'Lycée Victor Hugo', bold: true, right: '2019 – 2022' },
      'Baccalauréat général, mention bien',
      { text: 'Berufsschule Wels', bold: true, right: '2006 – 2010' },
      'Lehre zum Mechatroniker',
    ]);
    expect(
      reading.education.map((e) => [e.institution?.text, e.degree?.text, e.startDate, e.endDate]),
    ).toEqual([
      ['Istituto Magistrale Maria Montessori', 'Diploma magistrale', '1988', '1993'],
      ['Lycée Victor Hugo', 'Baccalauréat général, mention bien', '2019', '2022'],
      ['Berufsschule Wels', 'Lehre zum Mechatroniker', '2006', '2010'],
    ]);
  });

  it('tells title from employer when the title has no title word', async () => {
    const reading = await readRows([
      ...nameAndContact,
      heading('EXPERIENCE'),
      { text: 'Hand Model', bold: true, right: 'Jan 2021 – Present' },
      'Play Now, Inc.',
      bullet('Modelled for 12 print campaigns'),
      { text: 'Datenanalyst @BetaSoft Technologies', bold: true, right: '2019 – 2020' },
      bullet('Analysierte Verkaufsdaten mit SQL'),
      { text: 'Professional Frogger Competitor', bold: true, right: '2016 – 2018' },
      'New York City Arcade League',
      bullet('Ranked third of 80 players'),
    ]);
    expect(roles(reading)).toEqual([
      ['Hand Model', 'Play Now, Inc.', '2021-01', 'present'],
      ['Datenanalyst', 'BetaSoft Technologies', '2019', '2020'],
      ['Professional Frogger Competitor', 'New York City Arcade League', '2016', '2018'],
    ]);
    const digits = await readRows([
      ...nameAndContact,
      heading('EXPERIENCE'),
      { text: 'Process Engineer @ 3M', bold: true, right: '2019 – 2020' },
      bullet('Cut scrap by 12% on two lines'),
    ]);
    expect(roles(digits)).toEqual([['Process Engineer', '3M', '2019', '2020']]);
  });

  it('keeps reading employers and titles in their usual layouts', async () => {
    const reading = await readRows([
      ...nameAndContact,
      heading('EXPERIENCE'),
      { text: 'Software Engineer', bold: true, right: 'Jan 2022 – Present' },
      'Acme Corp · Austin, TX',
      bullet('Shipped a billing service used by 900 merchants'),
      { text: 'Globex', bold: true, right: 'Austin, TX' },
      { text: 'Data Analyst', right: 'Mar 2020 – Dec 2021' },
      bullet('Built dashboards read by 40 managers'),
      { text: 'Support Engineer at Initech', bold: true, right: 'Jan 2019 – Feb 2020' },
      bullet('Answered 30 tickets a day'),
      { text: 'Hooli | QA Tester', bold: true, right: 'Jun 2018 – Dec 2018' },
      bullet('Wrote 200 test cases'),
      { text: 'Product Manager, Stark Industries', bold: true, right: 'Jan 2017 – May 2018' },
      bullet('Launched two products'),
    ]);
    expect(roles(reading)).toEqual([
      ['Software Engineer', 'Acme Corp', '2022-01', 'present'],
      ['Data Analyst', 'Globex', '2020-03', '2021-12'],
      ['Support Engineer', 'Initech', '2019-01', '2020-02'],
      ['QA Tester', 'Hooli', '2018-06', '2018-12'],
      ['Product Manager', 'Stark Industries', '2017-01', '2018-05'],
    ]);
  });

  it('keeps a bullet indented a few points more than its siblings with its own job', async () => {
    const reading = await readRows([
      ...nameAndContact,
      heading('EXPERIENCE'),
      { text: 'Staff Nurse', bold: true, right: 'Jun 2019 – Present' },
      'Acme Hospital',
      bullet('Triaged 40 patients a shift in a level II trauma centre'),
      bullet('Cut patient falls by 30% in a year across three wards', 4),
      wrap('with hourly rounding and bed alarms'),
      bullet('Precepted 6 new graduate nurses'),
      { text: 'Charge Nurse', bold: true, right: 'Jan 2016 – May 2019' },
      'Beta Hospital',
      bullet('Ran a 24-bed medical floor with 8 nurses per shift'),
      bullet('Led the unit through a Joint Commission survey with no', 3),
      wrap('findings'),
      { text: 'Nurse Intern', bold: true, right: 'Jan 2015 – Dec 2015' },
      'Gamma Hospital',
      bullet('Assisted in 200 admissions'),
    ]);
    expect(reading.positions.map((p) => [p.employer?.text, p.bullets.map((b) => b.text)])).toEqual([
      [
        'Acme Hospital',
        [
          'Triaged 40 patients a shift in a level II trauma centre',
          'Cut patient falls by 30% in a year across three wards with hourly rounding and bed alarms',
          'Precepted 6 new graduate nurses',
        ],
      ],
      [
        'Beta Hospital',
        [
          'Ran a 24-bed medical floor with 8 nurses per shift',
          'Led the unit through a Joint Commission survey with no findings',
        ],
      ],
      ['Gamma Hospital', ['Assisted in 200 admissions']],
    ]);
  });

  it('joins a link or an email wrapped over two lines', async () => {
    const reading = await readRows([
      { text: 'Maria Lopez', bold: true, size: 20 },
      '(216) 555-0100 | Cleveland, OH | https://linkedin.com/',
      'in/maria-lopez-123 | maria.lopez@',
      'clevelandmail.com',
      heading('EXPERIENCE'),
      { text: 'Registered Nurse, Cleveland Clinic', bold: true, right: 'Jun 2019 – Present' },
      bullet('Monitored telemetry for 6 patients per shift'),
    ]);
    expect(reading.links.map((l) => l.text)).toEqual(['https://linkedin.com/in/maria-lopez-123']);
    expect(reading.links[0]?.boxes).toHaveLength(2);
    expect(reading.email?.text).toBe('maria.lopez@clevelandmail.com');
    const basics = toJsonResume(reading).basics;
    expect(basics.email).toBe('maria.lopez@clevelandmail.com');
    expect(basics.profiles).toEqual([
      {
        network: 'LinkedIn',
        url: 'https://linkedin.com/in/maria-lopez-123',
        username: 'maria-lopez-123',
      },
    ]);

    const splitAtDot = await readRows([
      { text: 'Maria Lopez', bold: true, size: 20 },
      'Cleveland, OH | (216) 555-0100 | maria.',
      'lopez@example.com | github.com/maria-',
      'lopez',
    ]);
    expect(splitAtDot.email?.text).toBe('maria.lopez@example.com');
    expect(splitAtDot.links.map((l) => l.text)).toEqual(['github.com/maria-lopez']);

    // Addresses stacked one a line are several, not one wrapped.
    const stacked = await readRows([
      { text: 'Maria Lopez', bold: true, size: 20 },
      'Cleveland, OH | github.com/maria-lopez/',
      'linkedin.com/in/maria-lopez',
      'https://marialopez.dev/',
      'maria.lopez@example.com',
    ]);
    expect(stacked.email?.text).toBe('maria.lopez@example.com');
    expect(stacked.links.map((l) => l.text)).toEqual([
      'github.com/maria-lopez/',
      'linkedin.com/in/maria-lopez',
      'https://marialopez.dev/',
    ]);
  });

  const wordings: [string, string[]][] = [
    ['Bilingual: English and Spanish', ['English', 'Spanish']],
    ['Fluent in French and German', ['French', 'German']],
    [
      'Languages: English (native), Spanish (professional)',
      ['English (native)', 'Spanish (professional)'],
    ],
    ['Spanish — conversational', ['Spanish — conversational']],
  ];
  const placements: [string, (line: string) => Row[]][] = [
    ['a Languages section', (line) => [heading('LANGUAGES'), line]],
    ['a Skills section', (line) => [heading('SKILLS'), 'Clinical: Telemetry, ACLS, BLS', line]],
    ['a Summary', (line) => [heading('SUMMARY'), 'Cardiac nurse with 8 years of care.', line]],
  ];
  it.each(placements)('reads a languages line in any common wording in %s', async (_, place) => {
    for (const [line, languages] of wordings) {
      const reading = await readRows([
        ...nameAndContact,
        ...place(line),
        heading('EXPERIENCE'),
        { text: 'Registered Nurse, Cleveland Clinic', bold: true, right: 'Jun 2019 – Present' },
        bullet('Monitored telemetry for 6 patients per shift'),
      ]);
      expect(
        reading.languages.map((l) => l.text),
        line,
      ).toEqual(languages);
      expect(
        reading.skills.map((s) => s.text),
        line,
      ).not.toContain(languages[0]);
    }
  });

  it('exports the languages with their levels', async () => {
    const reading = await readRows([
      ...nameAndContact,
      heading('SKILLS'),
      'Languages: English (native), Spanish — conversational',
    ]);
    expect(toJsonResume(reading).languages).toEqual([
      { language: 'English', fluency: 'native' },
      { language: 'Spanish', fluency: 'conversational' },
    ]);
  });

  it('rejoins words hyphenated at a line end, keeping a compound’s hyphen', async () => {
    const reading = await readRows([
      ...nameAndContact,
      heading('EXPERIENCE'),
      { text: 'Registered Nurse, Cleveland Clinic', bold: true, right: 'Jun 2019 – Present' },
      bullet('Monitored telemetry for 6 post-'),
      wrap('CABG patients per shift'),
      bullet('Led the change manage-'),
      wrap('ment of 40 nurses during a COVID-'),
      wrap('19 surge'),
      bullet('Ran a well-'),
      wrap('known falls audit'),
    ]);
    expect(reading.positions[0]?.bullets.map((b) => b.text)).toEqual([
      'Monitored telemetry for 6 post-CABG patients per shift',
      'Led the change management of 40 nurses during a COVID-19 surge',
      'Ran a well-known falls audit',
    ]);
  });
});
