import { conventionsOf, type DocumentKind } from './kind/document-kind.ts';
import type {
  Box,
  ContentMistake,
  GradedArea,
  Grading,
  HorizontalMistake,
  VerticalPage,
  WritingMistake,
} from '@resumegrader/contract/grading';
import type { SkippedCheck } from './checks/findings.ts';
import type { Rect } from './layout/types.ts';
import type { Findings } from './score/scores.ts';
import { scoreFindings } from './score/scores.ts';

export interface PageFrame {
  page: number;
  width: number;
  height: number;
  /** Points → pixels. */
  scale: number;
  url: string;
}

const alignedMessage = 'All sentences are properly aligned';

/** A point rectangle as a whole-pixel box inside its page image. */
export function toBox(rect: Rect, frame: Pick<PageFrame, 'width' | 'height' | 'scale'>): Box {
  const px = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v * frame.scale)));
  return [
    px(rect.x0, frame.width),
    px(rect.y0, frame.height),
    px(rect.x1, frame.width),
    px(rect.y1, frame.height),
  ];
}

/** Assembles the Grading JSON of CONTRACT.md section 4 from the checks' findings. */
export function buildGrading(
  findings: Findings,
  frames: PageFrame[],
  pageLines: Rect[][],
  skipped: SkippedCheck[],
  kind: DocumentKind,
  notRun: readonly GradedArea[] = [],
): Grading {
  const frame = (page: number) => frames[page] as PageFrame;
  const box = (page: number, rect: Rect) => toBox(rect, frame(page));

  const allFeedback: ContentMistake[] = findings.content.map((f) => ({
    page: f.page,
    title: f.title,
    mistake: f.mistake,
    feedback: f.feedback,
    coordinates: f.rects.map((r) => box(f.page, r)),
  }));
  const Content: Grading['Content'] = {};
  for (const { page } of frames) {
    Content[`Page${page}`] = { sections: allFeedback.filter((m) => m.page === page) };
  }

  const horizontalFormate: HorizontalMistake[][] = frames.map(({ page }) =>
    findings.horizontal
      .filter((f) => f.page === page)
      .map((f) => ({
        coor: box(page, f.rect),
        mistake_type: f.severity,
        feedback_display: f.message,
      })),
  );

  const VerticalFormate: [Box[], VerticalPage][] = frames.map(({ page }, index) => {
    const result = findings.vertical.find((v) => v.page === page);
    const lineBoxes = (pageLines[index] ?? []).map((rect) => box(page, rect));
    const sar_list: VerticalPage['sar_list'] = {};
    for (const { line, offset, against, edge } of result?.misaligned ?? []) {
      sar_list[line.id] = {
        text: line.text,
        word_coor: box(page, line.rect),
        offset: Math.round(offset * frame(index).scale),
        against,
        edge: box(page, { x0: edge.x, y0: edge.y0, x1: edge.x, y1: edge.y1 }),
      };
    }
    const count = Object.keys(sar_list).length;
    return [
      lineBoxes,
      {
        mode: Math.round((result?.margin ?? 0) * frame(index).scale),
        display:
          count === 0
            ? alignedMessage
            : `${count} ${count === 1 ? 'line is' : 'lines are'} off the left margin or indent level the rest of the page uses.`,
        sar_list,
      },
    ];
  });

  const grammar: WritingMistake[] = findings.grammar.map((f) => ({
    page: f.page,
    mistake: f.text,
    mistake_type: f.severity,
    word_coor: box(f.page, f.rect),
    feedback_display: f.message,
    feedback_display_title: f.title,
  }));
  const repetition = findings.repetition.map((f) => ({
    word: f.word,
    count: f.occurrences.length,
    mistake_type: f.severity,
    word_coor: f.occurrences.map((o) => ({ page: o.page, box: box(o.page, o.rect) })),
    feedback_display: f.message,
  }));
  const overusedWords: Grading['Writing']['overusedWords'] = {};
  for (const f of findings.overused) {
    overusedWords[f.phrase] = {
      overuse_coor: frames.map(({ page }) =>
        f.occurrences.filter((o) => o.page === page).map((o) => box(page, o.rect)),
      ),
      overuse_status: f.status,
      feedback_display: f.message,
      feedback_display_title: f.title,
      errorColor: f.severity,
    };
  }

  const { scores, grades } = scoreFindings(findings, notRun, conventionsOf(kind));
  return {
    finalGrade: grades,
    scores,
    totalMistakes: {
      content: allFeedback.length,
      formattingVertical: VerticalFormate.reduce(
        (n, [, v]) => n + Object.keys(v.sar_list).length,
        0,
      ),
      formattingHorizontal: horizontalFormate.reduce((n, page) => n + page.length, 0),
      writing: grammar.length + repetition.length + Object.keys(overusedWords).length,
    },
    resumeContentImages: frames.map(({ page, url, width, height }) => ({
      page,
      url,
      width,
      height,
    })),
    Content,
    allFeedback,
    horizontalFormate,
    VerticalFormate,
    Writing: { grammar, repetition, overusedWords },
    skippedChecks: skipped,
    documentKind: {
      kind: kind.kind,
      label: kind.label,
      evidence: kind.evidence,
      note: kind.note,
    },
  };
}
