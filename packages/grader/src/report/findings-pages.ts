import type { Grading } from '@resumegrader/contract/grading';
import type { ItemGroup, ReportItem } from '@resumegrader/contract/report-views';
import { type Area, labelOf, plural } from './areas.ts';
import { measure } from './fonts.ts';
import { baselineIn, type Flow, type TextStyle } from './flow.ts';
import { gradeChip, styles } from './pieces.ts';
import { colours, toneColours, toneNames } from './theme.ts';

/** The marker column: a numbered pill, or a dot for a repeated word. */
const markerWidth = 34;
const itemGap = 9;

const itemStyles = {
  title: { face: 'bold', size: 10.5, colour: colours.ink, leading: 14 },
  detail: { face: 'regular', size: 9.5, colour: colours.muted, leading: 13 },
  quote: { face: 'italic', size: 9.5, colour: colours.muted, leading: 13 },
  body: { face: 'regular', size: 9.5, colour: '#334155', leading: 13 },
  meta: { face: 'regular', size: 8, colour: colours.subtle, leading: 14 },
} satisfies Record<string, TextStyle>;

/** A finding's number as on the pages: a pill in its tone, or a dot when it has none. */
function drawMarker(flow: Flow, area: Area, item: ReportItem, top: number): void {
  const tone = toneColours[item.tone];
  const x = flow.left;
  if (item.number === undefined) {
    flow.draw((canvas) => canvas.circle(x + 7, top + 7, 3.5, { fill: tone.dot }));
    return;
  }
  const label = labelOf(area, item.number);
  const width = Math.max(20, measure(label, 'bold', 8) + 10);
  flow.draw((canvas) => {
    canvas.rect(x, top, width, 14, { fill: tone.label }, 7);
    canvas.textCentred(label, x + width / 2, top + 10, 'bold', 8, colours.white);
  });
}

function layoutItem(flow: Flow, area: Area, item: ReportItem, showPage: boolean): void {
  const x = flow.left + markerWidth;
  const width = flow.right - x;
  const page = showPage && item.page !== null ? `Resume page ${item.page + 1}` : '';
  const meta = [toneNames[item.tone], page].filter(Boolean).join(' · ');
  const metaWidth = measure(meta, itemStyles.meta.face, itemStyles.meta.size);
  const titleWidth = width - (metaWidth > 0 ? metaWidth + 12 : 0);
  const blocks = [
    { style: itemStyles.title, lines: flow.lines(item.title, itemStyles.title, titleWidth) },
    ...(item.detail
      ? [{ style: itemStyles.detail, lines: flow.lines(item.detail, itemStyles.detail, width) }]
      : []),
    ...(item.quote
      ? [{ style: itemStyles.quote, lines: flow.lines(`“${item.quote}”`, itemStyles.quote, width) }]
      : []),
    { style: itemStyles.body, lines: flow.lines(item.body, itemStyles.body, width) },
  ];
  const height = blocks.reduce((sum, b) => sum + b.lines.length * b.style.leading, 0) + 2;
  // A finding stays on one page unless it is longer than a page.
  flow.ensure(Math.min(height, flow.bottom - flow.top) + itemGap);
  const top = flow.y;
  drawMarker(flow, area, item, top);
  const { face, size, colour } = itemStyles.meta;
  const metaBaseline = baselineIn(top, itemStyles.meta);
  flow.draw((canvas) => canvas.textRight(meta, flow.right, metaBaseline, face, size, colour));
  blocks.forEach((block, index) => {
    if (index === 1) flow.y += 2;
    flow.drawLines(block.lines, block.style, x);
  });
  flow.y += itemGap;
}

/** The views head a page's group 'Page 2'; here it must not read as a page of the report. */
const pageHeading = /^Page \d+$/u;

/** Room for a heading and the start of what follows it, so no heading ends a page. */
const keepWithNext = 80;

function layoutGroup(flow: Flow, area: Area, group: ItemGroup): void {
  const byPage = pageHeading.test(group.heading);
  flow.ensure(keepWithNext);
  flow.y += 4;
  const heading = byPage ? `Resume ${group.heading.toLowerCase()}` : group.heading;
  flow.paragraph(heading, styles.groupHeading);
  const ruleY = flow.y + 1;
  flow.draw((canvas) =>
    canvas.line(flow.left, ruleY, flow.right, ruleY, { stroke: colours.line, lineWidth: 0.75 }),
  );
  flow.y += 7;
  if (group.status) {
    const style = { ...styles.small, colour: group.status.ok ? colours.success : colours.danger };
    const lines = flow.lines(group.status.text, style, flow.width - 14);
    const top = flow.y;
    flow.draw((canvas) =>
      canvas.circle(flow.left + 4, top + style.leading / 2, 2.5, { fill: style.colour }),
    );
    flow.drawLines(lines, style, flow.left + 12);
    flow.y += 6;
  }
  if (group.items.length === 0) {
    flow.paragraph(group.emptyText, styles.muted);
    flow.y += itemGap;
  }
  for (const item of group.items) layoutItem(flow, area, item, !byPage);
}

/** An area's heading: its name, grade, score and how many findings it has. */
function layoutAreaHeading(flow: Flow, grading: Grading, area: Area): void {
  const height = 38;
  flow.ensure(height + keepWithNext);
  const top = flow.y;
  const score = grading.scores[area.graded];
  const scoreText = score === null ? 'Score N/A' : `Score ${Math.round(score)}/100`;
  const summary = `${scoreText} · ${plural(area.count, 'suggestion')}`;
  flow.draw((canvas) => {
    const paint = { fill: colours.tint, stroke: colours.line, lineWidth: 0.75 };
    canvas.rect(flow.left, top, flow.width, height, paint, 8);
    canvas.text(area.name, flow.left + 14, top + 25, 'bold', 16, colours.ink);
  });
  const chip = { x: flow.right - 50, y: top + 7, width: 40, height: 24 };
  gradeChip(flow, grading.finalGrade[area.graded], chip, 12);
  flow.draw((canvas) =>
    canvas.textRight(summary, flow.right - 60, top + 23, 'regular', 9.5, colours.muted),
  );
  flow.y = top + height + 10;
  for (const note of area.view.notes) {
    flow.paragraph(note, styles.muted);
    flow.y += 2;
  }
}

/** Every finding, area by area, each with its number, words and fix. */
export function layoutFindings(flow: Flow, grading: Grading, areas: Area[]): void {
  flow.newPage();
  flow.paragraph('Suggestions and how to fix them', styles.heading);
  flow.y += 2;
  flow.paragraph(
    'Each suggestion carries the number it has on the pages of your resume: ' +
      'C for Content, F for Formatting, W for Writing.',
    styles.muted,
  );
  flow.y += 12;
  areas.forEach((area, index) => {
    if (index > 0) flow.y += 10;
    layoutAreaHeading(flow, grading, area);
    for (const group of area.view.groups) layoutGroup(flow, area, group);
  });
}
