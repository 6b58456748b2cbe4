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

describe('bullets drawn as shapes', () => {
  it("reads a browser's list discs as bullets, not a rating's dots, a separator or a title's mark", async () => {
    const layout = layoutOf(
      await makePdf([
        [
          { dot: 4, x: 47, y: 56.5 },
          { text: 'Experience', x: 55, y: 60, size: 12, font: 'bold' },
          { text: 'Site Engineer, Northern Rail', x: 50, y: 78, font: 'bold' },
          { dot: 3, x: 53, y: 90.5 },
          { text: 'Supervised the renewal of four footbridges on budget', x: 62, y: 94 },
          { dot: 3, x: 53, y: 104.5 },
          { text: 'Prepared cost estimates for junction upgrades', x: 62, y: 108 },
          { text: 'Python', x: 50, y: 126 },
          { dot: 3, x: 85, y: 122.5 },
          { text: 'Java', x: 92, y: 126 },
          { text: 'Surveying', x: 50, y: 140 },
          ...[0, 1, 2].map((i) => ({ dot: 3, x: 120 + i * 5, y: 136.5 })),
        ],
      ]),
    );
    expect(layout.lines.filter((l) => l.bullet !== null).map((l) => [l.bullet, l.text])).toEqual([
      ['•', 'Supervised the renewal of four footbridges on budget'],
      ['•', 'Prepared cost estimates for junction upgrades'],
    ]);
    expect(layout.lines[0]?.heading).toBe('experience');
  });

  it('gives each marker shape its own glyph, so a ring among discs is another glyph', async () => {
    const items = ['Cut claim denials by 18%', 'Trained 6 coders', 'Closed 40 appeals a week'];
    const shapes = ['disc', 'ring', 'square'] as const;
    const layout = layoutOf(
      await makePdf([
        shapes.flatMap((shape, i) => [
          { dot: 3, x: 53, y: 90.5 + i * 14, shape },
          { dot: 3, x: 53, y: 150.5 + i * 14, shape },
          { text: items[i] as string, x: 62, y: 94 + i * 14 },
          { text: `${items[i] as string} again`, x: 62, y: 154 + i * 14 },
        ]),
      ]),
    );
    expect(layout.lines.filter((l) => l.bullet !== null).map((l) => l.bullet)).toEqual([
      '•',
      '◦',
      '▪',
      '•',
      '◦',
      '▪',
    ]);
  });
});

describe('a gutter of section titles and dates', () => {
  it('is read beside the entries, as one column', async () => {
    const entry = (y: number, dates: string, company: string) => [
      { text: dates, x: 40, y },
      { text: company, x: 150, y, font: 'bold' as const },
      { text: 'Senior Web Developer', x: 150, y: y + 14 },
      { text: 'Led the redesign of the main product website for all users', x: 150, y: y + 28 },
      { text: 'Built a responsive framework used by four product teams', x: 150, y: y + 42 },
    ];
    const layout = layoutOf(
      await makePdf([
        [
          { text: 'Personal Information', x: 40, y: 60 },
          { text: 'John Doe', x: 150, y: 60, size: 14 },
          { text: 'Summary', x: 40, y: 80, size: 12 },
          { text: 'Web developer with five years of front-end work', x: 150, y: 92 },
          { text: 'Experience', x: 40, y: 106, size: 12 },
          ...entry(124, 'Jan 2019 - Present', 'Creative Solutions Inc.'),
          ...entry(200, 'Jun 2016 - Dec 2018', 'TechAdvancers'),
          { text: 'Education', x: 40, y: 280, size: 12 },
          ...entry(304, 'Aug 2012 - May 2016', 'University of California'),
          { text: 'Skills', x: 40, y: 370, size: 12 },
          { text: 'React, TypeScript, Node.js, PostgreSQL', x: 150, y: 384 },
        ],
      ]),
    );
    expect(layout.pages[0]?.columnSplit).toBeNull();
    const experience = layout.sections.find((s) => s.kind === 'experience');
    expect(experience?.lines.map((l) => l.text)).toContain('Jun 2016 - Dec 2018');
    expect(experience?.lines.map((l) => l.text)).toContain('TechAdvancers');
  });
});

describe('section titles', () => {
  it('reads the British "Qualifications" as Education, and a summary of them as a summary', () => {
    expect(sectionKindOf('Qualifications')).toBe('education');
    expect(sectionKindOf('Education and Qualifications')).toBe('education');
    expect(sectionKindOf('Summary of Qualifications')).not.toBe('education');
  });
});
