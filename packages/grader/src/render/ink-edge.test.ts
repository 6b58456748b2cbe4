import { describe, expect, it } from 'vitest';
import { bulletX, cleanResume, edit } from '../../test/clean-resume.ts';
import { contextOf, type DrawnDot, makePdf, type TextLine } from '../../test/pdf-builder.ts';
import { verticalFormat } from '../checks/format/vertical.ts';
import { openDocument } from '../pdf/open-document.ts';
import { confirmedByInk } from './ink-edge.ts';

const shifted = '• Migrated';

/** The misaligned lines of a page, before and after the page's ink is asked. */
async function misaligned(lines: (TextLine | DrawnDot)[]) {
  const bytes = await makePdf([lines]);
  const found = verticalFormat(contextOf(bytes));
  const document = openDocument(bytes);
  try {
    const texts = (pages: typeof found) =>
      pages.flatMap((p) => p.misaligned.map((m) => m.line.text.slice(0, 12)));
    return { layer: texts(found), shown: texts(confirmedByInk(found, document)) };
  } finally {
    document.destroy();
  }
}

describe('confirmedByInk', () => {
  it('keeps a bullet the page draws out of line', async () => {
    const lines = edit(cleanResume(), shifted, (l) => ({ ...l, x: l.x + 5 }));
    expect(await misaligned(lines)).toEqual({
      layer: ['Migrated 120'],
      shown: ['Migrated 120'],
    });
  });

  it('keeps a shifted bullet set in a pale accent colour', async () => {
    const pale: [number, number, number] = [0.61, 0.76, 0.9];
    const lines = edit(cleanResume(), shifted, (l) => ({ ...l, x: l.x + 5, color: pale }));
    expect((await misaligned(lines)).shown).toEqual(['Migrated 120']);
  });

  it('drops a line the text layer places where the page draws nothing', async () => {
    // The hidden copy is out of line; what a reader sees (the same words, drawn on the
    // list's edge as outlines the text layer does not hold) is stood in for by nothing.
    const lines = edit(cleanResume(), shifted, (l) => ({ ...l, x: l.x + 5, invisible: true }));
    expect(await misaligned(lines)).toEqual({ layer: ['Migrated 120'], shown: [] });
  });

  it('drops a line whose start a mark in front of it moves for a reader', async () => {
    const lines = edit(cleanResume(), shifted, (l) => ({ ...l, x: l.x + 5 }));
    const line = lines.find((l) => l.text.startsWith(shifted)) as TextLine;
    // A square icon just left of the shifted bullet, where the list's glyphs stand.
    const icon: DrawnDot = { dot: 6, x: bulletX + 1, y: line.y - 3.5, shape: 'square' };
    expect(await misaligned([...lines, icon])).toEqual({ layer: ['Migrated 120'], shown: [] });
  });
});
