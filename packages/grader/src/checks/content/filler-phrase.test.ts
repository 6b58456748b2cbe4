import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../kind/document-kind.ts';
import { vagueWording } from './filler-phrase.ts';
import {
  bullet,
  heading,
  lineWith,
  resume,
  within,
  wordRect,
  wrap,
} from '../../../test/resume-rows.ts';

describe('filler-phrase', () => {
  it('boxes each vague phrase with advice for that phrase', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp 2020 – 2023',
      bullet('Worked on various services in order to cut costs by 10%'),
    ]);
    const found = vagueWording(layout, conventionsOf(kind));
    expect(found.map((f) => f.feedback.match(/: '([^']+)' is vague/)?.[1])).toEqual([
      'various',
      'in order to',
    ]);
    expect(found[0]?.rects).toHaveLength(1);
    expect(
      within(
        wordRect(layout, 'various', 'various'),
        found[0]?.rects[0] ?? { x0: 0, y0: 0, x1: 0, y1: 0 },
      ),
    ).toBe(true);
    expect(found[1]?.feedback).toContain("write 'to'");
  });

  it('follows a phrase onto the next line, one box per line', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp 2020 – 2023',
      bullet('Rewrote the billing service for a number'),
      wrap('of enterprise customers, 12 in all'),
    ]);
    const [found] = vagueWording(layout, conventionsOf(kind));
    expect(found?.mistake).toContain('a number of');
    expect(found?.rects).toHaveLength(2);
    expect(found?.rects[1]?.y0).toBeCloseTo(lineWith(layout, 'of enterprise').rect.y0, 0);
  });

  it('reads the summary and skills, and leaves the clichés to the writing check', async () => {
    const { layout, kind } = await resume([
      heading('SUMMARY'),
      'Results-driven engineer, basically a passionate go-getter.',
      heading('SKILLS'),
      'Python, Go, SQL, etc.',
    ]);
    expect(
      vagueWording(layout, conventionsOf(kind)).map(
        (f) => f.feedback.match(/: '([^']+)' is vague/)?.[1],
      ),
    ).toEqual(['Results-driven', 'basically', 'etc.']);
  });
});
