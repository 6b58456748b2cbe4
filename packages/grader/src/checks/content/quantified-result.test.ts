import { describe, expect, it } from 'vitest';
import { quantifiedResults } from './quantified-result.ts';
import { bullet, heading, lineWith, resume, wrap } from '../../../test/resume-rows.ts';

describe('quantified-result', () => {
  it('flags a bullet without a number, boxing each of its lines', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp, Software Engineer 2020 – 2023',
      bullet('Rebuilt the onboarding flow for new customers and'),
      wrap('moved billing to the new payment provider'),
      bullet('Cut page load time by 40% for 2M users'),
    ]);
    const found = quantifiedResults(layout, kind);
    expect(found).toHaveLength(1);
    expect(found[0]?.title).toBe('No measurable result');
    expect(found[0]?.feedback).toMatch(
      /^'Rebuilt the onboarding flow for new customers and moved…' has no number/,
    );
    expect(found[0]?.rects).toEqual([
      lineWith(layout, 'Rebuilt the onboarding').rect,
      lineWith(layout, 'moved billing').rect,
    ]);
  });

  it('weighs the habit by its share of the statements, not by the boxes drawn', async () => {
    const bare = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        bullet(`Rebuilt the ${['search', 'billing', 'login'][i % 3]} service`),
      );
    const measured = (n: number) =>
      Array.from({ length: n }, (_, i) => bullet(`Cut page load time by ${10 + i}% for 2M users`));
    const units = async (rows: ReturnType<typeof bullet>[]) => {
      const { layout, kind } = await resume([
        heading('EXPERIENCE'),
        'Acme Corp 2020 – 2023',
        ...rows,
      ]);
      return quantifiedResults(layout, kind).reduce((n, f) => n + (f.units ?? 1), 0);
    };
    // Every statement bare: the full weight; one bare of four: a quarter of it.
    expect(await units(bare(3))).toBeCloseTo(6, 5);
    expect(await units([...bare(1), ...measured(3)])).toBeCloseTo(1.5, 5);
  });

  it('accepts digits, percentages, money and number words', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp 2020 – 2023',
      bullet('Raised $2M in seed funding'),
      bullet('Mentored three junior engineers'),
      bullet('Grew revenue by a third, doubling margins'),
      bullet('Served 10k daily users'),
    ]);
    expect(quantifiedResults(layout, kind)).toEqual([]);
  });

  it('marks the first five and counts the rest in the last message', async () => {
    const names = ['search', 'billing', 'login', 'reports', 'exports', 'alerts', 'imports'];
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp 2020 – 2023',
      ...names.map((n) => bullet(`Rebuilt the ${n} service`)),
    ]);
    const found = quantifiedResults(layout, kind);
    expect(found.map((f) => f.mistake)).toEqual(
      names.slice(0, 5).map((n) => `'Rebuilt the ${n} service'`),
    );
    expect(found[4]?.feedback).toContain('2 more bullets without a number are not marked.');
    expect(found[3]?.feedback).not.toContain('more bullets');
  });
});
