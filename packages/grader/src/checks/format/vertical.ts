import type { Line, Word } from '../../layout/types.ts';
import type {
  AlignmentRole,
  CheckContext,
  MisalignedLine,
  VerticalPageFinding,
} from '../findings.ts';
import { median } from '../../layout/geometry.ts';
import { letterSpaced } from '../line-roles.ts';
import { type Cluster, clusterBy, largest, nearestValue } from './clusters.ts';
import { type ColumnLines, columnsOf, type Row, rowsOf, supportedRightEdge } from './columns.ts';
import { footerLine, runningLines, topBlock } from './roles.ts';

/**
 * Each line is measured against the lines that play its part (issue 34): a bullet against
 * the other bullets of its column, a wrapped line against the text of its bullet or the
 * other lines of its paragraph, a heading against the headings, any other line against the
 * edges its column keeps. Comparing every line with every edge of the page called a
 * company heading misaligned against the other column and let a whole bullet shifted onto
 * the text edge pass.
 */

/** Left edges this close share one alignment level (glyph rounding, kerning). */
const levelTolerance = 1.5;
/** From this far off on, a reader sees a line start out of line (issue 34: 2 pt). */
const visibleOffset = 2;
/**
 * How far a line may be off its reference and still be a misplaced copy of it rather than
 * another element: a list item can be pushed as a whole by up to a tab (a deeper level
 * starts further in); a wrapped line stays under its text; an entry line or a heading more
 * than a few points off is a gutter, a date column or an indent of its own.
 */
const maxOffset: Record<AlignmentRole, number> = {
  bullets: 16,
  wrap: 14,
  paragraph: 14,
  headings: 8,
  lines: 8,
};
/** A left edge shared by this many lines is an indent level in its own right. */
const minLevelLines = 3;
/** Centred rows and right-aligned lines meet their alignment stops this closely. */
const centreTolerance = 2.5;
const rightTolerance = 1.5;
/** A row starting this close to its column's left edge spans the column. */
const spanningInset = 12;

/** Distinct positions among values, edges within 3pt counting as one. */
const distinct = (values: number[]) => clusterBy(values, (v) => v, 3).length;

/**
 * A reference level most of whose lines start within half a point of its edge: headings
 * set by eye, each a little off, give no edge to be off from; one line a point off does not
 * blur a list's edge.
 */
const crisp = (level: Cluster<number>) =>
  level.items.filter((x) => Math.abs(x - level.value) <= 0.5).length >= level.items.length * 0.75;

const levelsOf = (edges: number[], min = minLevelLines) =>
  clusterBy(edges, (x) => x, levelTolerance)
    .filter((c) => c.items.length >= min)
    .map((c) => c.value);

/** Lines on the same side of a two-column layout, on every page. */
const sideOf = (line: Line) => Math.max(line.column, 0);

/**
 * Where a line's first cell ends: its first words up to a gap a tab leaves (a right-aligned
 * date label the text layer joins with the entry beside it), or the line's end.
 */
function cellEnd(line: Line): number {
  const { words } = line;
  for (let i = 1; i < words.length; i++) {
    const before = words[i - 1] as Word;
    if ((words[i] as Word).rect.x0 - before.rect.x1 > line.size * 1.5) return before.rect.x1;
  }
  return line.rect.x1;
}

/**
 * Lines not meant to sit on a left edge: segments after the first in their row and rows of
 * many segments, rows centred on the page, the column or a shared centre line (a name and
 * contact header, a centred sidebar), and lines or first cells ending on a right-alignment
 * stop (dates at the right margin, a gutter of right-aligned dates or labels).
 */
function freeStanding(
  column: ColumnLines,
  levels: number[],
  left: number,
  right: number,
): (line: Line) => boolean {
  const onLevel = (x: number) => levels.some((level) => Math.abs(level - x) <= visibleOffset);
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
  // left level (a gutter of right-aligned labels).
  const rights = clusterBy(column.lines, cellEnd, rightTolerance)
    .filter((c) => c.items.length >= minLevelLines && distinct(c.items.map((l) => l.rect.x0)) >= 2)
    .map((c) => ({
      x: c.value,
      gutter: c.items.filter((l) => onLevel(l.rect.x0)).length * 2 <= c.items.length,
    }));
  rights.push({ x: right, gutter: false });
  // A centred paragraph: a row sharing its centre, not its left edge, with the row above
  // or below it.
  const centredWithNeighbour = (row: Row) => {
    const index = rows.indexOf(row);
    return [rows[index - 1], rows[index + 1]].some(
      (other) =>
        other !== undefined &&
        Math.abs(centreOf(other) - centreOf(row)) <= levelTolerance &&
        Math.abs(other.x0 - row.x0) > visibleOffset,
    );
  };
  return (line) => {
    const row = rowOf.get(line) as Row;
    // Segments after the first (a date column, a table cell) sit on tab stops, not margins;
    // a row of three or more (a contact bar, a grid of skills) is laid out as a whole,
    // often centred around icons the text layer does not show.
    if (line.rect.x0 > row.x0 || row.lines.length >= 3) return true;
    // A row starting near the column's left edge spans the column: it is centred only when
    // it sits exactly mid-page, not because it mirrors itself in the column's box.
    const spanning = row.x0 - left < spanningInset;
    const centre = centreOf(row);
    if (
      centredWithNeighbour(row) ||
      (spanning
        ? Math.abs(centre - column.page.width / 2) <= 1
        : centres.some((c) => Math.abs(c - centre) <= centreTolerance))
    ) {
      return true;
    }
    const { x0 } = line.rect;
    const x1 = cellEnd(line);
    const short = x1 - x0 < (right - left) / 2;
    return rights.some((r) => Math.abs(r.x - x1) <= rightTolerance && (short || r.gutter));
  };
}

/** A text block: a line and the lines its text wraps onto. */
interface Block {
  head: Line;
  wraps: Line[];
}

/** Where the text after a bullet or a list marker ('1.', 'a)', '[3]') starts. */
const listMarker = /^(?:\d{1,3}[.)]|[a-z][.)]|[ivx]{1,4}[.)]|\(\w{1,4}\)|\[\d{1,3}\])$/iu;
function textStart(line: Line): number {
  if (line.bullet !== null) return line.textX0;
  const [first, second] = line.words;
  return first && second && listMarker.test(first.text) ? second.rect.x0 : line.rect.x0;
}

/** A word's width, or one character's where text runs without spaces (Chinese, Japanese). */
const wordWidth = (word: Word, size: number) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word.text)
    ? size
    : word.rect.x1 - word.rect.x0;

/**
 * Blocks of wrapped text in a column: a line continues the one above when it follows it
 * closely in the same style, starting near the text above, and its first word could not
 * have fitted on the line above (a full line wraps; a short one ends an element).
 */
function blocksOf(column: ColumnLines): Block[] {
  const lines = column.lines;
  // Where full lines end: a page with few long lines still has two reaching the edge.
  const ends = lines.map((l) => l.rect.x1).sort((a, b) => b - a);
  const right = Math.max(supportedRightEdge(lines) ?? 0, ends[1] ?? ends[0] ?? 0);
  const edges = levelsOf(lines.map((l) => l.rect.x0));
  const blocks: Block[] = [];
  let current: Block | null = null;
  let previous: Line | null = null;
  for (const line of lines) {
    const first = line.words[0];
    const startsAgain = listMarker.test(first?.text ?? '');
    const wraps =
      !startsAgain &&
      current !== null &&
      previous !== null &&
      first !== undefined &&
      line.bullet === null &&
      line.heading === null &&
      previous.heading === null &&
      line.page === previous.page &&
      line.rect.y0 > previous.rect.y0 &&
      line.rect.y0 - previous.rect.y1 < line.size * 0.9 &&
      Math.abs(line.size - previous.size) <= 0.5 &&
      line.bold === previous.bold &&
      line.font === previous.font &&
      // Left of its bullet, a line on an edge the column keeps (its margin) starts the
      // next entry; a wrap pushed there stands on no edge.
      (line.rect.x0 >= current.head.rect.x0 - levelTolerance ||
        (line.rect.x0 > current.head.rect.x0 - maxOffset.lines / 2 &&
          !edges.some((x) => Math.abs(x - line.rect.x0) <= levelTolerance))) &&
      previous.rect.x1 + wordWidth(first, line.size) + line.size > right &&
      Math.abs(line.rect.x0 - textStart(current.head)) < maxOffset.wrap;
    if (wraps && current) current.wraps.push(line);
    else {
      current = { head: line, wraps: [] };
      blocks.push(current);
    }
    previous = line;
  }
  return blocks.filter((b) => b.wraps.length > 0 && !alignedOtherwise([b.head, ...b.wraps]));
}

/** Lines set flush right or centred (a gutter of labels, a centred address) share no left edge. */
function alignedOtherwise(lines: Line[]): boolean {
  const shared = (valueOf: (l: Line) => number) =>
    clusterBy(lines, valueOf, levelTolerance).length === 1;
  return (
    !shared((l) => l.rect.x0) && (shared((l) => l.rect.x1) || shared((l) => l.rect.x0 + l.rect.x1))
  );
}

/** The offset most wraps of these blocks keep from their head, when three or more agree. */
function houseIndent(blocks: Block[]): number | null {
  const offsets = blocks.flatMap((b) => b.wraps.map((w) => w.rect.x0 - b.head.rect.x0));
  const usual = largest(clusterBy(offsets, (x) => x, levelTolerance));
  return usual && usual.items.length >= minLevelLines ? usual.value : null;
}

interface Candidate {
  line: Line;
  against: AlignmentRole;
  /** Where the line should start; null when its role has no reference here. */
  expected: number | null;
}

/**
 * A paragraph set along a slant or a curve: each line starts a little further in (or out)
 * than the one above, by about the same step (twice it where two of its paragraphs run
 * together). No line of it is off; the shape is the design.
 */
function shaped(lines: Line[]): boolean {
  if (lines.length < 3) return false;
  const steps = lines.slice(1).map((l, i) => l.rect.x0 - (lines[i] as Line).rect.x0);
  const typical = median(steps.map(Math.abs));
  const sign = Math.sign(steps[0] as number);
  // Two paragraphs read as one block step twice or so between them.
  return (
    typical >= 0.5 &&
    steps.every(
      (d) => Math.sign(d) === sign && Math.abs(d) >= typical / 2 && Math.abs(d) <= typical * 2.5,
    )
  );
}

/**
 * Where each wrapped line should start: under its bullet's text, or at the hanging indent
 * most bullets keep; in a paragraph, where its other lines start (a first-line or hanging
 * indent is a style), or at the head's edge. A two-line paragraph whose second line is
 * indented is a hanging indent unless the document's paragraphs say otherwise.
 */
function wrapCandidates(blocks: Block[]): Candidate[] {
  const bulleted = blocks.filter((b) => b.head.bullet !== null);
  const paragraphs = blocks.filter((b) => b.head.bullet === null);
  const bulletIndent = houseIndent(bulleted);
  const paragraphIndent = houseIndent(paragraphs);
  // First-line indents of the document's paragraphs: one shared by two is a style.
  const firstIndents = levelsOf(
    paragraphs.map(({ head, wraps }) => head.rect.x0 - Math.min(...wraps.map((w) => w.rect.x0))),
    2,
  );
  const candidates: Candidate[] = [];
  for (const { head, wraps } of bulleted) {
    // Under the text, flush under the glyph, or on the indent most bullets keep.
    const stops = [head.textX0, head.rect.x0];
    if (bulletIndent !== null) stops.push(head.rect.x0 + bulletIndent);
    for (const line of wraps) {
      const expected = nearestValue(stops, line.rect.x0) as number;
      candidates.push({ line, against: 'wrap', expected });
    }
  }
  for (const { head, wraps } of paragraphs) {
    if (shaped([head, ...wraps])) continue;
    const shared = largest(clusterBy(wraps, (l) => l.rect.x0, levelTolerance));
    const consensus = shared && shared.items.length >= 2 ? shared.value : null;
    const stops = [head.rect.x0, textStart(head)];
    if (paragraphIndent !== null) stops.push(head.rect.x0 + paragraphIndent);
    if (consensus !== null) stops.push(consensus);
    for (const line of wraps) {
      // Wraps that agree, or a house indent, say where wraps go; two or more wraps that
      // disagree put the odd one off the paragraph's edge. One wrap alone may be a
      // hanging indent.
      const known = consensus !== null || paragraphIndent !== null || wraps.length >= 2;
      candidates.push({
        line,
        against: 'paragraph',
        expected: known ? (nearestValue(stops, line.rect.x0) as number) : null,
      });
    }
    // The first line against its own lines: indented where no other paragraph is. A first
    // line left of its lines is a hanging indent (a reference), a style of its own.
    if (
      consensus !== null &&
      textStart(head) === head.rect.x0 &&
      head.rect.x0 > consensus &&
      !firstIndents.some((x) => Math.abs(x - (head.rect.x0 - consensus)) <= levelTolerance)
    ) {
      candidates.push({ line: head, against: 'paragraph', expected: consensus });
    }
  }
  return candidates;
}

/** Too little text to align: an icon, a bullet glyph or a number on its own. */
const tooSmall = (line: Line) => (line.text.match(/[\p{L}\p{N}]/gu) ?? []).length < 2;
/**
 * Lines set after an icon the text layer may not show: contact details, and lines opening
 * with a mark that is no word or quote (': Books' behind a book icon).
 */
const iconLed = (line: Line) =>
  /^[^\p{L}\p{N}\s"'“‘«([]/u.test(line.text) ||
  /@|https?:|www\.|\+?\d[\d\s().-]{7,}\d/u.test(line.text);

/** The size most of the text is set in. */
function dominantSize(lines: readonly Line[]): number {
  const sizes = clusterBy(lines, (l) => l.size, 0.3);
  let best: Cluster<Line> | undefined;
  const weight = (c: Cluster<Line>) => c.items.reduce((n, l) => n + l.text.length, 0);
  for (const c of sizes) if (!best || weight(c) > weight(best)) best = c;
  return best?.value ?? 0;
}

/**
 * The edge a misaligned line should meet, only as tall as its stretch of the column (issue
 * 35: a margin drawn down the whole page runs through bullet glyphs and sections it has
 * nothing to do with): the lines around it, up to a heading or a line whose text crosses
 * the edge, that start or set their text on it, and the line itself. A heading's stretch
 * runs over the column's other headings.
 */
function edgeOf(lines: readonly Line[], line: Line, x: number): MisalignedLine['edge'] {
  const ordered = [...lines].sort((a, b) => a.rect.y0 - b.rect.y0 || a.rect.x0 - b.rect.x0);
  const bounds = (l: Line) =>
    (l.rect.x0 < x - levelTolerance && l.rect.x1 > x) ||
    (line.heading === null && l.heading !== null);
  const at = ordered.indexOf(line);
  let first = at;
  while (first > 0 && !bounds(ordered[first - 1] as Line)) first--;
  let last = at;
  while (last < ordered.length - 1 && !bounds(ordered[last + 1] as Line)) last++;
  const onEdge = (l: Line) =>
    Math.abs(l.rect.x0 - x) <= levelTolerance || Math.abs(l.textX0 - x) <= levelTolerance;
  const keeping = ordered.slice(first, last + 1).filter((l) => l === line || onEdge(l));
  return {
    x,
    y0: Math.min(...keeping.map((l) => l.rect.y0)),
    y1: Math.max(...keeping.map((l) => l.rect.y1)),
  };
}

export function verticalFormat(context: CheckContext): VerticalPageFinding[] {
  const { layout, roles } = context;
  const framing = new Set([...topBlock(layout), ...runningLines(layout)]);
  const bodySize = dominantSize(layout.lines);
  const skipped = (line: Line) =>
    framing.has(line) ||
    tooSmall(line) ||
    iconLed(line) ||
    letterSpaced(line) ||
    footerLine(line, layout, bodySize) ||
    roles.get(line) === 'leftover';
  const columns = layout.pages.flatMap((page) => columnsOf(page));
  const above = new Map<Line, Line>(
    columns.flatMap((c) => c.lines.slice(1).map((l, i) => [l, c.lines[i] as Line] as const)),
  );
  /**
   * Right under a line of its own style that starts further left: the end of a paragraph
   * with a hanging indent (a reference), or a sub-line; not an entry of its own.
   */
  const hangsUnder = (line: Line) => {
    const previous = above.get(line);
    return (
      previous !== undefined &&
      previous.page === line.page &&
      Math.abs(previous.size - line.size) <= 0.5 &&
      line.rect.y0 - previous.rect.y1 < line.size * 0.9 &&
      previous.rect.x0 < line.rect.x0
    );
  };
  const blocks = columns.flatMap((column) => blocksOf(column));
  const wraps = new Map<Line, Candidate>();
  for (const candidate of wrapCandidates(blocks)) {
    if (!wraps.has(candidate.line)) wraps.set(candidate.line, candidate);
  }
  const paragraphHeads = new Set(blocks.filter((b) => b.head.bullet === null).map((b) => b.head));

  // Edges each side of the layout keeps on every page: a page that carries the last two
  // bullets of a list over from the page before still has them on the list's edge.
  const edges = new Map<number, number[]>();
  const glyphs = new Map<string, number[]>();
  const headingEdges = new Map<number, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, x: number) => {
    const list = map.get(key);
    if (list) list.push(x);
    else map.set(key, [x]);
  };
  for (const line of layout.lines) {
    if (line.heading !== null) add(headingEdges, sideOf(line), line.rect.x0);
    if (framing.has(line)) continue;
    add(edges, sideOf(line), line.rect.x0);
    if (line.bullet !== null) {
      add(edges, sideOf(line), line.textX0);
      add(glyphs, `${sideOf(line)} ${line.bullet}`, line.rect.x0);
    }
  }
  // Levels once per side and glyph, not once per line measured; only crisp ones.
  const levelCache = new Map<number[], number[]>();
  const levels = (positions: number[], min = minLevelLines) => {
    let found = levelCache.get(positions);
    if (!found) {
      found = clusterBy(positions, (x) => x, levelTolerance)
        .filter((c) => c.items.length >= min && crisp(c))
        .map((c) => c.value);
      levelCache.set(positions, found);
    }
    return found;
  };
  /** Other lines of the same side starting where this one starts. */
  const sharedEdge = (line: Line, positions: number[]) =>
    positions.filter((x) => Math.abs(x - line.rect.x0) <= levelTolerance).length > 1;

  const reference = (line: Line): Candidate | null => {
    const wrap = wraps.get(line);
    if (wrap) return wrap;
    const side = edges.get(sideOf(line)) ?? [];
    if (line.bullet !== null) {
      // A bullet against the bullets of its glyph: alone on its edge, near their level.
      const own = glyphs.get(`${sideOf(line)} ${line.bullet}`) ?? [];
      if (sharedEdge(line, own)) return null;
      const level = nearestValue(levels(own, 2), line.rect.x0);
      return { line, against: 'bullets', expected: level ?? null };
    }
    if (sharedEdge(line, side) || paragraphHeads.has(line)) return null;
    if (line.heading !== null) {
      // Alone on its edge, the heading is in no level of three it would join itself.
      const level = nearestValue(levels(headingEdges.get(sideOf(line)) ?? []), line.rect.x0);
      return { line, against: 'headings', expected: level ?? null };
    }
    if (hangsUnder(line)) return null;
    return {
      line,
      against: 'lines',
      expected: nearestValue(levels(side), line.rect.x0) ?? null,
    };
  };

  return layout.pages.map((page) => {
    const misaligned: MisalignedLine[] = [];
    let margin: Cluster<Line> | undefined;
    for (const column of columnsOf(page)) {
      const { lines } = column;
      const columnMargin = largest(clusterBy(lines, (l) => l.rect.x0, levelTolerance));
      if (columnMargin && (!margin || columnMargin.items.length > margin.items.length)) {
        margin = columnMargin;
      }
      const left = Math.min(...lines.map((l) => l.rect.x0));
      const right = supportedRightEdge(lines) ?? Math.max(...lines.map((l) => l.rect.x1));
      const isFreeStanding = freeStanding(
        column,
        levelsOf(lines.map((l) => l.rect.x0)),
        left,
        right,
      );
      for (const line of lines) {
        if (skipped(line)) continue;
        const found = reference(line);
        if (!found || found.expected === null) continue;
        const offset = line.rect.x0 - found.expected;
        if (Math.abs(offset) < visibleOffset || Math.abs(offset) >= maxOffset[found.against]) {
          continue;
        }
        // A wrap belongs on its text edge, whatever stop its right end meets.
        if (found.against !== 'wrap' && found.against !== 'paragraph' && isFreeStanding(line)) {
          continue;
        }
        misaligned.push({
          line,
          offset: Math.round(offset * 10) / 10,
          against: found.against,
          edge: edgeOf(lines, line, found.expected),
        });
      }
    }
    misaligned.sort((a, b) => a.line.rect.y0 - b.line.rect.y0 || a.line.rect.x0 - b.line.rect.x0);
    return { page: page.index, margin: margin?.value ?? 0, misaligned };
  });
}
