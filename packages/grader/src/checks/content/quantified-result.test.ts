import { describe, expect, it } from 'vitest';
import { quantifiedResults } from './quantified-result.ts';
import { bullet, heading, lineWith, resume, wrap } from '../../../test/resume-rows.ts';

describe('quantified-result', () => {
  it('flags a claimed gain without its figure, boxing each of its lines', async () => {
    const { layout, kind, roles } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp, Software Engineer 2020 – 2023',
      bullet('Rebuilt the onboarding flow for new customers and'),
      wrap('improved conversion on the payment page'),
      bullet('Moved billing to the new payment provider'),
      bullet('Cut page load time by 40% for 2M users'),
    ]);
    const found = quantifiedResults(layout, kind, roles);
    // A plain duty without a number is not marked on its own: a gain claimed without one is.
    expect(found).toHaveLength(1);
    expect(found[0]?.title).toBe('Result without a figure');
    expect(found[0]?.feedback).toMatch(
      /^'Rebuilt the onboarding flow for new customers and improved…' claims a gain but gives no figure/,
    );
    expect(found[0]?.rects).toEqual([
      lineWith(layout, 'Rebuilt the onboarding').rect,
      lineWith(layout, 'improved conversion').rect,
    ]);
  });

  it('names a record of statements without numbers once, weighed by its share', async () => {
    const bare = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        bullet(`Rebuilt the ${['search', 'billing', 'login'][i % 3]} service`),
      );
    const measured = (n: number) =>
      Array.from({ length: n }, (_, i) => bullet(`Cut page load time by ${10 + i}% for 2M users`));
    const found = async (rows: ReturnType<typeof bullet>[]) => {
      const { layout, kind, roles } = await resume([
        heading('EXPERIENCE'),
        'Acme Corp 2020 – 2023',
        ...rows,
      ]);
      return quantifiedResults(layout, kind, roles);
    };
    const all = await found(bare(4));
    expect(all.map((f) => f.title)).toEqual(['Few measurable results']);
    expect(all[0]?.mistake).toMatch(/^4 of 4 statements give no number/);
    expect(all[0]?.units).toBeCloseTo(6, 5);
    expect((await found([...bare(4), ...measured(1)]))[0]?.units).toBeCloseTo(4.8, 5);
    // Mostly measured: a strong record, nothing to say.
    expect(await found([...bare(1), ...measured(3)])).toEqual([]);
  });

  it('shows a nurse an example from nursing, not from software', async () => {
    const { layout, kind, roles } = await resume([
      heading('EXPERIENCE'),
      'Registered Nurse, St. Mary Hospital 2019 – 2024',
      bullet('Cared for patients on a cardiac ward, improving their discharge planning'),
      bullet('Administered medication and monitored patients after surgery'),
      bullet('Trained new nurses in clinical documentation and patient safety'),
    ]);
    expect(kind.field).toBe('health');
    const [found] = quantifiedResults(layout, kind, roles);
    expect(found?.feedback).toContain('patients a shift');
    expect(found?.feedback).not.toMatch(/build time|deploy/);
  });

  it('accepts digits, percentages, money and number words', async () => {
    const { layout, kind, roles } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp 2020 – 2023',
      bullet('Raised $2M in seed funding'),
      bullet('Mentored three junior engineers'),
      bullet('Grew revenue by a third, doubling margins'),
      bullet('Served 10k daily users'),
    ]);
    expect(quantifiedResults(layout, kind, roles)).toEqual([]);
  });

  it('marks the first five claims and counts the rest in the last message', async () => {
    const names = ['search', 'billing', 'login', 'reports', 'exports', 'alerts', 'imports'];
    const { layout, kind, roles } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp 2020 – 2023',
      ...names.map((n) => bullet(`Improved the ${n} service`)),
      ...names.map((n) => bullet(`Cut the ${n} latency by 30%`)),
    ]);
    const found = quantifiedResults(layout, kind, roles);
    expect(found.map((f) => f.mistake)).toEqual(
      names.slice(0, 5).map((n) => `'Improved the ${n} service'`),
    );
    expect(found[4]?.feedback).toContain('2 more claims without a figure are not marked.');
    expect(found[3]?.feedback).not.toContain('more claims');
  });
});
