import { describe, expect, it } from 'vitest';
import { layoutOf, makePdf, stack } from './pdf-builder.ts';

describe('generated test PDFs', () => {
  it('come back through the layout analysis with their text, bullets and sections', async () => {
    const bytes = await makePdf([
      [
        { text: 'Jane Doe', x: 50, y: 60, size: 20, font: 'bold' },
        ...stack({ x: 50, y: 100 }, [
          { text: 'EXPERIENCE', font: 'bold', size: 12 },
          'Software Engineer',
          '• Led a team of five engineers',
        ]),
      ],
    ]);
    const layout = layoutOf(bytes);
    expect(layout.lines.map((l) => l.text)).toEqual([
      'Jane Doe',
      'EXPERIENCE',
      'Software Engineer',
      'Led a team of five engineers',
    ]);
    expect(layout.lines[3]?.bullet).toBe('•');
    expect(layout.sections.map((s) => s.kind)).toEqual(['contact', 'experience']);
    const jane = layout.lines[0];
    expect(jane?.rect.x0).toBeCloseTo(50, 0);
    expect(jane?.baseline).toBeCloseTo(60, 0);
  });
});
