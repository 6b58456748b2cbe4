import { median } from '../../layout/geometry.ts';
import type { Line, PageLayout, ResumeLayout } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { type Roles, runningLines } from './roles.ts';
import { pt, quote } from './text.ts';

/**
 * A gap is uneven when it is off the usual one by both this share and this many points:
 * reviewers saw no difference at a third or at 6pt (13.6pt among gaps of 20pt).
 */
const relativeSpread = 0.4;
const absoluteSpread = 6;
/** Fewer gaps than this give no reliable usual gap. */
const minGaps = 3;
/**
 * A column where headings are this share of the lines or more is a gutter of labels beside
 * the content (a Europass-like layout): its spacing follows the content, not a rhythm.
 */
const labelColumnShare = 0.25;

interface Gap {
  heading: Line;
  gap: number;
}

/**
 * Space between a heading and the lowest line above it in its column; null at a column's
 * top (a header repeated on every page counts as the top), and under another heading (a
 * title set right under its group's title is spaced as the pair, not as a section).
 */
function gapAbove(page: PageLayout, heading: Line, running: Set<Line>): number | null {
  const column = Math.max(heading.column, 0);
  let nearest: Line | null = null;
  for (const line of page.lines) {
    const above = line !== heading && line.rect.y1 <= heading.rect.y0 + 1;
    if (
      above &&
      Math.max(line.column, 0) === column &&
      (nearest === null || line.rect.y1 > nearest.rect.y1)
    ) {
      nearest = line;
    }
  }
  return nearest === null || nearest.heading !== null || running.has(nearest)
    ? null
    : heading.rect.y0 - nearest.rect.y1;
}

/** 'page:column' keys of columns made mostly of labels. */
function labelColumns(layout: ResumeLayout): Set<string> {
  const keys = new Set<string>();
  for (const page of layout.pages) {
    for (const column of [0, 1]) {
      const lines = page.lines.filter((l) => Math.max(l.column, 0) === column);
      const headings = lines.filter((l) => l.heading !== null).length;
      const labels = headings > 0 && headings >= lines.length * labelColumnShare;
      if (page.columnSplit !== null && labels) keys.add(`${page.index}:${column}`);
    }
  }
  return keys;
}

/**
 * Section headings with noticeably more or less space above them than the others (yellow).
 * Each column is measured on its own: a sidebar has its own rhythm. Headings at the top of
 * a page or column have nothing above them to measure.
 */
export function sectionSpacingFindings(layout: ResumeLayout, roles: Roles): HorizontalFinding[] {
  const byColumn = new Map<number, Gap[]>();
  // The space above a column's first heading on the first page is the name and contact
  // block's margin, designed apart from the rhythm between sections.
  const opened = new Set<number>();
  const labels = labelColumns(layout);
  const running = runningLines(layout);
  for (const heading of roles.headings.flat()) {
    const column = Math.max(heading.column, 0);
    const page = layout.pages[heading.page];
    if (heading.page === 0 && !opened.has(column)) {
      opened.add(column);
      continue;
    }
    if (labels.has(`${heading.page}:${column}`)) continue;
    const gap = page ? gapAbove(page, heading, running) : null;
    if (gap === null) continue;
    const gaps = byColumn.get(column) ?? [];
    gaps.push({ heading, gap });
    byColumn.set(column, gaps);
  }
  return [...byColumn.values()].flatMap((gaps) => {
    if (gaps.length < minGaps) return [];
    const usual = median(gaps.map((g) => g.gap));
    return gaps
      .filter(({ gap }) => Math.abs(gap - usual) > Math.max(usual * relativeSpread, absoluteSpread))
      .map(({ heading, gap }) => ({
        check: 'section-spacing' as const,
        severity: 'yellow' as const,
        page: heading.page,
        rect: heading.rect,
        message: `The space above the heading ${quote(heading.text)} is ${pt(gap)} while the other section headings have about ${pt(usual)} — keep the spacing before sections even.`,
      }));
  });
}
