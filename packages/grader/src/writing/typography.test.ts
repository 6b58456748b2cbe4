import { describe, expect, it } from 'vitest';
import { contextOf, makePdf } from '../../test/pdf-builder.ts';
import { typographyFindings } from './typography.ts';

const found = async (...texts: string[]) =>
  typographyFindings(
    contextOf(await makePdf([texts.map((text, i) => ({ text, x: 50, y: 60 + i * 14 }))])),
  ).map((f) => [f.text, f.message]);

describe('punctuation', () => {
  it('finds a space before a comma and uneven separators', async () => {
    expect(await found('jane@fastmail.com , +1 512 804 3317')).toEqual([
      [',', 'A space before a comma: write the comma right after the word.'],
    ]);
    expect((await found('janedoe.com| github.com/jane')).map(([t]) => t)).toEqual(['|']);
  });

  it("finds a quote opened with ” and 'May.' before a year", async () => {
    expect((await found('Ran the ”Got Milk?” campaign in May. 2015')).map(([t]) => t)).toEqual([
      '”',
      'May.',
    ]);
  });

  it('corrects the degree’s apostrophe', async () => {
    expect(await found("Bachelors's Degree", 'Masters of Science')).toEqual([
      ["Bachelors's", "Write 'Bachelor's': the degree takes one apostrophe."],
      ['Masters of', "Write 'Master of' (the degree is singular)."],
    ]);
  });

  it('reports a slip once per line, however often the line repeats it', async () => {
    expect(await found('jane@fastmail.com , +1 512 804 3317 , Austin, TX')).toHaveLength(1);
  });

  it('leaves clean punctuation alone', async () => {
    expect(
      await found("jane@fastmail.com | +1 512 804 3317 | Master's degree, “Got Milk?” in May 2015"),
    ).toEqual([]);
  });
});
