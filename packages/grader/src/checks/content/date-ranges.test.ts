import { describe, expect, it } from 'vitest';
import { type DateMention, datesIn, hasDate, moreRecent } from './date-ranges.ts';

const only = (text: string): DateMention => {
  const found = datesIn(text);
  expect(found, text).toHaveLength(1);
  return found[0] as DateMention;
};

describe('datesIn', () => {
  it.each([
    ['June 2022 – Sept. 2022', { year: 2022, month: 6 }, { year: 2022, month: 9 }],
    ['Jun 2020 - Present', { year: 2020, month: 6 }, 'present'],
    ['2019–2021', { year: 2019, month: null }, { year: 2021, month: null }],
    ['03/2020 - 05/2021', { year: 2020, month: 3 }, { year: 2021, month: 5 }],
    ['Jan 2023 - current', { year: 2023, month: 1 }, 'present'],
    ['2018 to now', { year: 2018, month: null }, 'present'],
    ['January 2019 to Present', { year: 2019, month: 1 }, 'present'],
    ['Sep. 2023 \u00ad Mar. 2024', { year: 2023, month: 9 }, { year: 2024, month: 3 }],
    ['junio de 2020 – actualidad', { year: 2020, month: 6 }, 'present'],
    ['März 2019 – heute', { year: 2019, month: 3 }, 'present'],
    ['set. 2018 – atual', { year: 2018, month: 9 }, 'present'],
    ['settembre 2000 - febbraio 2002', { year: 2000, month: 9 }, { year: 2002, month: 2 }],
    ['gennaio 2005 - attuale', { year: 2005, month: 1 }, 'present'],
    ['janvier 2019 – décembre 2021', { year: 2019, month: 1 }, { year: 2021, month: 12 }],
    ['maart 2017 - augustus 2019', { year: 2017, month: 3 }, { year: 2019, month: 8 }],
    ['since 2019', { year: 2019, month: null }, 'present'],
    ['1899 - 1935', { year: 1899, month: null }, { year: 1935, month: null }],
  ])('reads %s', (text, start, end) => {
    const d = only(text);
    expect(d.start).toEqual(start);
    expect(d.end).toEqual(end);
    expect(text.slice(d.index, d.index + d.length).trim()).toBe(text.replace(/^since /, ''));
  });

  it('finds a date inside a line with its position', () => {
    const text = 'Viasat Inc. | Carlsbad, CA | May 2021 – Dec 2021';
    const d = only(text);
    expect(text.slice(d.index, d.index + d.length)).toBe('May 2021 – Dec 2021');
  });

  it('reads single dates, with or without a day', () => {
    expect(only('Expected June 2023')).toMatchObject({
      start: { year: 2023, month: 6 },
      end: null,
    });
    expect(only('Updated February 10, 2026').start).toEqual({ year: 2026, month: 2 });
    expect(only('2019年5月').start).toEqual({ year: 2019, month: null });
  });

  it('ignores numbers that are not dates and a bare Present', () => {
    for (const text of [
      'GPA 3.59',
      'over 1500s users',
      'v2019a build',
      '52 out of 2500',
      'Present',
      'may 5',
    ]) {
      expect(datesIn(text), text).toEqual([]);
    }
  });

  it('treats Chinese date marks as dates even when a font drops the digits', () => {
    expect(hasDate('年 – 年')).toBe(true);
    expect(hasDate('Present')).toBe(false);
  });
});

describe('moreRecent', () => {
  const d = (text: string) => only(text);

  it('is true only when a range both starts and ends later', () => {
    expect(moreRecent(d('Jan 2021 – Present'), d('Jun 2018 – Dec 2020'))).toBe(true);
    expect(moreRecent(d('Jun 2018 – Dec 2020'), d('Jan 2021 – Present'))).toBe(false);
  });

  it('accepts nested ranges and two ongoing roles', () => {
    expect(moreRecent(d('2018 – Present'), d('2015 – Present'))).toBe(false);
    expect(moreRecent(d('Mar 2019 – Jun 2019'), d('2018 – 2020'))).toBe(false);
  });

  it('compares by year when one side has no month', () => {
    expect(moreRecent(d('Mar 2019'), d('2019'))).toBe(false);
    expect(moreRecent(d('2020'), d('Dec 2019'))).toBe(true);
  });
});
