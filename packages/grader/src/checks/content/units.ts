import type { Line, ResumeLayout, Section } from '../../layout/types.ts';
import { sectionBullets } from './entries.ts';
import { isFurniture } from './text.ts';

/**
 * The pieces of running text a section holds: each bullet with its wrapped lines, and each
 * run of consecutive non-bulleted lines of one page and column (a summary paragraph, an
 * entry's heading lines). Phrases are matched within a piece, so they may wrap.
 */
export function textUnits(section: Section, layout: ResumeLayout): Line[][] {
  const bullets = sectionBullets(section, layout);
  const inBullet = new Set(bullets.flatMap((b) => b.lines));
  const units: Line[][] = bullets.map((b) => b.lines);
  let run: Line[] = [];
  const flush = () => {
    if (run.length > 0) units.push(run);
    run = [];
  };
  for (const line of section.lines) {
    if (inBullet.has(line) || isFurniture(line, layout)) {
      flush();
      continue;
    }
    const previous = run.at(-1);
    if (previous && (previous.page !== line.page || previous.column !== line.column)) flush();
    run.push(line);
  }
  flush();
  // Reading order: by the position of each unit's first line in the section.
  const order = new Map(section.lines.map((l, i) => [l, i]));
  return units.sort((a, b) => (order.get(a[0] as Line) ?? 0) - (order.get(b[0] as Line) ?? 0));
}
