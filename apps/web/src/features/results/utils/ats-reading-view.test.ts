import type { AtsReading, ReadField } from '@resumegrader/contract/ats-reading';
import { describe, expect, it } from 'vitest';
import { atsReadingView, readDate, readPeriod } from './ats-reading-view';

const read = (text: string, page = 0, warning?: string): ReadField => ({
  text,
  page,
  boxes: [[10, 10, 100, 20]],
  ...(warning ? { warning } : {}),
});

const reading: AtsReading = {
  name: read('Ada Lovelace'),
  headline: null,
  email: read('ada@example.com', 0, 'Read from a line shared with the phone number.'),
  phone: null,
  location: null,
  links: [read('github.com/ada')],
  summary: null,
  positions: [
    {
      title: read('Engineer'),
      employer: read('Analytical Engines'),
      location: null,
      dates: read('June 2021 – now'),
      startDate: '2021-06',
      endDate: 'present',
      bullets: [read('Wrote the first program', 1), read('Explained it', 1)],
    },
  ],
  education: [],
  skills: [read('Python'), read('C')],
  languages: [],
  certifications: [],
  sections: [
    { kind: 'contact', heading: null },
    { kind: 'experience', heading: read('Experience') },
  ],
  warnings: ['The page is laid out in two columns.'],
};

describe('readDate and readPeriod', () => {
  it('writes JSON Resume dates as a person does', () => {
    expect(readDate('2022-09')).toBe('Sep 2022');
    expect(readDate('2022')).toBe('2022');
    expect(readDate('present')).toBe('Present');
    expect(readPeriod('2021-06', 'present')).toBe('Jun 2021 – Present');
    expect(readPeriod(null, '2023-06')).toBe('Jun 2023');
    expect(readPeriod('2020', null)).toBe('From 2020');
    expect(readPeriod(null, null)).toBeNull();
  });
});

describe('atsReadingView', () => {
  const view = atsReadingView(reading);

  it('keeps every slot in reading order, a missing one as null', () => {
    expect(view.contact.map((entry) => [entry.label, entry.field?.field.text ?? null])).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Headline', null],
      ['Email', 'ada@example.com'],
      ['Phone', null],
      ['Location', null],
    ]);
    const [position] = view.positions;
    expect(position?.entries.map((entry) => entry.field?.field.text ?? null)).toEqual([
      'Engineer',
      'Analytical Engines',
      null,
      'June 2021 – now',
    ]);
    expect(position?.period).toBe('Jun 2021 – Present');
    expect(position?.bullets.map((bullet) => bullet.item.page)).toEqual([1, 1]);
    expect(view.sections.map((section) => [section.name, section.heading?.field.text])).toEqual([
      ['Contact', undefined],
      ['Experience', 'Experience'],
    ]);
  });

  it('boxes every field once, a field with a warning in the warning colour', () => {
    // name, email, link, title, employer, dates, two bullets, two skills, one heading
    expect(view.marks).toHaveLength(11);
    expect(new Set(view.marks.map((mark) => mark.itemId)).size).toBe(11);
    const email = view.contact[2]?.field?.item;
    expect(email).toMatchObject({ tone: 'yellow', body: reading.email?.warning });
    expect(view.marks.find((mark) => mark.itemId === email?.id)?.tone).toBe('yellow');
    expect(view.fieldWarningCount).toBe(1);
    expect(view.warnings).toEqual(reading.warnings);
  });
});
