import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contextOf } from '../../../test/pdf-builder.ts';
import { corpusDir, corpusFiles, readPdf } from '../../../test/shared-files.ts';
import type { Rect } from '../../layout/types.ts';
import { horizontalFormat } from './horizontal.ts';
import { verticalFormat } from './vertical.ts';

const files = existsSync(corpusDir) ? corpusFiles() : [];

/**
 * Typeset by LaTeX or Typst: aligned to the point, so a finding about placement there is a
 * false alarm. How dates are written and where the text ends are the writer's choices.
 */
const typeset = ['01-', '10-', '11-', '12-', '18-', '19-', '20-'];

const inside = (rect: Rect, page: { width: number; height: number }) =>
  rect.x0 >= 0 &&
  rect.y0 >= 0 &&
  rect.x1 <= page.width &&
  rect.y1 <= page.height &&
  rect.x0 <= rect.x1 &&
  rect.y0 <= rect.y1;

describe('format checks over the corpus', () => {
  it('finds the corpus', () => {
    expect(existsSync(corpusDir), corpusDir).toBe(true);
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)('%s: runs, boxes inside the page, same result twice', (file) => {
    const context = contextOf(readPdf(corpusDir, file));
    const { pages } = context.layout;
    const vertical = verticalFormat(context);
    const horizontal = horizontalFormat(context);

    expect(vertical.map((v) => v.page)).toEqual(pages.map((p) => p.index));
    for (const { page, misaligned } of vertical) {
      for (const { line, offset } of misaligned) {
        expect(inside(line.rect, pages[page] as (typeof pages)[number])).toBe(true);
        expect(Math.abs(offset)).toBeGreaterThan(2);
        expect(Math.abs(offset)).toBeLessThan(12);
      }
    }
    for (const finding of horizontal) {
      expect(
        inside(finding.rect, pages[finding.page] as (typeof pages)[number]),
        finding.message,
      ).toBe(true);
      expect(finding.message.length).toBeGreaterThan(20);
    }
    const order = horizontal.map((f) => [f.page, f.rect.y0]);
    expect(order).toEqual(
      [...order].sort(
        (a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number),
      ),
    );

    expect(verticalFormat(context)).toEqual(vertical);
    expect(horizontalFormat(context)).toEqual(horizontal);

    if (typeset.some((prefix) => file.startsWith(prefix))) {
      expect(vertical.flatMap((v) => v.misaligned).length).toBeLessThanOrEqual(1);
      const writersChoice = new Set(['date-format', 'short-last-page']);
      expect(horizontal.filter((f) => !writersChoice.has(f.check)).length).toBeLessThanOrEqual(2);
    }
  });
});
