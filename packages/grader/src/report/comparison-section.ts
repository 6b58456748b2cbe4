import type { ComparedFinding, Comparison, GradeChange } from '@resumegrader/contract/versions';
import { plural } from './areas.ts';
import { measure } from './fonts.ts';
import type { Canvas } from './canvas.ts';
import type { Flow, TextStyle } from './flow.ts';
import { longDate, styles } from './pieces.ts';
import { colours, gradeColours } from './theme.ts';

const areaNames: Record<GradeChange['area'], string> = {
  Cumulative: 'Final grade',
  Content: 'Content',
  Format: 'Format',
  Writing: 'Writing',
};

const tabNames: Record<ComparedFinding['tab'], string> = {
  content: 'Content',
  formatting: 'Formatting',
  writing: 'Writing',
};

const directions = {
  up: { word: 'Up', colour: colours.success },
  down: { word: 'Down', colour: colours.danger },
  same: { word: 'Same', colour: colours.subtle },
} as const;

/** One tile per area: 'B- → B+' and whether it went up, down or stayed. */
function gradeTiles(flow: Flow, changes: GradeChange[]): void {
  const gap = 10;
  const width = (flow.width - 3 * gap) / 4;
  const height = 62;
  flow.ensure(height + 12);
  const top = flow.y;
  changes.forEach((change, index) => {
    const x = flow.left + index * (width + gap);
    flow.draw((canvas) => {
      const paint = { fill: colours.white, stroke: colours.line, lineWidth: 1 };
      canvas.rect(x, top, width, height, paint, 8);
      canvas.text(areaNames[change.area], x + 12, top + 17, 'regular', 9, colours.muted);
      drawGradeChange(canvas, change, x + 12, top + 38);
      drawDirection(canvas, change.direction, x + 12, top + 50);
    });
  });
  flow.y = top + height + 16;
}

/**
 * 'B- → B+', each grade on its band's colours; the spaces are drawn too, so a reader
 * copying the line (or a search) gets 'B- → B+'.
 */
function drawGradeChange(canvas: Canvas, change: GradeChange, x: number, baseline: number) {
  const size = 13;
  const chip = (grade: GradeChange['before'], at: number) => {
    const { border, background } = gradeColours(grade);
    const width = measure(grade, 'bold', size) + 10;
    const paint = { fill: background, stroke: border, lineWidth: 1 };
    canvas.rect(at, baseline - 14, width, 19, paint, 4);
    canvas.text(`${grade} `, at + 5, baseline, 'bold', size, colours.ink);
    return at + width;
  };
  const arrowAt = chip(change.before, x) + 5;
  canvas.text('→ ', arrowAt, baseline, 'bold', size, colours.subtle);
  chip(change.after, arrowAt + measure('→', 'bold', size) + 5);
}

/** A triangle (not a glyph: the Latin fonts have none) and the word, centred on `y`. */
function drawDirection(canvas: Canvas, direction: GradeChange['direction'], x: number, y: number) {
  const { word, colour } = directions[direction];
  const paint = { fill: colour };
  if (direction === 'up')
    canvas.polygon(
      [
        [x, y + 3],
        [x + 6, y + 3],
        [x + 3, y - 3],
      ],
      paint,
    );
  else if (direction === 'down')
    canvas.polygon(
      [
        [x, y - 3],
        [x + 6, y - 3],
        [x + 3, y + 3],
      ],
      paint,
    );
  else {
    canvas.rect(x, y - 1.8, 6, 1.3, paint);
    canvas.rect(x, y + 0.5, 6, 1.3, paint);
  }
  canvas.text(word, x + 10, y + 3, 'bold', 8.5, colour);
}

const bucketStyles = {
  title: { face: 'bold', size: 9.5, colour: colours.ink, leading: 13 },
  quote: { face: 'italic', size: 9, colour: colours.muted, leading: 12 },
} satisfies Record<string, TextStyle>;

/** A bucket's findings as a list: area and title, then the words it is about. */
function findingList(
  flow: Flow,
  heading: string,
  colour: string,
  findings: ComparedFinding[],
): void {
  // The heading keeps its first finding with it.
  flow.ensure(24 + 30);
  const top = flow.y;
  flow.draw((canvas) => canvas.rect(flow.left, top + 3, 3, 12, { fill: colour }));
  flow.paragraph(heading, styles.subheading, flow.left + 10);
  flow.y += 4;
  if (findings.length === 0) flow.paragraph('None.', styles.small, flow.left + 22);
  const x = flow.left + 22;
  for (const finding of findings) {
    const title = `${tabNames[finding.tab]} · ${finding.title}`;
    // Content findings have no quote but the grader's own words, quotes included.
    const words = finding.quote !== undefined ? `“${finding.quote}”` : finding.detail;
    const width = flow.right - x;
    const blocks = [
      { style: bucketStyles.title, lines: flow.lines(title, bucketStyles.title, width) },
      {
        style: bucketStyles.quote,
        lines: words ? flow.lines(words, bucketStyles.quote, width) : [],
      },
    ];
    flow.ensure(blocks.reduce((sum, block) => sum + block.lines.length * block.style.leading, 0));
    const itemTop = flow.y;
    flow.draw((canvas) => canvas.circle(flow.left + 13, itemTop + 6.5, 1.8, { fill: colour }));
    for (const block of blocks) flow.drawLines(block.lines, block.style, x);
    flow.y += 4;
  }
  flow.y += 10;
}

/** For a new version of a resume: how its grades and findings changed since the last one. */
export function layoutComparison(flow: Flow, comparison: Comparison): void {
  const { previous } = comparison;
  if (!previous) return;
  flow.ensure(24 + 40 + 80);
  flow.paragraph(`Changes since version ${previous.version}`, styles.heading);
  flow.y += 2;
  const graded = previous.cumulativeGrade ? ` and graded ${previous.cumulativeGrade}` : '';
  const uploaded = `uploaded ${longDate(previous.createdAt)}${graded}`;
  flow.paragraph(
    `This is version ${comparison.version} of the resume. The earlier one, ` +
      `version ${previous.version}, is '${previous.fileName}', ${uploaded}.`,
    styles.muted,
  );
  flow.y += 12;
  if (comparison.grades.length > 0) gradeTiles(flow, comparison.grades);
  const { findings } = comparison;
  if (!findings) {
    flow.paragraph(
      'The earlier version was not graded, so its findings cannot be compared with these.',
      styles.muted,
    );
    flow.y += 12;
    return;
  }
  const { fixed, still } = findings;
  flow.ensure(40);
  flow.paragraph(
    `${plural(fixed.length, 'finding')} fixed since the last version, ` +
      `${still.length} still there, ${findings.new.length} new.`,
    styles.text,
  );
  flow.y += 10;
  const fixedHeading = `Fixed since version ${previous.version} (${fixed.length})`;
  findingList(flow, fixedHeading, colours.success, fixed);
  findingList(flow, `Still there (${still.length})`, colours.subtle, still);
  findingList(flow, `New in this version (${findings.new.length})`, colours.amber, findings.new);
}
