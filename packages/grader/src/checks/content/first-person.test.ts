import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../kind/document-kind.ts';
import { firstPerson } from './first-person.ts';
import { bullet, heading, resume, wordRect } from '../../../test/resume-rows.ts';

describe('first-person', () => {
  it('boxes each pronoun of a summary paragraph in one finding', async () => {
    const { layout, kind } = await resume([
      heading('SUMMARY'),
      'Backend engineer with 6 years in payments. I build reliable',
      'systems and my team ships weekly.',
      heading('EXPERIENCE'),
      'Acme Corp 2020 – 2023',
    ]);
    const [found, ...rest] = firstPerson(layout, conventionsOf(kind));
    expect(rest).toEqual([]);
    expect(found?.title).toBe('First-person pronoun');
    expect(found?.feedback).toContain("uses 'I', 'my'");
    const [i, my] = found?.rects ?? [];
    const iWord = wordRect(layout, 'I build', 'I');
    expect(i?.x0).toBeCloseTo(iWord.x0, 0);
    expect(i?.x1).toBeCloseTo(iWord.x1, 0);
    expect(my).toEqual(wordRect(layout, 'my team', 'my'));
  });

  it('suggests dropping a leading I', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp 2020 – 2023',
      bullet('I created the meme generator in PHP'),
    ]);
    expect(firstPerson(layout, conventionsOf(kind))[0]?.feedback).toContain(
      "e.g. 'Created the meme generator in PHP'",
    );
  });

  it('leaves roman numerals, I/O, I2C and degrees alone', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      'Software Development Engineer I, Netflix 2019 – 2021',
      bullet('Tuned disk I/O and I2C drivers for Phase I of the rollout'),
      bullet('Worked with the US team on ME coursework tools'),
    ]);
    expect(firstPerson(layout, conventionsOf(kind))).toEqual([]);
  });
});
