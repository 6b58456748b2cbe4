import { describe, expect, it } from 'vitest';
import { dateRanges, dateTail, findDates } from './dates.ts';

const styles = (text: string) => findDates(text).map((d) => [d.text, d.style, d.monthForm]);

describe('findDates', () => {
  it('names the format of each month-and-year date', () => {
    expect(styles('Jan 2020 – 01/2021 · January 2022 · 2023-04 · 05.2024 · 2019.03')).toEqual([
      ['Jan 2020', 'month-name', 'abbreviated'],
      ['01/2021', 'MM/YYYY', null],
      ['January 2022', 'month-name', 'full'],
      ['2023-04', 'YYYY-MM', null],
      ['05.2024', 'MM.YYYY', null],
      ['2019.03', 'YYYY.MM', null],
    ]);
  });

  it('treats short month names as both forms, and reads other languages', () => {
    expect(styles('June 2020 – Sept. 2021')).toEqual([
      ['June 2020', 'month-name', null],
      ['Sept. 2021', 'month-name', 'abbreviated'],
    ]);
    expect(styles('enero de 2020, März 2019, setembro 2018')).toEqual([
      ['enero de 2020', 'month-name', 'full'],
      ['März 2019', 'month-name', null],
      ['setembro 2018', 'month-name', 'full'],
    ]);
  });

  it('ignores numbers that only look like dates, and full dates with a day', () => {
    expect(findDates('Call 555-2012, version 1.10.32, 15/03/2020 and 21st January 2015')).toEqual([
      expect.objectContaining({ text: '15/03/2020', style: 'DD/MM/YYYY' }),
    ]);
    expect(findDates('Led 2012 projects across 20 teams')).toEqual([]);
  });
});

describe('dateTail', () => {
  it('finds the dates closing an entry line', () => {
    expect(dateTail('Jan 2020 – Present')).toEqual({ start: 0, end: 18, standalone: true });
    expect(dateTail('2018 – 2022')).toEqual({ start: 0, end: 11, standalone: true });
    expect(dateTail('2017 –')).toEqual({ start: 0, end: 6, standalone: true });
    const title = 'Engineer, Acme, July 2016 – Present';
    expect(dateTail(title)).toEqual({
      start: title.indexOf('July'),
      end: title.length,
      standalone: false,
    });
  });

  it('passes over lone dates ending a sentence and lines without dates', () => {
    expect(dateTail('Master student, expected March 2016')).toBeNull();
    expect(dateTail('Master, Stanford, 2018')).toBeNull();
    expect(dateTail('Present')).toBeNull();
    expect(dateTail('Built a search service')).toBeNull();
  });
});

describe('dateRanges', () => {
  it('finds ranges anywhere on a line, with what joins their ends', () => {
    const joiners = (text: string) =>
      dateRanges(text).map((r) => [text.slice(r.start, r.end), r.joiner]);
    expect(joiners('Jan 2015 - Present | New York, NY')).toEqual([['Jan 2015 - Present', '-']]);
    expect(joiners('2016–2018 MBA; Sept. 2018 to May 2023')).toEqual([
      ['2016–2018', '–'],
      ['Sept. 2018 to May 2023', 'to'],
    ]);
    expect(joiners('2020-01 — 2021-03')).toEqual([['2020-01 — 2021-03', '—']]);
    expect(joiners('May 2014 | Ithaca, NY and 2019, 2020 awards')).toEqual([]);
  });
});
