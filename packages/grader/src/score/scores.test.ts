import { describe, expect, it } from 'vitest';
import type { Findings } from './scores.ts';
import { scoreFindings } from './scores.ts';
import { areaWeights, verticalPenalty } from './penalties.ts';

const empty: Findings = {
  content: [],
  vertical: [],
  horizontal: [],
  grammar: [],
  repetition: [],
  overused: [],
};

const misaligned = (count: number): Findings['vertical'] => [
  {
    page: 0,
    margin: 50,
    misaligned: Array.from({ length: count }, (_, i) => ({
      line: { id: `l${i}` } as never,
      offset: 4,
      against: 'bullets' as const,
      edge: { x: 50, y0: 100, y1: 200 },
    })),
  } as Findings['vertical'][number],
];

describe('an area none of whose checks ran', () => {
  it("is 'N/A' with a null score, never a perfect one", () => {
    const { scores, grades } = scoreFindings(empty, ['Writing']);
    expect(scores.Writing).toBeNull();
    expect(grades.Writing).toBe('N/A');
    expect(grades.Content).toBe('A+');
  });

  it('leaves the Cumulative to the graded areas alone', () => {
    const findings = { ...empty, vertical: misaligned(5) };
    const graded = scoreFindings(findings);
    const withoutWriting = scoreFindings(findings, ['Writing']);
    const content = 100;
    const format = graded.scores.Format ?? 0;
    expect(format).toBe(100 - 5 * verticalPenalty.each);
    // A perfect Writing would lift the Cumulative; an unscored one must not.
    expect(graded.scores.Cumulative).toBeCloseTo(
      content * areaWeights.Content + format * areaWeights.Format + 100 * areaWeights.Writing,
      1,
    );
    expect(withoutWriting.scores.Cumulative).toBeCloseTo(
      (content * areaWeights.Content + format * areaWeights.Format) /
        (areaWeights.Content + areaWeights.Format),
      1,
    );
    expect(withoutWriting.scores.Cumulative).toBeLessThan(graded.scores.Cumulative);
  });
});

describe('the Format area', () => {
  const contentFinding = (check: 'two-column' | 'photo'): Findings['content'][number] => ({
    check,
    page: 0,
    title: check,
    mistake: check,
    feedback: '',
    rects: [],
  });

  it('leaves A+ for two columns or a photo, unless the kind makes them its form', () => {
    const findings = {
      ...empty,
      content: [
        contentFinding('two-column'),
        contentFinding('two-column'),
        contentFinding('photo'),
      ],
    };
    const risky = scoreFindings(findings);
    expect(risky.grades.Format).not.toBe('A+');
    expect(risky.scores.Format).toBe(92);
    const europass = scoreFindings(findings, [], {
      labelColumn: true,
      personalDetailsCustomary: true,
    });
    expect(europass.grades.Format).toBe('A+');
    // They still cost Content their step, wherever the resume is from.
    expect(europass.scores.Content).toBe(risky.scores.Content);
    expect(europass.scores.Content).toBeLessThan(100);
  });
});
