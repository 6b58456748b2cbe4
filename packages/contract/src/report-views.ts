import type { alignmentRoles, Box, Grading, MisalignedLine, Severity } from './grading.ts';

type AlignmentRole = (typeof alignmentRoles)[number];

/** Content mistakes have no severity; they share the brand colour. */
export type Tone = Severity | 'brand';

/** One outlined rectangle on a page image, belonging to one item of the list. */
export interface Mark {
  itemId: string;
  page: number;
  box: Box;
  tone: Tone;
  /** The item's number, shown on its first box of each page. */
  label?: number;
}

export interface ReportItem {
  /** Unique on the page: the list and the boxes find each other by it. */
  id: string;
  /** Numbered items match numbered boxes; repeated words show a coloured dot instead. */
  number?: number;
  tone: Tone;
  title: string;
  /** The words of the resume the mistake is about, shown in quotes. */
  quote?: string;
  /** What was found, in the grader's words (content mistakes). */
  detail?: string;
  body: string;
  /** The first page with a box of this item, where jumping to it lands. */
  page: number | null;
}

export interface ItemGroup {
  id: string;
  heading: string;
  /** A verdict for the whole group, e.g. the vertical alignment of a page. */
  status?: { text: string; ok: boolean };
  /** Shown when the group has no items. */
  emptyText: string;
  items: ReportItem[];
}

/** An edge misaligned lines should meet, as tall as the lines of their section: image pixels. */
export interface MarginEdge {
  x: number;
  y0: number;
  y1: number;
}

/**
 * What the Formatting tab draws on a page beside its boxes: the edges its misaligned lines
 * should meet, each only as tall as its section (issue 35), never the page's whole margin.
 */
export interface MarginGuide {
  page: number;
  edges: MarginEdge[];
}

/** Two edges drawn as one: the same x, within a couple of pixels, spans that meet. */
const closeEdge = 3;

function mergeEdges(edges: MarginEdge[]): MarginEdge[] {
  const merged: MarginEdge[] = [];
  for (const edge of [...edges].sort((a, b) => a.x - b.x || a.y0 - b.y0)) {
    const last = merged.at(-1);
    if (last && Math.abs(last.x - edge.x) <= closeEdge && edge.y0 <= last.y1 + closeEdge) {
      last.y1 = Math.max(last.y1, edge.y1);
    } else {
      merged.push({ ...edge });
    }
  }
  return merged;
}

/** Where a misaligned line should start: its section's edge, or (older gradings) beside it. */
function edgeOf({ word_coor: [x0, y0, , y1], offset, edge }: MisalignedLine): MarginEdge {
  return edge ? { x: edge[0], y0: edge[1], y1: edge[3] } : { x: x0 - offset, y0, y1 };
}

/** What a misaligned line is told, by what it was measured against. */
const alignmentAdvice: Record<AlignmentRole | 'unknown', (side: string) => string> = {
  bullets: (side) =>
    `This bullet starts to the ${side} of the other bullets in its list; line it up with them.`,
  wrap: (side) =>
    `This wrapped line starts to the ${side} of its bullet's text; line it up under the text.`,
  paragraph: (side) =>
    `This line starts to the ${side} of the other lines of its paragraph; line it up with them.`,
  headings: (side) =>
    `This heading starts to the ${side} of the other section headings; line it up with them.`,
  lines: (side) =>
    `Starts a little to the ${side} of the edge the lines around it keep; line it up with them.`,
  unknown: (side) =>
    `Starts a little to the ${side} of the nearest margin or indent; line it up with the lines around it.`,
};

/** What is drawn on the page images: the boxes and, on the Formatting tab, the margins. */
export interface PageMarks {
  marks: Mark[];
  guides: MarginGuide[];
}

/** What one tab shows: the list beside the pages and what is drawn on them. */
export interface ReportView extends PageMarks {
  groups: ItemGroup[];
  /** Why some checks of this tab did not run (e.g. grammar on a Spanish resume). */
  notes: string[];
}

/** The exact SPEC text for a page without misaligned lines. */
export const alignedText = 'All sentences are properly aligned';

export type TabId = 'content' | 'formatting' | 'writing';

/** SPEC 'Results': '“N suggestions” to improve your resume', N from `suggestionCount`. */
export function suggestionsTitle(count: number): string {
  return `“${count} ${count === 1 ? 'suggestion' : 'suggestions'}” to improve your resume`;
}

/** The mistake count on each tab (CONTRACT.md section 4's totals). */
export function tabCounts({ totalMistakes: t }: Pick<Grading, 'totalMistakes'>) {
  return {
    content: t.content,
    formatting: t.formattingVertical + t.formattingHorizontal,
    writing: t.writing,
  } satisfies Record<TabId, number>;
}

/** Where an item's words are printed: a box on a page image. */
export interface Placement {
  page: number;
  box: Box;
}

/** The item's boxes, its number on the first box of each page so every page shows it. */
export function marksOf(item: ReportItem, placements: Placement[]): Mark[] {
  const labelled = new Set<number>();
  return placements.map(({ page, box }) => {
    const first = !labelled.has(page);
    labelled.add(page);
    return {
      itemId: item.id,
      page,
      box,
      tone: item.tone,
      ...(first && item.number !== undefined ? { label: item.number } : {}),
    };
  });
}

const pageHeading = (page: number) => `Page ${page + 1}`;

const writingChecks = new Set(['grammar', 'repetition', 'overused-words']);

function skipReasons(grading: Grading, belongs: (check: string) => boolean): string[] {
  const reasons = (grading.skippedChecks ?? [])
    .filter((s) => belongs(s.check))
    .map((s) => s.reason);
  return [...new Set(reasons)];
}

/** Content: one card per mistake, numbered in page order, grouped by page. */
export function contentView(grading: Grading): ReportView {
  const mistakes = grading.allFeedback.toSorted((a, b) => a.page - b.page);
  const groups = new Map<number, ItemGroup>();
  const marks: Mark[] = [];
  mistakes.forEach((mistake, index) => {
    const item: ReportItem = {
      id: `content-${index}`,
      number: index + 1,
      tone: 'brand',
      title: mistake.title,
      detail: mistake.mistake,
      body: mistake.feedback,
      page: mistake.coordinates.length > 0 ? mistake.page : null,
    };
    const group = groups.get(mistake.page) ?? {
      id: `content-page-${mistake.page}`,
      heading: pageHeading(mistake.page),
      emptyText: '',
      items: [],
    };
    group.items.push(item);
    groups.set(mistake.page, group);
    marks.push(
      ...marksOf(
        item,
        mistake.coordinates.map((box) => ({ page: mistake.page, box })),
      ),
    );
  });
  return {
    groups: [...groups.values()],
    marks,
    guides: [],
    notes: skipReasons(grading, (check) => !writingChecks.has(check)),
  };
}

/**
 * Formatting, page by page: horizontal mistakes (spacing, fonts, dates) and the lines that
 * start off the edge their section keeps, with that edge drawn beside them.
 */
export function formatView(grading: Grading): ReportView {
  const pageCount = Math.max(grading.horizontalFormate.length, grading.VerticalFormate.length);
  const groups: ItemGroup[] = [];
  const marks: Mark[] = [];
  const guides: MarginGuide[] = [];
  let number = 0;
  for (let page = 0; page < pageCount; page++) {
    const items: ReportItem[] = [];
    for (const [index, mistake] of (grading.horizontalFormate[page] ?? []).entries()) {
      const item: ReportItem = {
        id: `horizontal-${page}-${index}`,
        number: ++number,
        tone: mistake.mistake_type,
        title: 'Spacing and layout',
        body: mistake.feedback_display,
        page,
      };
      items.push(item);
      marks.push(...marksOf(item, [{ page, box: mistake.coor }]));
    }
    const vertical = grading.VerticalFormate[page]?.[1];
    const lines = Object.entries(vertical?.sar_list ?? {});
    for (const [index, [, line]] of lines.entries()) {
      const item: ReportItem = {
        id: `vertical-${page}-${index}`,
        number: ++number,
        tone: 'red',
        title: 'Misaligned line',
        quote: line.text,
        body: alignmentAdvice[line.against ?? 'unknown'](line.offset > 0 ? 'right' : 'left'),
        page,
      };
      items.push(item);
      marks.push(...marksOf(item, [{ page, box: line.word_coor }]));
    }
    if (lines.length > 0) {
      guides.push({ page, edges: mergeEdges(lines.map(([, line]) => edgeOf(line))) });
    }
    groups.push({
      id: `format-page-${page}`,
      heading: pageHeading(page),
      status:
        lines.length > 0
          ? { text: vertical?.display ?? '', ok: false }
          : { text: alignedText, ok: true },
      emptyText: 'No spacing or layout issues on this page.',
      items,
    });
  }
  return { groups, marks, guides, notes: [] };
}

/** Writing: grammar and spelling, repeated words (a dot, no number) and overused words. */
export function writingView(grading: Grading): ReportView {
  const { grammar, repetition, overusedWords } = grading.Writing;
  const skipped = new Map((grading.skippedChecks ?? []).map((s) => [s.check, s.reason]));
  const marks: Mark[] = [];
  let number = 0;

  const grammarItems = grammar.map((mistake, index): ReportItem => {
    const item: ReportItem = {
      id: `grammar-${index}`,
      number: ++number,
      tone: mistake.mistake_type,
      title: mistake.feedback_display_title,
      quote: mistake.mistake,
      body: mistake.feedback_display,
      page: mistake.page,
    };
    marks.push(...marksOf(item, [{ page: mistake.page, box: mistake.word_coor }]));
    return item;
  });

  const repetitionItems = repetition.map((repeated, index): ReportItem => {
    const item: ReportItem = {
      id: `repetition-${index}`,
      tone: repeated.mistake_type,
      title: repeated.word,
      body:
        repeated.feedback_display ??
        `Used ${repeated.count} times. Swap a few for synonyms or rephrase, so each line reads fresh.`,
      page: repeated.word_coor[0]?.page ?? null,
    };
    marks.push(...marksOf(item, repeated.word_coor));
    return item;
  });

  const overusedItems = Object.entries(overusedWords).map(([word, overused], index) => {
    const placements = overused.overuse_coor.flatMap((boxes, page) =>
      boxes.map((box) => ({ page, box })),
    );
    const item: ReportItem = {
      id: `overused-${index}`,
      number: ++number,
      tone: overused.errorColor,
      title: overused.feedback_display_title,
      quote: word,
      body: overused.feedback_display,
      page: placements[0]?.page ?? null,
    };
    marks.push(...marksOf(item, placements));
    return item;
  });

  return {
    groups: [
      {
        id: 'grammar',
        heading: 'Grammar and spelling',
        emptyText: skipped.get('grammar') ?? 'No grammar or spelling mistakes found.',
        items: grammarItems,
      },
      {
        id: 'repetition',
        heading: 'Repeated words',
        emptyText: skipped.get('repetition') ?? 'No word is repeated too often.',
        items: repetitionItems,
      },
      {
        id: 'overused-words',
        heading: 'Overused words',
        emptyText: skipped.get('overused-words') ?? 'No overused words or clichés found.',
        items: overusedItems,
      },
    ],
    marks,
    guides: [],
    notes: [],
  };
}
