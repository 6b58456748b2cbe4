import { type BulletItem, bulletItems } from '../../layout/items.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import { type Cluster, clusterBy } from './clusters.ts';

/** Text grouped by the part it plays, so like is compared with like. */
export interface Roles {
  /**
   * Section headings in the resume's heading style, per column: a sidebar may style its
   * headings apart from the main column's on purpose.
   */
  headings: Line[][];
  bullets: BulletItem[];
  /**
   * Everything else below the name and contact block, without running headers and footers:
   * entry titles, dates, paragraphs.
   */
  body: Line[];
}

/** Which section (its index in the layout) each line is in: lists are compared within one. */
export const sectionIndex = (layout: ResumeLayout): Map<Line, number> =>
  new Map(
    layout.sections.flatMap((section, index) => section.lines.map((l) => [l, index] as const)),
  );

/** Sizes this close are one size (PDF producers round text matrices differently). */
export const sizeTolerance = 0.3;

/**
 * Beyond this share of the main heading size, a line that names a section ('Programming'
 * in small bold caps under 'Skills') is a sub-heading: another role, not a wrong size.
 */
export const sameRoleSpread = 0.2;

function headingStyle(headings: Line[]): Line[] {
  // The most used heading size; clusters come smallest first, so on a tie the larger wins:
  // section titles outrank sub-headings.
  let main: Cluster<Line> | undefined;
  for (const c of clusterBy(headings, (l) => l.size, sizeTolerance)) {
    if (!main || c.items.length >= main.items.length) main = c;
  }
  const size = main?.value ?? 0;
  return headings.filter((l) => Math.abs(l.size - size) <= size * sameRoleSpread);
}

/**
 * The name, title and contact lines: the untitled block before the first heading, and what
 * stands above the first page's first heading in any column. Without headings there is no
 * telling it apart: nothing is set aside.
 */
export function topBlock(layout: ResumeLayout): Set<Line> {
  const untitled = layout.sections[0]?.heading === null ? layout.sections[0].lines : [];
  if (untitled.length === layout.lines.length) return new Set();
  const firstPage = layout.pages[0]?.lines ?? [];
  const headingTop = Math.min(...firstPage.filter((l) => l.heading !== null).map((l) => l.rect.y0));
  return new Set([...untitled, ...firstPage.filter((l) => l.rect.y1 <= headingTop)]);
}

const pageNumber = /(^|\s)(page\s+)?\d{1,2}\s*(\/|of)\s*\d{1,2}$/i;

/**
 * Running headers and footers: page numbers, and the same text at the same height on
 * several pages (digits aside: 'John Doe – 1/2', 'John Doe – 2/2').
 */
export function runningLines(layout: ResumeLayout): Set<Line> {
  const key = (l: Line) => `${l.text.replace(/\d+/g, '#')}@${Math.round(l.rect.y0 / 5)}`;
  const pagesOf = new Map<string, Set<number>>();
  for (const line of layout.lines) {
    pagesOf.set(key(line), (pagesOf.get(key(line)) ?? new Set()).add(line.page));
  }
  return new Set(
    layout.lines.filter((l) => pageNumber.test(l.text) || (pagesOf.get(key(l))?.size ?? 0) > 1),
  );
}

/**
 * A page's footer: a line in the bottom tenth of the page set smaller than the body (a
 * template's legal line, a page number, a date), found on one page as on many.
 */
export function footerLine(line: Line, layout: ResumeLayout, bodySize: number): boolean {
  const height = layout.pages[line.page]?.height ?? Number.POSITIVE_INFINITY;
  return line.rect.y0 > height * 0.9 && line.size < bodySize;
}

/** Closer than this to the line above, a line is set as part of that line's block. */
const hugGap = 2;

/**
 * Whether a line read as a heading is set as one: not a label ending in a colon
 * ('Languages:' inside Skills), and not hugging the line above it as a block's lines do
 * (the second line of a wrapped heading, an italic role under its company, the wrapped end
 * of a bold title). Those have no size or spacing of a section heading to compare.
 */
function setAsHeading(line: Line, layout: ResumeLayout): boolean {
  if (/:\s*$/u.test(line.text)) return false;
  const page = layout.pages[line.page];
  return !page?.lines.some(
    (above) =>
      above !== line &&
      above.rect.y0 < line.rect.y0 - 1 &&
      line.rect.y0 - above.rect.y1 < hugGap &&
      above.rect.x0 < line.rect.x1 &&
      line.rect.x0 < above.rect.x1,
  );
}

export function rolesOf(layout: ResumeLayout): Roles {
  const bullets = bulletItems(layout.lines);
  const inBullets = new Set(bullets.flatMap((item) => item.lines));
  const excluded = new Set([...topBlock(layout), ...runningLines(layout)]);
  const body = layout.lines.filter(
    (l) => l.heading === null && !inBullets.has(l) && !excluded.has(l),
  );
  // A name repeated atop every page is a running header, not a section title.
  const headings = layout.lines.filter(
    (l) => l.heading !== null && !excluded.has(l) && setAsHeading(l, layout),
  );
  const columns = [0, 1].map((c) =>
    headingStyle(headings.filter((l) => Math.max(l.column, 0) === c)),
  );
  return { headings: columns.filter((c) => c.length > 0), bullets, body };
}

/** Characters of a line, the weight of its vote on a role's dominant size or typeface. */
export const weightOf = (line: Line): number => line.text.length;
