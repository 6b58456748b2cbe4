import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../kind/document-kind.ts';
import { rectCovers } from '../../../test/pdf-builder.ts';
import { personalDataFindings } from './personal-data.ts';
import { heading, resume } from '../../../test/resume-rows.ts';

const body = [heading('EXPERIENCE'), 'Acme Corp, Engineer 2020 – 2023', heading('EDUCATION')];

describe('personal data', () => {
  it('boxes a labelled birth date, marital status, nationality and ID number, each once', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      'jane@fastmail.com | Austin, TX',
      ...body,
      heading('PERSONAL DETAILS'),
      'Date of birth: 26 November 1990',
      'Nationality: Brazilian',
      'Marital status: married',
      'Passport No. FA1234567',
    ]);
    const found = personalDataFindings(layout, conventionsOf(kind));
    expect(found.map((f) => f.mistake)).toEqual([
      "'Date of birth: 26 November 1990'",
      "'Nationality:'",
      "'Marital status:'",
      "'Passport No. FA1234567'",
    ]);
    const [birth] = found;
    expect(birth?.check).toBe('personal-data');
    expect(
      rectCovers(layout, birth?.rects[0] ?? { x0: 0, y0: 0, x1: 0, y1: 0 }, 'Date of birth'),
    ).toBe(true);
    expect(birth?.feedback).toMatch(/^Leave out your date of birth: .*bias/);
  });

  it('reads labels in other languages and a bare full date in the contact block', async () => {
    const spanish = await resume(['Ana López', 'Fecha de nacimiento: 3 de mayo de 1991', ...body]);
    expect(
      personalDataFindings(spanish.layout, conventionsOf(spanish.kind)).map((f) => f.mistake),
    ).toEqual(["'Fecha de nacimiento: 3 de mayo de 1991'"]);
    const icon = await resume(['Alice Liddell', '26 November 1865', 'alice@mail.com', ...body]);
    expect(
      personalDataFindings(icon.layout, conventionsOf(icon.kind)).map((f) => f.mistake),
    ).toEqual(["'26 November 1865'"]);
  });

  it('flags a street address down to the apartment, with advice of its own', async () => {
    const { layout, kind } = await resume([
      'Justin Time',
      '129 W 81st Street, Apt 5A, New York, NY',
      ...body,
    ]);
    const [found] = personalDataFindings(layout, conventionsOf(kind));
    expect(found?.mistake).toBe("'129 W 81st Street, Apt 5A'");
    expect(found?.feedback).toMatch(/^Give your city and region only/);
  });

  it('leaves clean resumes alone: entry dates, citizenship for clearance, words like "single"', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      'Austin, TX | US Citizen | jane@fastmail.com',
      heading('EXPERIENCE'),
      'Acme Corp, Engineer Jan 2020 – Mar 2023',
      'Built a single sign-on service used by 40 teams; updated 3 APIs in 2021',
      'Married the billing and ledger models into one schema',
      heading('EDUCATION'),
      'B.Sc. Computer Science, State College 2016 – 2020',
    ]);
    expect(personalDataFindings(layout, conventionsOf(kind))).toEqual([]);
  });
});
