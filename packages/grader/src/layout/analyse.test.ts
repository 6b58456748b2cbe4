import { describe, expect, it } from 'vitest';
import { layoutOf, makePdf } from '../../test/pdf-builder.ts';
import { sectionKindOf } from './headings.ts';

describe('bullets set apart from their text', () => {
  it('reads a dash drawn on its own, a tab away from its text, as the bullet of that line', async () => {
    const layout = layoutOf(
      await makePdf([
        [
          { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
          { text: 'Site Engineer, Northern Rail', x: 50, y: 78, font: 'bold' },
          { text: '-', x: 50, y: 94 },
          { text: 'Supervised the renewal of four footbridges on budget', x: 65, y: 94 },
          { text: '-', x: 50, y: 108 },
          { text: 'Prepared cost estimates for junction upgrades', x: 65, y: 108 },
          { text: 'Mar 2019', x: 50, y: 126 },
          { text: '–', x: 92, y: 126 },
          { text: 'Jun 2021', x: 104, y: 126 },
        ],
      ]),
    );
    const bulleted = layout.lines.filter((l) => l.bullet !== null);
    expect(bulleted.map((l) => [l.bullet, l.text])).toEqual([
      ['-', 'Supervised the renewal of four footbridges on budget'],
      ['-', 'Prepared cost estimates for junction upgrades'],
    ]);
    // The dash of a date range, with a date before it, stays part of the row.
    expect(layout.lines.some((l) => l.text.startsWith('Jun 2021'))).toBe(false);
  });
});

describe('section titles', () => {
  it('reads the British "Qualifications" as Education, and a summary of them as a summary', () => {
    expect(sectionKindOf('Qualifications')).toBe('education');
    expect(sectionKindOf('Education and Qualifications')).toBe('education');
    expect(sectionKindOf('Summary of Qualifications')).not.toBe('education');
  });
});
