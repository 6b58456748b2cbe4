import type { Line, PageLayout } from '../../layout/types.ts';
import { clusterBy } from './clusters.ts';

/** The lines of one column of a page. */
export interface ColumnLines {
  page: PageLayout;
  column: number;
  lines: Line[];
}

/**
 * A page's columns. Lines spanning both columns (a name banner over a two-column body)
 * start in the left column's area, so they are measured with it.
 */
export function columnsOf(page: PageLayout): ColumnLines[] {
  const columns: ColumnLines[] = [
    { page, column: 0, lines: page.lines.filter((l) => l.column <= 0) },
    { page, column: 1, lines: page.lines.filter((l) => l.column === 1) },
  ];
  return columns.filter((c) => c.lines.length > 0);
}

/**
 * The right edge full lines respect: the largest right edge with at least two other lines
 * ending within 5pt before it (ragged-right text scatters its long lines over a few points).
 * One or two long lines cannot set it, so a line running past the margin does not move the
 * margin. Null when too few lines agree.
 */
export function supportedRightEdge(lines: readonly Line[]): number | null {
  const edges = lines.map((l) => l.rect.x1).sort((a, b) => b - a);
  for (let i = 0; i + 2 < edges.length; i++) {
    if ((edges[i] as number) - (edges[i + 2] as number) <= 5) return edges[i] as number;
  }
  return null;
}

/** One printed row: the segments sharing a baseline (a title and its right-aligned date). */
export interface Row {
  lines: Line[];
  x0: number;
  x1: number;
}

export function rowsOf(lines: readonly Line[]): Row[] {
  return clusterBy(lines, (l) => l.baseline, 1).map(({ items }) => ({
    lines: items,
    x0: Math.min(...items.map((l) => l.rect.x0)),
    x1: Math.max(...items.map((l) => l.rect.x1)),
  }));
}
