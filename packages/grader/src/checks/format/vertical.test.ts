import { describe, expect, it } from 'vitest';
import { contextOf, makePdf, rectCovers, stack, type TextLine } from '../../../test/pdf-builder.ts';
import {
  bulletTextX,
  bulletX,
  cleanResume,
  edit,
  left,
  right,
  widthOf,
} from '../../../test/clean-resume.ts';
import { verticalFormat } from './vertical.ts';

/** Words set greedily into lines of at most `width` points, as a word processor breaks them. */
function wrap(text: string, width: number): string[] {
  const rows: string[] = [];
  for (const word of text.split(' ')) {
    const last = rows.at(-1);
    if (last !== undefined && widthOf(`${last} ${word}`) <= width)
      rows[rows.length - 1] = `${last} ${word}`;
    else rows.push(word);
  }
  return rows;
}

const summary =
  'Engineer with nine years in payments and logistics who turns slow and fragile systems into ' +
  'services that teams trust, measure and extend without waiting on one expert, and who ' +
  'mentors the people who run them after launch so that they keep improving every quarter.';

/** The clean resume moved down to make room, under a summary paragraph of full lines. */
function withSummary(indentLine = -1, indent = 0): TextLine[] {
  const rows = wrap(summary, right - left);
  return [
    ...cleanResume().map((l) => (l.y > 90 ? { ...l, y: l.y + 30 + rows.length * 14 } : l)),
    { text: 'SUMMARY', x: left, y: 106, size: 12, font: 'bold' },
    ...rows.map((text, i) => ({
      text,
      x: left + (i === indentLine ? indent : 0),
      y: 124 + i * 14,
    })),
  ];
}

async function check(pages: TextLine[][]) {
  const context = contextOf(await makePdf(pages));
  return { layout: context.layout, pages: verticalFormat(context) };
}

describe('verticalFormat', () => {
  it('finds nothing on a well-aligned resume and reports its dominant left margin', async () => {
    const { pages } = await check([cleanResume()]);
    expect(pages).toEqual([{ page: 0, margin: left, misaligned: [] }]);
  });

  it('flags a bullet pushed 5pt right of the other bullets, with its offset', async () => {
    const lines = edit(cleanResume(), '• Migrated', (l) => ({ ...l, x: l.x + 5 }));
    const { layout, pages } = await check([lines]);
    const misaligned = pages[0]?.misaligned ?? [];
    expect(misaligned).toHaveLength(1);
    expect(misaligned[0]?.offset).toBeCloseTo(5, 0);
    expect(
      rectCovers(
        layout,
        misaligned[0]?.line.rect ?? { x0: 0, y0: 0, x1: 0, y1: 0 },
        'Migrated 120',
      ),
    ).toBe(true);
  });

  it('finds a shifted bullet beside another a point off, too little to see', async () => {
    let lines = edit(cleanResume(), '• Migrated', (l) => ({ ...l, x: l.x + 5 }));
    lines = edit(lines, '• Cut deploy time', (l) => ({ ...l, x: l.x + 1.2 }));
    const { pages } = await check([lines]);
    expect(pages[0]?.misaligned.map((m) => m.line.text.slice(0, 8))).toEqual(['Migrated']);
  });

  it('gives the edge a shifted bullet should meet, as tall as its list and no taller', async () => {
    const lines = edit(cleanResume(), '• Cut deploy time', (l) => ({ ...l, x: l.x + 6 }));
    const { layout, pages } = await check([lines]);
    const [found] = pages[0]?.misaligned ?? [];
    const lineOf = (text: string) => layout.lines.find((l) => l.text.includes(text));
    expect(found?.edge.x).toBeCloseTo(bulletX, 0);
    expect(found?.edge.y0).toBe(lineOf('Cut deploy time')?.rect.y0);
    // Down the list to its last bullet; the next entry's title crosses the edge and ends it.
    expect(found?.edge.y1).toBe(lineOf('Reduced cloud spend')?.rect.y1);
  });

  it('flags a wrapped line that misses the bullet text above it, and an entry title off the margin', async () => {
    let lines = edit(cleanResume(), 'across three regions', (l) => ({ ...l, x: bulletTextX + 4 }));
    lines = edit(lines, 'Software Engineer, Beta', (l) => ({ ...l, x: left - 3 }));
    const { pages } = await check([lines]);
    const found = (pages[0]?.misaligned ?? []).map((m) => [m.line.text, Math.round(m.offset)]);
    expect(found).toEqual([
      ['across three regions with zero downtime', 4],
      ['Software Engineer, Beta GmbH', -3],
    ]);
  });

  it('flags a bullet shifted onto the text edge of the wrapped lines', async () => {
    const onWraps = bulletTextX - bulletX;
    const lines = edit(cleanResume(), '• Migrated', (l) => ({ ...l, x: l.x + onWraps }));
    const { pages } = await check([lines]);
    const found = (pages[0]?.misaligned ?? []).map((m) => [m.line.text, Math.round(m.offset)]);
    expect(found).toEqual([[expect.stringMatching(/^Migrated 120/), Math.round(onWraps)]]);
  });

  it('flags a shifted wrapped line even when its end meets another line’s end', async () => {
    const shifted = bulletTextX - 3;
    const lines = edit(cleanResume(), 'across three regions', (l) => ({ ...l, x: shifted }));
    // Another short line ending where the shifted wrap ends: a right stop, were it not a wrap.
    const end = shifted + widthOf('across three regions with zero downtime');
    const { pages } = await check([
      [
        ...lines,
        { text: 'Spoken: English', x: end - widthOf('Spoken: English'), y: 780 },
        { text: 'Written: French', x: end - widthOf('Written: French'), y: 794 },
      ],
    ]);
    const found = (pages[0]?.misaligned ?? []).map((m) => m.line.text);
    expect(found).toContain('across three regions with zero downtime');
  });

  it('keeps the bullets a page carries over from the page before on the list’s edge', async () => {
    const overflow: TextLine[] = [
      { text: '• Cut cloud spend by 18% with reserved capacity', x: bulletX, y: 60 },
      { text: '• Wrote the on-call handbook for 4 teams', x: bulletX, y: 74 },
      { text: 'EDUCATION', x: left, y: 100, size: 12, font: 'bold' },
      { text: 'B.Sc. Computer Science, TU Berlin', x: left, y: 116 },
    ];
    const { pages } = await check([cleanResume(), overflow]);
    expect(pages[1]?.misaligned).toEqual([]);
  });

  it('leaves alone what is not left-aligned: a centred line near the margin, a far indent', async () => {
    // Centred on the page, this long line starts 5pt in from the margin: centred, not off.
    const quote =
      'Engineer who turns slow, fragile release processes into fast and boring ones, with hard numbers to show for it';
    expect(297.5 - widthOf(quote) / 2 - left).toBeGreaterThan(2);
    expect(297.5 - widthOf(quote) / 2 - left).toBeLessThan(12);
    const lines = [
      ...cleanResume(),
      { text: quote, x: 297.5 - widthOf(quote) / 2, y: 800 },
      // 20pt in from the bullet text: a different element, not a slip.
      { text: 'Nested detail far in', x: bulletTextX + 20, y: 430 },
    ];
    const { pages } = await check([lines]);
    expect(pages[0]?.misaligned).toEqual([]);
  });

  it('measures each column of a two-column page against its own margin', async () => {
    // A different leading keeps the columns' rows apart, as real sidebars do.
    const sidebar = stack({ x: 40, y: 107, leading: 17 }, [
      'CONTACT',
      'jane@example.com',
      '+1 555 0100',
      'Berlin',
      'LANGUAGES',
      'English',
      'German',
      'French',
      'Spanish',
      'Italian',
    ]);
    const main = stack({ x: 220, y: 100 }, [
      'EXPERIENCE',
      'Senior Engineer, Acme Corp',
      'Cut deploy time by 40% with a new pipeline',
      'Led five engineers on a billing platform',
      'Reduced cloud spend by 25% with autoscaling',
      'Software Engineer, Beta GmbH',
      'Built a search service at 5k queries per second',
      'Migrated 120 services to Kubernetes',
      'EDUCATION',
      'MSc Computer Science, TU Berlin',
      'BSc Computer Science, TU Munich',
      'Graduated with honours in 2016',
    ]);
    const shifted = sidebar.map((l) => (l.text === 'German' ? { ...l, x: 45 } : l));
    const { layout, pages } = await check([[...shifted, ...main]]);
    expect(layout.pages[0]?.columnSplit).not.toBeNull();
    expect(pages[0]?.margin).toBeCloseTo(220, 0);
    expect(pages[0]?.misaligned.map((m) => [m.line.text, Math.round(m.offset)])).toEqual([
      ['German', 5],
    ]);
  });

  it('returns one entry per page, in page order, even for an empty page', async () => {
    const { pages } = await check([cleanResume(), []]);
    expect(pages.map((p) => p.page)).toEqual([0, 1]);
    expect(pages[1]).toEqual({ page: 1, margin: 0, misaligned: [] });
  });

  it('flags a whole list item pushed out of its list, glyph, text and wrap together', async () => {
    let lines = edit(cleanResume(), '• Led five', (l) => ({ ...l, x: l.x + 8 }));
    lines = edit(lines, 'across three regions', (l) => ({ ...l, x: l.x + 8 }));
    const { pages } = await check([lines]);
    expect(pages[0]?.misaligned.map((m) => [m.line.text.slice(0, 8), m.offset, m.against])).toEqual(
      [['Led five', 8, 'bullets']],
    );
  });

  it('flags one line of a paragraph indented off its other lines', async () => {
    expect((await check([withSummary()])).pages[0]?.misaligned).toEqual([]);
    const { pages } = await check([withSummary(1, 6)]);
    const rows = wrap(summary, right - left);
    expect(pages[0]?.misaligned.map((m) => [m.line.text, m.offset, m.against])).toEqual([
      [rows[1], 6, 'paragraph'],
    ]);
  });

  it('leaves alone a paragraph set along a slant, each line a step further in', async () => {
    const slanted = withSummary().map((l) => {
      const row = wrap(summary, right - left).indexOf(l.text);
      return row >= 0 && l.y >= 124 ? { ...l, x: left + row * 2 } : l;
    });
    expect((await check([slanted])).pages[0]?.misaligned).toEqual([]);
  });

  it('leaves alone hanging indents, numbered lists, wraps under the glyph and centred lines', async () => {
    const reference =
      'Doe, J. and Roe, R. (2021). A study of payment systems under load in three regions, ' +
      'with notes on failure. Journal of Systems 12, 40-52.';
    const numbered = `1. ${reference}`;
    const lines: TextLine[] = [{ text: 'PUBLICATIONS', x: left, y: 60, size: 12, font: 'bold' }];
    let y = 78;
    for (const [first, ...rest] of [0, 1, 2].map(() => wrap(reference, right - left - 24))) {
      lines.push({ text: first as string, x: left, y });
      for (const text of rest) lines.push({ text, x: left + 24, y: (y += 14) });
      y += 20;
    }
    const marker = widthOf('1. ');
    const [head, ...tail] = wrap(numbered, right - left - marker);
    lines.push({ text: head as string, x: left, y });
    for (const text of tail) lines.push({ text, x: left + marker, y: (y += 14) });
    y += 20;
    const [bullet, ...under] = wrap(`• ${reference}`, right - bulletX);
    lines.push({ text: bullet as string, x: bulletX, y });
    for (const text of under) lines.push({ text, x: bulletX, y: (y += 14) });
    y += 20;
    for (const text of ['Member of the programme committee', 'Payments Summit 2022']) {
      lines.push({ text, x: (left + right) / 2 - widthOf(text) / 2 + 40, y });
      y += 14;
    }
    lines.push({ text: '» jane.doe@example.com', x: left + 3, y: y + 20 });
    const { pages } = await check([lines]);
    expect(pages[0]?.misaligned.map((m) => m.line.text)).toEqual([]);
  });
});
