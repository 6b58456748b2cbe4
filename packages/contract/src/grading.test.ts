import { describe, expect, it } from 'vitest';
import { type Grading, gradingSchema } from './grading.ts';

const grading: Grading = {
  finalGrade: { Cumulative: 'B', Content: 'B', Format: 'A', Writing: 'N/A' },
  scores: { Cumulative: 84, Content: 80, Format: 92, Writing: null },
  totalMistakes: { content: 0, formattingVertical: 0, formattingHorizontal: 0, writing: 0 },
  resumeContentImages: [{ page: 0, url: 'page-0.png', width: 990, height: 1400 }],
  Content: { Page0: { sections: [] } },
  allFeedback: [],
  horizontalFormate: [[]],
  VerticalFormate: [
    [[], { mode: 70, display: 'All sentences are properly aligned', sar_list: {} }],
  ],
  Writing: { grammar: [], repetition: [], overusedWords: {} },
  skippedChecks: [{ check: 'grammar', reason: 'The resume looks Chinese.' }],
};

describe('the Grading JSON (CONTRACT.md section 4)', () => {
  it("takes 'N/A' with a null score for an area none of whose checks ran", () => {
    expect(gradingSchema.safeParse(grading).success).toBe(true);
  });

  it("refuses a null score beside a grade, and 'N/A' beside a score", () => {
    const nullScore = { ...grading, finalGrade: { ...grading.finalGrade, Writing: 'B' } };
    const scoredNa = { ...grading, scores: { ...grading.scores, Writing: 95 } };
    expect(gradingSchema.safeParse(nullScore).success).toBe(false);
    expect(gradingSchema.safeParse(scoredNa).success).toBe(false);
  });

  it("never takes 'N/A' or null for the Cumulative", () => {
    const cumulative = { ...grading, scores: { ...grading.scores, Cumulative: null } };
    expect(gradingSchema.safeParse(cumulative).success).toBe(false);
  });
});
