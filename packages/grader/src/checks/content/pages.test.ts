import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../kind/document-kind.ts';
import { contextOf, makePdf, stack } from '../../../test/pdf-builder.ts';
import { length, photo, twoColumn } from './pages.ts';
import { lineWith, resume, within } from '../../../test/resume-rows.ts';

describe('length', () => {
  it('flags a third page once, boxing its text', async () => {
    const { layout, kind, roles } = await resume(
      ['Jane Doe'],
      ['Page two text'],
      ['Page three text', 'More'],
      ['Page four'],
    );
    const found = length(layout, conventionsOf(kind), roles);
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
    const { layout, kind, roles } = await resume(['Jane Doe'], ['Page two text']);
    expect(length(layout, conventionsOf(kind), roles)).toEqual([]);
  });

  it('does not count a cover letter sent in the same file', async () => {
    const { layout, kind, roles } = await resume(
      ['Jane Doe'],
      ['Page two text'],
      ['Dear Hiring Manager,', 'I am writing to apply for the planner role at your company.'],
    );
    expect(length(layout, conventionsOf(kind), roles)).toEqual([]);
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

describe('photo', () => {
  /** A page with a grey raster image drawn at `rect` (points, from the top-left). */
  async function pageWithImage(rect: { x: number; y: number; width: number; height: number }) {
    const { PDFDocument } = await import('pdf-lib');
    const { mupdf } = await import('../../pdf/mupdf.ts');
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 60, 60], false);
    pixmap.clear(128);
    const png = pixmap.asPNG();
    pixmap.destroy();
    const pdf = await PDFDocument.load(
      await makePdf([stack({ x: 50, y: 200 }, ['Jane Doe', 'jane.doe@fastmail.com'])]),
    );
    const image = await pdf.embedPng(png);
    const page = pdf.getPage(0);
    page.drawImage(image, {
      x: rect.x,
      y: page.getHeight() - rect.y - rect.height,
      width: rect.width,
      height: rect.height,
    });
    return contextOf(await pdf.save());
  }

  it('flags a portrait near the top of the first page, boxing it', async () => {
    const { layout, kind } = await pageWithImage({ x: 450, y: 40, width: 90, height: 110 });
    const [found] = photo(layout, conventionsOf(kind));
    expect(found).toMatchObject({ check: 'photo', page: 0, title: 'Photo on the resume' });
    const box = found?.rects[0];
    expect(box?.x0).toBeCloseTo(450, 0);
    expect(box?.y1).toBeCloseTo(150, 0);
  });

  it('leaves icons, banners and images low on the page alone', async () => {
    for (const rect of [
      { x: 50, y: 40, width: 12, height: 12 },
      { x: 0, y: 0, width: 595, height: 80 },
      { x: 400, y: 600, width: 90, height: 90 },
    ]) {
      const { layout, kind } = await pageWithImage(rect);
      expect(photo(layout, conventionsOf(kind))).toEqual([]);
    }
  });
});
