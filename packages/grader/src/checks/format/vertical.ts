import type { Line } from '../../layout/types.ts';
import type { CheckContext, MisalignedLine, VerticalPageFinding } from '../findings.ts';
import { type Cluster, clusterBy, largest, nearestValue } from './clusters.ts';
import { type ColumnLines, columnsOf, type Row, rowsOf, supportedRightEdge } from './columns.ts';

/** Left edges this close share one alignment level (glyph rounding, kerning). */
const levelTolerance = 1.5;
/** A line this far or less from its level looks aligned to a reader. */
const alignTolerance = 2;
/**
 * From this far off every level on, a line is a different element (a table cell, a date
 * gutter, a deeper indent), not a misplaced one.
 */
const maxOffset = 12;
/** A left edge shared by this many lines is an indent level in its own right. */
const minLevelLines = 3;
/** Centred rows and right-aligned lines meet their alignment stops this closely. */
const centreTolerance = 2.5;
const rightTolerance = 1.5;

/** Distinct positions among values, edges within 3pt counting as one. */
const distinct = (values: number[]) => clusterBy(values, (v) => v, 3).length;

/**
 * Lines not meant to sit on a left edge: segments after the first in their row and rows of
 * many segments, rows centred on the page, the column or a shared centre line (a name and
 * contact header, a centred sidebar), and lines ending on a right-alignment stop (dates at
 * the right margin, a gutter of right-aligned dates or labels).
 */
function freeStanding(
  column: ColumnLines,
  levels: number[],
  left: number,
  right: number,
): (line: Line) => boolean {
  const onLevel = (x: number) => levels.some((level) => Math.abs(level - x) <= alignTolerance);
  const rows = rowsOf(column.lines);
  const rowOf = new Map<Line, Row>(
    rows.flatMap((row) => row.lines.map((line) => [line, row] as const)),
  );
  const centreOf = (row: Row) => (row.x0 + row.x1) / 2;
  // A shared centre or right edge is a stop when rows starting at three or more different
  // places meet there; a justified paragraph, whose lines share both edges, is not one.
  const centres = [
    column.page.width / 2,
    (left + right) / 2,
    ...clusterBy(rows, centreOf, centreTolerance)
      .filter((c) => c.items.length >= minLevelLines && distinct(c.items.map((r) => r.x0)) >= 3)
      .map((c) => c.value),
  ];
  // Right stops: right edges shared by three lines starting in two places or more. A long
  // line ending on one is right-aligned only when the stop's lines are mostly off every
  // left level (a gutter of right-aligned labels), so a misplaced line in a justified
  // block, which ends where its neighbours end, still counts as misplaced.
  const rights = clusterBy(column.lines, (l) => l.rect.x1, rightTolerance)
    .filter((c) => c.items.length >= minLevelLines && distinct(c.items.map((l) => l.rect.x0)) >= 2)
    .map((c) => ({
      x: c.value,
      gutter: c.items.filter((l) => onLevel(l.rect.x0)).length * 2 <= c.items.length,
    }));
  rights.push({ x: right, gutter: false });
  return (line) => {
    const row = rowOf.get(line) as Row;
    // Segments after the first (a date column, a table cell) sit on tab stops, not margins;
    // a row of three or more (a contact bar, a grid of skills) is laid out as a whole,
    // often centred around icons the text layer does not show.
    if (line.rect.x0 > row.x0 || row.lines.length >= 3) return true;
    // A row starting near the column's left edge spans the column: it is centred only when
    // it sits exactly mid-page, not because it mirrors itself in the column's box.
    const spanning = row.x0 - left < maxOffset;
    const centre = centreOf(row);
    if (
      spanning
        ? Math.abs(centre - column.page.width / 2) <= 1
        : centres.some((c) => Math.abs(c - centre) <= centreTolerance)
    ) {
      return true;
    }
    const { x0, x1 } = line.rect;
    const short = x1 - x0 < (right - left) / 2;
    return rights.some((r) => Math.abs(r.x - x1) <= rightTolerance && (short || r.gutter));
  };
}

/**
 * Where each wrapped line of a bullet should start: its bullet's left edge plus the offset
 * most wrapped lines of the column keep (under the text, or under the glyph in a flush
 * style); under the bullet's text when there are too few wraps to tell. A wrap is the line right below a bullet or its previous wrap, without a glyph of
 * its own, starting within maxOffset of the bullet's text.
 */
function wrapPositions(lines: Line[]): Map<Line, number> {
  const wraps: { line: Line; head: Line }[] = [];
  let head: Line | null = null;
  let previous: Line | null = null;
  for (const line of lines) {
    if (line.bullet !== null) {
      head = line;
    } else if (
      head &&
      previous &&
      line.heading === null &&
      line.page === head.page &&
      line.rect.y0 > previous.rect.y0 &&
      line.rect.y0 - previous.rect.y1 < line.size * 0.9 &&
      Math.abs(line.rect.x0 - head.textX0) < maxOffset
    ) {
      wraps.push({ line, head });
    } else {
      head = null;
    }
    previous = line;
  }
  const indents = clusterBy(wraps, (w) => w.line.rect.x0 - w.head.rect.x0, levelTolerance);
  const usual = largest(indents);
  // Too few wraps to show a house style: the usual hanging indent, under the text.
  const expected = (w: (typeof wraps)[number]) =>
    usual && usual.items.length >= minLevelLines ? w.head.rect.x0 + usual.value : w.head.textX0;
  return new Map(wraps.map((w) => [w.line, expected(w)]));
}

interface ColumnAlignment {
  margin: number;
  lineCount: number;
  misaligned: MisalignedLine[];
}

const levelsOf = (edges: number[]) =>
  clusterBy(edges, (x) => x, levelTolerance)
    .filter((c) => c.items.length >= minLevelLines)
    .map((c) => c.value);

/**
 * Left edges the whole document keeps: a page that carries only the last two bullets of a
 * list over from the page before still has them on the list's edge.
 */
interface DocumentLevels {
  starts: number[];
  glyphs: number[];
}

function alignColumn(column: ColumnLines, document: DocumentLevels): ColumnAlignment {
  const { lines } = column;
  const margin = largest(clusterBy(lines, (l) => l.rect.x0, levelTolerance)) as Cluster<Line>;
  const starts = [margin.value, ...levelsOf(lines.map((l) => l.rect.x0)), ...document.starts];
  // Wrapped lines of a bullet align with its text, not its glyph: where bullet text starts
  // is a level for lines without a bullet of their own.
  const bulletLines = lines.filter((l) => l.bullet !== null);
  const all = [...starts, ...levelsOf(bulletLines.map((l) => l.textX0))];
  // Bullets line up with bullets: a glyph shifted onto the text edge of the wraps above is
  // still off its own column of glyphs.
  const glyphLevels = [...levelsOf(bulletLines.map((l) => l.rect.x0)), ...document.glyphs];
  const bulletStops = glyphLevels.length > 0 ? [margin.value, ...glyphLevels] : starts;
  const wraps = wrapPositions(lines);
  const left = Math.min(...lines.map((l) => l.rect.x0));
  const right = supportedRightEdge(lines) ?? Math.max(...lines.map((l) => l.rect.x1));
  const isFreeStanding = freeStanding(column, all, left, right);
  const misaligned: MisalignedLine[] = [];
  for (const line of lines) {
    const levels = line.bullet === null ? all : bulletStops;
    const offset =
      line.rect.x0 - (wraps.get(line) ?? (nearestValue(levels, line.rect.x0) as number));
    if (Math.abs(offset) <= alignTolerance || Math.abs(offset) >= maxOffset) continue;
    // A wrap belongs on its bullet's text edge, whatever stop its right end meets.
    if (!wraps.has(line) && isFreeStanding(line)) continue;
    misaligned.push({ line, offset: Math.round(offset * 10) / 10 });
  }
  return { margin: margin.value, lineCount: lines.length, misaligned };
}

/**
 * Per page: the dominant left margin (the most used left edge of the page's main column)
 * and every line whose left edge is a few points off its column's margin or indent levels.
 * Levels are left edges shared by at least three lines; a line 2–12pt off the nearest one
 * is misaligned, with `offset` its signed distance (positive: too far right).
 */
export function verticalFormat(context: CheckContext): VerticalPageFinding[] {
  const { lines } = context.layout;
  const document: DocumentLevels = {
    starts: levelsOf(lines.map((l) => l.rect.x0)),
    glyphs: levelsOf(lines.filter((l) => l.bullet !== null).map((l) => l.rect.x0)),
  };
  return context.layout.pages.map((page) => {
    const columns = columnsOf(page).map((column) => alignColumn(column, document));
    const main = columns.reduce<ColumnAlignment | undefined>(
      (a, c) => (!a || c.lineCount > a.lineCount ? c : a),
      undefined,
    );
    const misaligned = columns
      .flatMap((c) => c.misaligned)
      .sort((a, b) => a.line.rect.y0 - b.line.rect.y0 || a.line.rect.x0 - b.line.rect.x0);
    return { page: page.index, margin: main?.margin ?? 0, misaligned };
  });
}
