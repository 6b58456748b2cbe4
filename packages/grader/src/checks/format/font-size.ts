import { union } from '../../layout/geometry.ts';
import type { Line } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { clusterBy } from './clusters.ts';
import { type Roles, sameRoleSpread, sizeTolerance, weightOf } from './roles.ts';
import { pt, quote } from './text.ts';

/** A visible difference: yellow from here, red from `redFrom`. */
const minDifference = 0.5;
const redFrom = 1;
/**
 * Body text mixes sizes on purpose (titles, labels, small print); a line of prose in a size
 * just off the body size, which no more than one other line uses, is the slip (text pasted
 * from elsewhere, a stray style).
 */
const bodyMaxDifference = 1.5;
const proseLength = 20;

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
): HorizontalFinding[] {
  return items.flatMap((item) => {
    const difference = Math.abs(item.size - dominant);
    if (difference < minDifference || difference > maxDifference) return [];
    const first = item.lines[0] as Line;
    const rect = union(item.lines.filter((l) => l.page === first.page).map((l) => l.rect));
    return [
      {
        check: 'font-size' as const,
        severity: difference >= redFrom ? ('red' as const) : ('yellow' as const),
        page: first.page,
        rect,
        message: `${describe(item)} is set in ${pt(item.size)} while the rest use ${pt(dominant)} — use one size for text of the same kind.`,
      },
    ];
  });
}

/**
 * Text of one role in different sizes (red from 1pt, yellow from 0.5pt): section headings
 * (per column), bullet text, and prose lines of the body in a size at most two lines use.
 */
export function fontSizeFindings(roles: Roles): HorizontalFinding[] {
  const bullets = roles.bullets.map((item) => {
    const size =
      dominantSize(item.lines.map((l) => ({ size: l.size, weight: weightOf(l), lines: [l] }))) ??
      item.lines[0]?.size ??
      0;
    return { size, weight: item.text.length, lines: item.lines };
  });
  const body = roles.body.map((l) => ({ size: l.size, weight: weightOf(l), lines: [l] }));
  const prose = (b: Sized) => weightOf(b.lines[0] as Line) >= proseLength;
  const findings: HorizontalFinding[] = [];
  for (const column of roles.headings) {
    const headings = column.map((l) => ({ size: l.size, weight: 1, lines: [l] }));
    const headingSize = dominantSize(headings);
    if (headingSize === null) continue;
    findings.push(
      ...outliers(
        headings,
        headingSize,
        headingSize * sameRoleSpread,
        (h) => `The section heading ${quote(h.lines[0]?.text ?? '')}`,
      ),
    );
  }
  const bulletSize = dominantSize(bullets);
  if (bulletSize !== null) {
    findings.push(
      ...outliers(
        bullets,
        bulletSize,
        bulletSize * sameRoleSpread,
        (b) => `The bullet ${quote(b.lines.map((l) => l.text).join(' '))}`,
      ),
    );
  }
  const bodySize = dominantSize(body);
  if (bodySize !== null) {
    const rare = clusterBy(body, (b) => b.size, sizeTolerance).filter((c) => c.items.length <= 2);
    findings.push(
      ...outliers(
        rare.flatMap((c) => c.items).filter(prose),
        bodySize,
        bodyMaxDifference,
        (b) => `The line ${quote(b.lines[0]?.text ?? '')}`,
      ),
    );
  }
  return findings;
}
