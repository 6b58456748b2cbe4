import { union } from '../../layout/geometry.ts';
import type { Line, PageLayout, Rect, ResumeLayout } from '../../layout/types.ts';
import type { Shape } from '../../pdf/drawings.ts';
import type { ContentFinding } from '../findings.ts';
import { finding, quote } from './text.ts';

/** Shapes on one row: their centres within this much of each other. */
const rowTolerance = 1.5;
/** Rows of the same graphic start and end this close. */
const edgeTolerance = 1.5;
/** Rated rows before a pattern is a rating graphic, not a decoration. */
const minRows = 3;

const height = (r: Rect) => r.y1 - r.y0;
const width = (r: Rect) => r.x1 - r.x0;
const centreY = (r: Rect) => (r.y0 + r.y1) / 2;

/** Shapes grouped into rows by their vertical centre. */
function rows(shapes: Shape[]): Shape[][] {
  const sorted = [...shapes].sort((a, b) => centreY(a.rect) - centreY(b.rect));
  const out: Shape[][] = [];
  for (const shape of sorted) {
    const row = out.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(centreY(first.rect) - centreY(shape.rect)) <= rowTolerance) {
      row.push(shape);
    } else {
      out.push([shape]);
    }
  }
  return out;
}

/**
 * A skill bar: filled rectangles on one row, 2–14 pt tall, in two colours or opacities: a
 * level drawn over its track from the same start, or the level and the rest meeting end
 * to start.
 */
function barOf(row: Shape[]): Graphic | null {
  const parts = row.filter((s) => s.filled && height(s.rect) >= 2 && height(s.rect) <= 14);
  if (parts.length < 2 || new Set(parts.map((s) => s.colour)).size < 2) return null;
  const extent = union(parts.map((s) => s.rect));
  if (width(extent) < 30 || width(extent) > 300) return null;
  const starts = parts.filter((s) => Math.abs(s.rect.x0 - extent.x0) <= edgeTolerance);
  // A level over its track: two looks starting together, one of them the whole track.
  const overlay =
    starts.some((s) => Math.abs(s.rect.x1 - extent.x1) <= edgeTolerance) &&
    new Set(starts.map((s) => s.colour)).size >= 2;
  const split = parts.some((a) =>
    parts.some((b) => a !== b && Math.abs(a.rect.x1 - b.rect.x0) <= edgeTolerance),
  );
  return overlay || split ? { rect: extent, rated: true } : null;
}

interface Graphic {
  rect: Rect;
  /** Shows a level: two looks in the row. A full row ('●●●●●') counts beside rated ones. */
  rated: boolean;
}

/**
 * A row of rating dots: four to ten marks of one size, evenly spaced; rated when in two
 * looks (filled and empty, or two colours): '●●●○○'.
 */
function dotsOf(row: Shape[]): Graphic | null {
  const marks = row
    .filter((s) => width(s.rect) >= 2 && width(s.rect) <= 16 && height(s.rect) >= 2)
    .filter((s) => width(s.rect) / height(s.rect) >= 0.6 && width(s.rect) / height(s.rect) <= 1.7)
    .sort((a, b) => a.rect.x0 - b.rect.x0);
  // A mark drawn as fill and outline counts once: keep one shape per position.
  const distinct = marks.filter(
    (m, i) => i === 0 || Math.abs(m.rect.x0 - (marks[i - 1] as Shape).rect.x0) > 1,
  );
  if (distinct.length < 4 || distinct.length > 10) return null;
  const size = width((distinct[0] as Shape).rect);
  if (distinct.some((m) => Math.abs(width(m.rect) - size) > 1.5)) return null;
  const gaps = distinct.slice(1).map((m, i) => m.rect.x0 - (distinct[i] as Shape).rect.x0);
  if (Math.max(...gaps) - Math.min(...gaps) > 1.5 || Math.min(...gaps) > size * 3) return null;
  const looks = new Set(marks.map((m) => `${m.colour}${m.filled}`));
  return { rect: union(distinct.map((m) => m.rect)), rated: looks.size >= 2 };
}

/** A gap this wide on a row parts two graphics (ratings set in columns side by side). */
const columnGap = 24;

/** A row's shapes in runs, split where a gap wider than columnGap opens. */
function runsOf(row: Shape[]): Shape[][] {
  const sorted = [...row].sort((a, b) => a.rect.x0 - b.rect.x0);
  const runs: Shape[][] = [];
  let reach = -Infinity;
  for (const shape of sorted) {
    const run = runs.at(-1);
    if (run && shape.rect.x0 - reach <= columnGap) run.push(shape);
    else runs.push([shape]);
    reach = Math.max(reach, shape.rect.x1);
  }
  return runs;
}

/**
 * Rows of one graphic: the same left edge (a column of bars or dots), one row rated; a
 * grid of ratings (skills in columns side by side, two rows each) counts all its columns.
 */
function graphicRows(page: PageLayout, of: (row: Shape[]) => Graphic | null): Rect[] {
  const found = rows(page.drawings.shapes)
    .flatMap(runsOf)
    .map(of)
    .filter((g) => g !== null);
  const columns = new Map<number, Graphic[]>();
  for (const graphic of found) {
    const x = graphic.rect.x0;
    const key = [...columns.keys()].find((k) => Math.abs(k - x) <= edgeTolerance) ?? x;
    columns.set(key, [...(columns.get(key) ?? []), graphic]);
  }
  const rated = [...columns.values()].filter((c) => c.some((g) => g.rated));
  const grid = rated.filter((c) => c.length >= 2).length >= 2;
  return rated
    .filter((c) => c.length >= minRows || (grid && c.length >= 2))
    .flat()
    .map((g) => g.rect);
}

/** The line a graphic rates: beside it on its row, else the line right above it. */
function labelOf(page: PageLayout, rect: Rect): Line | undefined {
  const overlapsRow = (l: Line) => l.rect.y0 < rect.y1 && rect.y0 < l.rect.y1;
  const beside = page.lines.find(
    (l) => overlapsRow(l) && l.rect.x1 <= rect.x0 + edgeTolerance && rect.x0 - l.rect.x1 < 150,
  );
  if (beside) return beside;
  const above = page.lines.filter(
    (l) =>
      l.rect.y1 <= rect.y0 + edgeTolerance &&
      rect.y0 - l.rect.y1 < 14 &&
      l.rect.x0 < rect.x1 &&
      rect.x0 < l.rect.x1,
  );
  return above.sort((a, b) => b.rect.y1 - a.rect.y1)[0];
}

/**
 * Skill bars and rating dots (RUBRIC.md rule 3: an ATS and bias risk): a level drawn as a
 * picture says nothing a recruiter can check, and applicant tracking systems read none of
 * it. One finding per page, boxing every rated row.
 */
export function ratingGraphics(layout: ResumeLayout): ContentFinding[] {
  return layout.pages.flatMap((page) => {
    const rated = [...graphicRows(page, barOf), ...graphicRows(page, dotsOf)];
    if (rated.length === 0) return [];
    const labels = rated.map((r) => labelOf(page, r)).filter((l) => l !== undefined);
    const example = labels[0];
    return [
      finding(
        'rating-graphics',
        page.index,
        'Skill ratings drawn as graphics',
        `${rated.length} skills rated with bars or dots${example ? `, such as ${quote(example.text, 30)}` : ''}`,
        'Replace the bars and dots with words a recruiter can check: name the skill and show it ' +
          "in a bullet ('Built the billing API in Go'). Applicant tracking systems cannot read " +
          'graphics, and a self-rated level invites doubt rather than trust.',
        [...rated, ...labels.map((l) => l.rect)],
      ),
    ];
  });
}

/**
 * Text cut off by the box it sits in, or by the page edge: the reader sees half a word
 * and an applicant tracking system may read what the reader cannot.
 */
export function textCutOff(layout: ResumeLayout): ContentFinding[] {
  const findings: ContentFinding[] = [];
  for (const page of layout.pages) {
    const cut = page.lines.filter(
      (l) =>
        l.rect.x1 > page.width + 1 ||
        l.rect.x0 < -1 ||
        page.drawings.clippedText.some(
          (r) => r.y0 < l.rect.y1 && l.rect.y0 < r.y1 && r.x0 < l.rect.x1 && l.rect.x0 < r.x1,
        ),
    );
    const [first] = cut;
    if (!first) continue;
    findings.push(
      finding(
        'text-cut-off',
        page.index,
        'Text cut off',
        quote(first.text),
        `${quote(first.text)}${cut.length > 1 ? ` and ${cut.length - 1} more line${cut.length > 2 ? 's' : ''}` : ''} ` +
          'run past the edge of their box and are cut off on the page. Shorten them or widen ' +
          'the column so every word shows in full.',
        cut.map((l) => l.rect),
      ),
    );
  }
  return findings;
}
