import { type Grading, suggestionCount } from '@resumegrader/contract/grading';
import type { Comparison } from '@resumegrader/contract/versions';
import { type Area, plural } from './areas.ts';
import { layoutComparison } from './comparison-section.ts';
import { measure } from './fonts.ts';
import type { Flow } from './flow.ts';
import { gradeChip, longDate, styles } from './pieces.ts';
import { colours, gradeColours } from './theme.ts';

export interface SummaryInput {
  fileName: string;
  gradedAt: string;
  grading: Grading;
  comparison: Comparison | null;
}

// Things are drawn in reading order ('Final grade', its letter, its score), which is the
// order a reader copying the text, or a screen reader, gets them in.

/** 'Final grade' and its score, with the suggestion count, in the Cumulative band's colours. */
function finalGradeCard(flow: Flow, grading: Grading): void {
  const top = flow.y;
  const height = 92;
  const grade = grading.finalGrade.Cumulative;
  const { border, background } = gradeColours(grade);
  const count = suggestionCount(grading);
  const right = flow.right - 20;
  const text = flow.left + 102;
  flow.draw((canvas) => {
    const paint = { fill: background, stroke: border, lineWidth: 1.5 };
    canvas.rect(flow.left, top, flow.width, height, paint, 12);
    canvas.text('Final grade', text, top + 42, 'bold', 17, colours.ink);
  });
  gradeChip(flow, grade, { x: flow.left + 16, y: top + 14, width: 64, height: 64 }, 30);
  flow.draw((canvas) => {
    const score = `Score ${Math.round(grading.scores.Cumulative)} out of 100`;
    canvas.text(score, text, top + 61, 'regular', 10.5, colours.muted);
    canvas.textRight(String(count), right, top + 48, 'bold', 30, colours.ink);
    const label = count === 1 ? 'suggestion to improve' : 'suggestions to improve';
    canvas.textRight(label, right, top + 63, 'regular', 9.5, colours.muted);
    canvas.textRight('your resume', right, top + 75, 'regular', 9.5, colours.muted);
  });
  flow.y = top + height + 14;
}

/** Content, Format and Writing side by side: grade, what the area covers, score. */
function areaCards(flow: Flow, grading: Grading, areas: Area[]): void {
  const top = flow.y;
  const gap = 12;
  const width = (flow.width - 2 * gap) / 3;
  const height = 104;
  areas.forEach((area, index) => {
    const x = flow.left + index * (width + gap);
    const grade = grading.finalGrade[area.graded];
    const score = grading.scores[area.graded];
    const about = flow.lines(area.about, styles.small, width - 28);
    flow.draw((canvas) => {
      const paint = { fill: colours.white, stroke: colours.line, lineWidth: 1 };
      canvas.rect(x, top, width, height, paint, 10);
      canvas.text(area.graded, x + 14, top + 26, 'bold', 13, colours.ink);
    });
    const chipWidth = Math.max(38, measure(grade, 'bold', 14) + 14);
    const chip = { x: x + width - 14 - chipWidth, y: top + 12, width: chipWidth, height: 26 };
    gradeChip(flow, grade, chip, 14);
    flow.draw((canvas) => {
      const { size, leading } = styles.small;
      about.forEach((line, i) =>
        canvas.text(line.text, x + 14, top + 50 + i * leading, 'regular', size, colours.muted),
      );
      const scoreText =
        score === null ? 'Score N/A: no check could run' : `Score ${Math.round(score)}/100`;
      canvas.text(scoreText, x + 14, top + height - 26, 'regular', 9, colours.ink);
      const countText = plural(area.count, 'suggestion');
      canvas.text(countText, x + 14, top + height - 13, 'regular', 9, colours.muted);
    });
  });
  flow.y = top + height + 18;
}

/** A short key to the pages that follow. */
function readingGuide(flow: Flow): void {
  const x = flow.left + 14;
  const blocks = [
    'The next pages show your resume with each suggestion boxed and numbered: C for ' +
      'Content, F for Formatting, W for Writing. Red boxes must be fixed, yellow ones are ' +
      'worth a look.',
    'After them, every suggestion is listed with the words it is about and how to fix it.',
  ].map((text) => flow.lines(text, styles.small, flow.width - 28));
  const lineCount = blocks.reduce((sum, lines) => sum + lines.length, 0);
  const height = 30 + lineCount * styles.small.leading + 2 * (blocks.length - 1);
  flow.ensure(height);
  const top = flow.y;
  flow.draw((canvas) => {
    const paint = { fill: colours.tint, stroke: colours.line, lineWidth: 0.75 };
    canvas.rect(flow.left, top, flow.width, height, paint, 8);
  });
  flow.y = top + 8;
  flow.paragraph(
    'How to read this report',
    { ...styles.small, face: 'bold', colour: colours.ink },
    x,
  );
  flow.y += 2;
  blocks.forEach((lines, index) => {
    if (index > 0) flow.y += 2;
    flow.drawLines(lines, styles.small, x);
  });
  flow.y = top + height + 18;
}

/**
 * The first page (or two): what was graded, when, and how it did; for a new version of a
 * resume, what changed since the last one.
 */
export function layoutSummary(flow: Flow, input: SummaryInput, areas: Area[]): void {
  flow.newPage();
  const brandTop = flow.y;
  flow.draw((canvas) => {
    canvas.rect(flow.left, brandTop, 14, 14, { fill: colours.brand }, 3);
    canvas.text('ResumeGrader', flow.left + 20, brandTop + 10.8, 'bold', 10, colours.brand);
  });
  flow.y += 34;
  flow.paragraph('Resume review', styles.title);
  flow.y += 4;
  flow.paragraph(input.fileName, styles.lead);
  flow.paragraph(`Graded ${longDate(input.gradedAt)}`, styles.muted);
  flow.y += 20;
  finalGradeCard(flow, input.grading);
  areaCards(flow, input.grading, areas);
  if (input.comparison) layoutComparison(flow, input.comparison);
  readingGuide(flow);
}
