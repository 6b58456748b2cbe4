import { describe, expect, it } from 'vitest';
import type { ContentMistake, Grading } from './grading.ts';
import { compareFindings, gradeChanges } from './versions.ts';

const mistake = (page: number, title: string, text: string, box = 10): ContentMistake => ({
  page,
  title,
  mistake: text,
  feedback: 'Fix it.',
  coordinates: [[box, box, box + 10, box + 10]],
});

/** A one-page grading with these content mistakes and nothing else. */
const grading = (
  content: ContentMistake[],
  contentGrade: Grading['finalGrade']['Content'],
): Grading => ({
  finalGrade: { Cumulative: 'B', Content: contentGrade, Format: 'A', Writing: 'N/A' },
  scores: { Cumulative: 84, Content: 74, Format: 94, Writing: null },
  totalMistakes: {
    content: content.length,
    formattingVertical: 0,
    formattingHorizontal: 0,
    writing: 0,
  },
  resumeContentImages: [],
  Content: {},
  allFeedback: content,
  horizontalFormate: [[]],
  VerticalFormate: [
    [[], { mode: 50, display: 'All sentences are properly aligned', sar_list: {} }],
  ],
  Writing: { grammar: [], repetition: [], overusedWords: {} },
});

describe('comparing two versions', () => {
  const weak = "'Responsible for billing' opens with a weak verb";
  const before = grading(
    [
      mistake(0, 'Weak opening', weak),
      mistake(0, 'Weak opening', weak, 40),
      mistake(0, 'Resume is thin', 'About 124 words'),
      mistake(0, 'No measurable result', "'Built the dashboard' has no number"),
    ],
    'C',
  );
  const after = grading(
    [
      // The same bullet moved to page 2, at another place.
      { ...mistake(1, 'Weak opening', weak, 300) },
      mistake(0, 'Resume is thin', 'About 127 words'),
      mistake(0, 'Missing Skills section', 'No Skills section'),
    ],
    'B+',
  );

  it('matches findings by kind and words, not place or figures, and counts repeats', () => {
    const { fixed, still, new: added } = compareFindings(before, after);
    // One of the two weak openings is gone, the other moved: fixed once, still there once.
    expect(fixed.map((f) => f.detail)).toEqual([weak, "'Built the dashboard' has no number"]);
    // In the results page's order: page 1's findings first.
    expect(still.map((f) => f.detail)).toEqual(['About 127 words', weak]);
    expect(added.map((f) => f.detail)).toEqual(['No Skills section']);
  });

  it('says which way each area’s grade went, N/A below every grade', () => {
    const changes = gradeChanges(before, {
      ...after,
      finalGrade: { ...after.finalGrade, Format: 'A-', Writing: 'F' },
    });
    expect(changes).toEqual([
      { area: 'Cumulative', before: 'B', after: 'B', direction: 'same' },
      { area: 'Content', before: 'C', after: 'B+', direction: 'up' },
      { area: 'Format', before: 'A', after: 'A-', direction: 'down' },
      { area: 'Writing', before: 'N/A', after: 'F', direction: 'up' },
    ]);
  });
});
