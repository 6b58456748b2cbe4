import { describe, expect, it } from 'vitest';
import { contextOf, makePdf, stack } from '../../../test/pdf-builder.ts';
import { length, twoColumn } from './pages.ts';
import { lineWith, resume, within } from './testing.ts';

describe('length', () => {
  it('flags a third page once, boxing its text', async () => {
    const { layout } = await resume(
      ['Jane Doe'],
      ['Page two text'],
      ['Page three text', 'More'],
      ['Page four'],
    );
    const found = length(layout);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ check: 'length', page: 2, mistake: '4 pages' });
    expect(found[0]?.feedback).toContain('pages 3–4');
    expect(
      within(
        lineWith(layout, 'Page three text').rect,
        found[0]?.rects[0] ?? { x0: 0, y0: 0, x1: 0, y1: 0 },
      ),
    ).toBe(true);
  });

  it('accepts two pages', async () => {
    const { layout } = await resume(['Jane Doe'], ['Page two text']);
    expect(length(layout)).toEqual([]);
  });
});

describe('two-column', () => {
  it('flags a page set in two columns, boxing the narrower one', async () => {
    const sidebar = stack({ x: 40, y: 100, leading: 20 }, [
      'CONTACT',
      'jane@example.com',
      'Austin, TX',
      'SKILLS',
      'TypeScript',
      'Go',
      'SQL',
      'Docker',
    ]);
    const main = stack({ x: 220, y: 110, leading: 20 }, [
      'EXPERIENCE',
      'Acme Corp, Software Engineer, 2020 to 2023',
      'Built the billing API that served three teams',
      'Cut the build time of the monorepo by half',
      'EDUCATION',
      'State University, BS Computer Science',
      'Graduated with honours in 2019',
      'Teaching assistant for two semesters',
    ]);
    const { layout } = contextOf(await makePdf([[...sidebar, ...main]]));
    expect(layout.pages[0]?.columnSplit).not.toBeNull();
    const found = twoColumn(layout);
    expect(found).toHaveLength(1);
    const box = found[0]?.rects[0] ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
    expect(within(lineWith(layout, 'jane@example.com').rect, box)).toBe(true);
    expect(box.x1).toBeLessThan(220);
    expect(found[0]?.feedback).toContain('no two-column layout');
  });

  it('does not flag a single column', async () => {
    const { layout } = await resume([
      'Jane Doe',
      'EXPERIENCE',
      'Acme Corp',
      'EDUCATION',
      'State University',
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(twoColumn(layout)).toEqual([]);
  });
});
