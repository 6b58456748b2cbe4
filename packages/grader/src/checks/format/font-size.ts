import { union } from '../../layout/geometry.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { clusterBy } from './clusters.ts';
import {
  footerLine,
  type Roles,
  sameRoleSpread,
  sectionIndex,
  sizeTolerance,
  weightOf,
} from './roles.ts';
import { pt, quote } from './text.ts';

/** A visible difference: yellow from here, red from `redFrom`. */
const minDifference = 0.5;
const redFrom = 1;
/** Text, not a title: a line of this many words. */
const proseWords = 4;
/**
 * Body text mixes sizes on purpose: a line this much smaller or more is small print (a
 * legend, a footnote), larger a title. A line of text in a size just off the body size,
 * which no more than one other line uses, is the slip (text pasted from elsewhere).
 */
const bodySlip = 1;
/**
 * Bullets of one section in one weight, where a size no more than this share of them uses
 * is the slip; a section set apart in a size of its own is a design.
 */
const rareShare = 0.2;

interface Sized {
  size: number;
  weight: number;
  lines: Line[];
}

/** The size most of a role's text uses, when one size clearly leads. */
function dominantSize(items: Sized[]): number | null {
  const totals = clusterBy(items, (i) => i.size, sizeTolerance)
    .map((c) => ({ size: c.value, weight: c.items.reduce((n, i) => n + i.weight, 0) }))
    .sort((a, b) => b.weight - a.weight);
  const [first, second] = totals;
  if (!first || (second && second.weight === first.weight)) return null;
  return first.size;
}

function outliers(
  items: Sized[],
  dominant: number,
  maxDifference: number,
  describe: (item: Sized) => string,
  others: string,
): HorizontalFinding[] {
  return items.flatMap((item) => {
    const difference = Math.abs(item.size - dominant);
    // Smaller by a point or more, a heading or a bullet is a level below (a sub-heading, a
    // nested list): another role, not a slip.
    const limit = item.size < dominant ? Math.min(maxDifference, bodySlip) : maxDifference;
    if (difference < minDifference || difference > limit) return [];
    const first = item.lines[0] as Line;
    const rect = union(item.lines.filter((l) => l.page === first.page).map((l) => l.rect));
    return [
      {
        check: 'font-size' as const,
        severity: difference >= redFrom ? ('red' as const) : ('yellow' as const),
        page: first.page,
        rect,
        message: `${describe(item)} is set in ${pt(item.size)}; set it in ${pt(dominant)}, like ${others}.`,
      },
    ];
  });
}

/**
 * Text of one role in different sizes (red from 1pt, yellow from 0.5pt), like with like:
 * section headings (per column), the bullets of one section in one weight, and prose lines
 * of the body in a size at most two lines use. Each finding names the size to use.
 */
/** The lines right above and below a line in its column, a line's height apart or less. */
function neighboursOf(line: Line, layout: ResumeLayout): Line[] {
  const page = layout.pages[line.page];
  if (!page) return [];
  return page.lines.filter(
    (other) =>
      other !== line &&
      other.column === line.column &&
      other.rect.x0 < line.rect.x1 &&
      line.rect.x0 < other.rect.x1 &&
      Math.min(Math.abs(other.rect.y0 - line.rect.y1), Math.abs(line.rect.y0 - other.rect.y1)) <
        line.size,
  );
}

export function fontSizeFindings(roles: Roles, layout: ResumeLayout): HorizontalFinding[] {
  const sectionOf = sectionIndex(layout);
  const bulletGroups = new Map<string, Sized[]>();
  for (const item of roles.bullets) {
    const size =
      dominantSize(item.lines.map((l) => ({ size: l.size, weight: weightOf(l), lines: [l] }))) ??
      item.lines[0]?.size ??
      0;
    const head = item.lines[0] as Line;
    const key = `${sectionOf.get(head) ?? -1} ${head.bold}`;
    const group = bulletGroups.get(key) ?? [];
    group.push({ size, weight: item.text.length, lines: item.lines });
    bulletGroups.set(key, group);
  }
  const body = roles.body.map((l) => ({ size: l.size, weight: weightOf(l), lines: [l] }));
  const prose = (b: Sized) => (b.lines[0] as Line).words.length >= proseWords;
  const findings: HorizontalFinding[] = [];
  for (const column of roles.headings) {
    const headings = column.map((l) => ({ size: l.size, weight: 1, lines: [l] }));
    const headingSize = dominantSize(headings);
    if (headingSize === null) continue;
    // A size several headings share is a level of the outline (main sections above
    // subsections in an academic CV), not a slip: one heading, or a rare few, stand out.
    const rare = clusterBy(headings, (h) => h.size, sizeTolerance).filter(
      (c) => c.items.length === 1 || c.items.length <= headings.length * rareShare,
    );
    findings.push(
      ...outliers(
        rare.flatMap((c) => c.items),
        headingSize,
        headingSize * sameRoleSpread,
        (h) => `The section heading ${quote(h.lines[0]?.text ?? '')}`,
        'the other section headings',
      ),
    );
  }
  for (const bullets of bulletGroups.values()) {
    const bulletSize = dominantSize(bullets);
    if (bulletSize === null || bullets.length < 3) continue;
    const rare = clusterBy(bullets, (b) => b.size, sizeTolerance).filter(
      (c) => c.items.length <= bullets.length * rareShare,
    );
    findings.push(
      ...outliers(
        rare.flatMap((c) => c.items),
        bulletSize,
        bulletSize * sameRoleSpread,
        (b) => `The bullet ${quote(b.lines.map((l) => l.text).join(' '))}`,
        'the other bullets of its section',
      ),
    );
  }
  const bodySize = dominantSize(body);
  if (bodySize !== null) {
    const rare = clusterBy(body, (b) => b.size, sizeTolerance).filter((c) => c.items.length <= 2);
    // A line that stands out of its block: a neighbour in the body size, none in its own
    // (two lines in a size of their own are a note set apart on purpose).
    const strays = rare
      .flatMap((c) => c.items)
      .filter((item) => {
        const line = item.lines[0] as Line;
        const near = neighboursOf(line, layout);
        return (
          near.some((n) => Math.abs(n.size - bodySize) <= sizeTolerance) &&
          !near.some((n) => Math.abs(n.size - line.size) <= sizeTolerance) &&
          !footerLine(line, layout, bodySize)
        );
      });
    findings.push(
      ...outliers(
        strays.filter(prose),
        bodySize,
        bodySlip - 0.01,
        (b) => `The line ${quote(b.lines[0]?.text ?? '')}`,
        'the body text around it',
      ),
    );
  }
  return findings;
}
