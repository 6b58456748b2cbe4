import type { AtsReading } from '@resumegrader/contract/ats-reading';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../read-document.ts';
import { corpusDir, readPdf } from '../../test/shared-files.ts';

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
