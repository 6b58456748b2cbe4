import { describe, expect, it } from 'vitest';
import { layoutOf, makePdf } from '../../test/pdf-builder.ts';
import { spanRects } from '../layout/text-spans.ts';
import { sectionBullets } from '../checks/content/entries.ts';
import { joinBlocks, textBlocks } from './blocks.ts';

describe('text blocks', () => {
  it('keep a bullet whose sentence wraps over a page break, and not a new line in capitals', async () => {
    const bullet = (text: string, y: number) => [
      { text: '•', x: 50, y },
      { text, x: 60, y },
    ];
    const layout = layoutOf(
      await makePdf([
        [
          { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
          ...bullet('Cut the nightly batch from six hours to three by rewriting', 80),
          ...bullet('Wrote the incident runbook adopted by nine teams after a regional', 740),
        ],
        [
          { text: 'outage in the second quarter', x: 60, y: 60 },
          { text: 'Senior Engineer, Contoso Health', x: 50, y: 80, font: 'bold' },
        ],
      ]),
    );
    const joined = joinBlocks(textBlocks(layout));
    expect(joined.ranges.map((r) => joined.text.slice(r.start, r.end))).toEqual([
      'Cut the nightly batch from six hours to three by rewriting',
      'Wrote the incident runbook adopted by nine teams after a regional outage in the second quarter',
      'Senior Engineer, Contoso Health',
    ]);
    const experience = layout.sections.find((s) => s.kind === 'experience');
    expect(experience && sectionBullets(experience, layout).map((b) => b.lines.length)).toEqual([
      1, 2,
    ]);
  });

  it('keep a bullet with its wrapped lines, past a date printed beside its first row', async () => {
    const layout = layoutOf(
      await makePdf([
        [
          { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
          { text: '•', x: 50, y: 80 },
          {
            text: 'Implemented a self-supervised learning framework for low-resource',
            x: 60,
            y: 80,
          },
          // Its baseline a little lower: reading order puts it between the bullet's rows.
          { text: 'May 2019 – Aug 2019', x: 470, y: 80.6 },
          { text: 'modeling of speech', x: 60, y: 92 },
          { text: 'Alice is a sensible girl', x: 70, y: 120 },
          { text: 'from a wealthy family who finds herself in a strange world', x: 50, y: 132 },
        ],
      ]),
    );
    const joined = joinBlocks(textBlocks(layout));
    expect(joined.ranges.map((r) => joined.text.slice(r.start, r.end))).toEqual([
      'Implemented a self-supervised learning framework for low-resource modeling of speech',
      'May 2019 – Aug 2019',
      'Alice is a sensible girl from a wealthy family who finds herself in a strange world',
    ]);
    expect(layout.lines.map((l) => l.text.slice(0, 8))).toEqual([
      'EXPERIEN',
      'Implemen',
      'May 2019',
      'modeling',
      'Alice is',
      'from a w',
    ]);
  });

  it('join a word hyphenated over a line break, keep a compound hyphen, and box both halves', async () => {
    const layout = layoutOf(
      await makePdf([
        [
          { text: '•', x: 50, y: 80 },
          { text: 'Designed and imple-', x: 60, y: 80 },
          { text: 'mented a detail-', x: 60, y: 92 },
          { text: 'oriented review', x: 60, y: 104 },
        ],
      ]),
    );
    const joined = joinBlocks(textBlocks(layout));
    expect(joined.text).toBe('Designed and implemented a detail-oriented review');
    const start = joined.text.indexOf('implemented');
    const boxes = spanRects(joined, start, start + 'implemented'.length);
    expect(boxes).toHaveLength(2);
    // The first half's box stops before the hyphen it no longer contains.
    const imple = layout.lines[0]?.words.at(-1)?.rect;
    expect(boxes[0]?.rect.x1).toBeLessThan(imple?.x1 ?? 0);
    for (const { word, start: s, end } of joined.words)
      expect(joined.text.slice(s, end)).toBe(word.text);
  });
});
