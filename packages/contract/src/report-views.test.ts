import type { Grading } from './grading.ts';
import { describe, expect, it } from 'vitest';
import {
  alignedText,
  contentView,
  formatView,
  suggestionsTitle,
  tabCounts,
  writingView,
} from './report-views.ts';

const emptyVertical = (mode: number): Grading['VerticalFormate'][number] => [
  [],
  { mode, display: alignedText, sar_list: {} },
];

/** Two pages: content on both, a spacing mistake and a misaligned line on page 2. */
const grading: Grading = {
  finalGrade: { Cumulative: 'B', Content: 'C', Format: 'A', Writing: 'B+' },
  scores: { Cumulative: 84, Content: 74, Format: 94, Writing: 88 },
  totalMistakes: { content: 3, formattingVertical: 1, formattingHorizontal: 1, writing: 3 },
  resumeContentImages: [],
  Content: {},
  allFeedback: [
    {
      page: 1,
      title: 'No measurable result',
      mistake: 'm1',
      feedback: 'f1',
      coordinates: [[1, 1, 2, 2]],
    },
    {
      page: 0,
      title: 'Summary too long',
      mistake: 'm0',
      feedback: 'f0',
      coordinates: [
        [10, 10, 20, 20],
        [10, 30, 20, 40],
      ],
    },
    { page: 0, title: 'Missing Skills section', mistake: 'm2', feedback: 'f2', coordinates: [] },
  ],
  horizontalFormate: [
    [],
    [{ coor: [5, 5, 50, 15], mistake_type: 'yellow', feedback_display: 'Uneven spacing' }],
  ],
  VerticalFormate: [
    emptyVertical(66),
    [
      [],
      {
        mode: 70,
        display: '1 line is off the left margin or indent level the rest of the page uses.',
        sar_list: {
          'p1-l3': {
            text: 'A line',
            word_coor: [60, 100, 200, 114],
            offset: -10,
            against: 'bullets',
          },
        },
      },
    ],
  ],
  Writing: {
    grammar: [
      {
        page: 0,
        mistake: 'strategiy',
        mistake_type: 'red',
        word_coor: [1, 2, 3, 4],
        feedback_display: "'strategiy' looks misspelled",
        feedback_display_title: 'Spelling',
      },
    ],
    repetition: [
      {
        word: 'service',
        count: 3,
        mistake_type: 'yellow',
        word_coor: [
          { page: 0, box: [1, 1, 2, 2] },
          { page: 1, box: [3, 3, 4, 4] },
          { page: 1, box: [5, 5, 6, 6] },
        ],
        feedback_display: "'service' is used 3 times. Rephrase the others.",
      },
    ],
    overusedWords: {
      utilize: {
        overuse_coor: [[], [[7, 7, 8, 8]]],
        overuse_status: 'Overused',
        feedback_display: "Write 'use'.",
        feedback_display_title: 'Wordy verb',
        errorColor: 'red',
      },
    },
  },
};

describe('suggestionsTitle', () => {
  it('quotes the count as the SPEC writes it', () => {
    expect(suggestionsTitle(25)).toBe('“25 suggestions” to improve your resume');
    expect(suggestionsTitle(0)).toBe('“0 suggestions” to improve your resume');
  });

  it('says one suggestion in the singular', () => {
    expect(suggestionsTitle(1)).toBe('“1 suggestion” to improve your resume');
  });
});

describe('tabCounts', () => {
  it('adds vertical and horizontal mistakes on the formatting tab', () => {
    expect(tabCounts(grading)).toEqual({ content: 3, formatting: 2, writing: 3 });
  });
});

const itemsOf = (view: ReturnType<typeof contentView>) => view.groups.flatMap((g) => g.items);

describe('contentView', () => {
  const view = contentView(grading);

  it('groups the mistakes by page and numbers them in page order', () => {
    expect(view.groups.map((g) => g.heading)).toEqual(['Page 1', 'Page 2']);
    expect(itemsOf(view).map((i) => [i.number, i.title])).toEqual([
      [1, 'Summary too long'],
      [2, 'Missing Skills section'],
      [3, 'No measurable result'],
    ]);
  });

  it('draws every box and numbers only the first box of a mistake', () => {
    const summary = view.marks.filter((m) => m.itemId === itemsOf(view)[0]?.id);
    expect(summary.map((m) => m.label)).toEqual([1, undefined]);
  });

  it('has nowhere to jump to for a mistake without boxes', () => {
    expect(itemsOf(view)[1]?.page).toBeNull();
  });

  it('has one item per counted mistake', () => {
    expect(itemsOf(view)).toHaveLength(grading.totalMistakes.content);
  });
});

describe('formatView', () => {
  const view = formatView(grading);

  it('says a page without misaligned lines is aligned, in the exact words', () => {
    expect(view.groups[0]?.status).toEqual({
      text: 'All sentences are properly aligned',
      ok: true,
    });
    expect(view.groups[0]?.items).toEqual([]);
  });

  it("shows the grader's message for a page with misaligned lines", () => {
    expect(view.groups[1]?.status).toEqual({
      text: '1 line is off the left margin or indent level the rest of the page uses.',
      ok: false,
    });
  });

  it('lists horizontal mistakes, then misaligned lines, numbered across the tab', () => {
    expect(view.groups[1]?.items.map((i) => [i.number, i.tone, i.title])).toEqual([
      [1, 'yellow', 'Spacing and layout'],
      [2, 'red', 'Misaligned line'],
    ]);
    expect(view.groups[1]?.items[1]?.quote).toBe('A line');
    expect(view.groups[1]?.items[1]?.body).toBe(
      'This bullet starts to the left of the other bullets in its list; line it up with them.',
    );
  });

  it('draws the edge a misaligned line should meet beside it, on pages that have one', () => {
    // A grading made before edges were given: the edge beside the line itself.
    expect(view.guides).toEqual([{ page: 1, edges: [{ x: 70, y0: 100, y1: 114 }] }]);
  });

  it('draws that edge as tall as its section, once for lines that share it', () => {
    const withEdges = structuredClone(grading);
    const page = withEdges.VerticalFormate[1]?.[1];
    if (!page) throw new Error('the fixture has a second page');
    const first = page.sar_list['p1-l3'];
    if (!first) throw new Error('the fixture has a misaligned line');
    first.edge = [70, 80, 70, 160];
    page.sar_list['p1-l7'] = {
      text: 'Another line',
      word_coor: [64, 140, 200, 154],
      offset: -6,
      against: 'bullets',
      edge: [71, 90, 71, 200],
    };
    page.sar_list['p1-l9'] = {
      text: 'A heading',
      word_coor: [40, 300, 120, 318],
      offset: -10,
      against: 'headings',
      edge: [50, 20, 50, 420],
    };
    expect(formatView(withEdges).guides).toEqual([
      {
        page: 1,
        edges: [
          { x: 50, y0: 20, y1: 420 },
          { x: 70, y0: 80, y1: 200 },
        ],
      },
    ]);
  });

  it('has one item per counted mistake', () => {
    expect(itemsOf(view)).toHaveLength(tabCounts(grading).formatting);
  });
});

describe('writingView', () => {
  const view = writingView(grading);
  const [grammar, repetition, overused] = view.groups;

  it('numbers grammar and overused words; repeated words get a dot', () => {
    expect(grammar?.items.map((i) => i.number)).toEqual([1]);
    expect(repetition?.items.map((i) => i.number)).toEqual([undefined]);
    expect(overused?.items.map((i) => [i.number, i.tone, i.quote])).toEqual([
      [2, 'red', 'utilize'],
    ]);
  });

  it("places a repeated word's boxes on their pages", () => {
    const marks = view.marks.filter((m) => m.itemId === repetition?.items[0]?.id);
    expect(marks.map((m) => m.page)).toEqual([0, 1, 1]);
    expect(repetition?.items[0]?.page).toBe(0);
  });

  it("shows the grader's advice for a repeated word, and a general one for older gradings", () => {
    expect(repetition?.items[0]?.body).toBe("'service' is used 3 times. Rephrase the others.");
    const older = writingView({
      ...grading,
      Writing: {
        ...grading.Writing,
        repetition: grading.Writing.repetition.map(({ feedback_display: _, ...r }) => r),
      },
    });
    expect(older.groups[1]?.items[0]?.body).toMatch(/^Used 3 times\./);
  });

  it("reads an overused word's boxes page by page", () => {
    const marks = view.marks.filter((m) => m.itemId === overused?.items[0]?.id);
    expect(marks).toEqual([
      { itemId: 'overused-0', page: 1, box: [7, 7, 8, 8], tone: 'red', label: 2 },
    ]);
    expect(overused?.items[0]?.page).toBe(1);
  });

  it('says why a check did not run instead of reporting nothing found', () => {
    const skipped = writingView({
      ...grading,
      Writing: { grammar: [], repetition: [], overusedWords: {} },
      skippedChecks: [{ check: 'grammar', reason: 'The resume looks Spanish.' }],
    });
    expect(skipped.groups.map((g) => g.emptyText)).toEqual([
      'The resume looks Spanish.',
      'No word is repeated too often.',
      'No overused words or clichés found.',
    ]);
  });

  it('has one item per counted mistake', () => {
    expect(itemsOf(view)).toHaveLength(grading.totalMistakes.writing);
  });
});
