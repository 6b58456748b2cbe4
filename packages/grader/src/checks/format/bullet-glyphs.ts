import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { clusterBy } from './clusters.ts';
import { sectionIndex } from './roles.ts';
import { quote } from './text.ts';

/**
 * Glyphs set further apart than this stand at different depths: a job's marker and, a few
 * points in, its tasks' markers are two levels of one outline, each with its own glyph.
 */
const depthTolerance = 2.5;

/** A glyph no more than this share of a section's bullets use is the odd one out. */
const rareShare = 0.25;

/**
 * A bullet in another glyph than the rest of its list ('•' among '–'). Compared within one
 * section and one depth (the glyphs' left edge): a nested list, however slight its indent,
 * or a section set apart with its own marker, is a design, not a slip. One finding per
 * bullet in a rare glyph.
 */
export function bulletGlyphFindings(layout: ResumeLayout): HorizontalFinding[] {
  const sectionOf = sectionIndex(layout);
  const lists = new Map<string, Line[]>();
  for (const page of layout.pages) {
    for (const column of [-1, 0, 1]) {
      const bullets = page.lines.filter((l) => l.bullet !== null && l.column === column);
      for (const [depth, { items }] of clusterBy(
        bullets,
        (l) => l.rect.x0,
        depthTolerance,
      ).entries()) {
        for (const line of items) {
          const key = `${sectionOf.get(line) ?? -1} ${column} ${depth}`;
          const list = lists.get(key);
          if (list) list.push(line);
          else lists.set(key, [line]);
        }
      }
    }
  }
  return [...lists.values()].flatMap((bullets) => {
    const counts = new Map<string, number>();
    for (const { bullet } of bullets) {
      if (bullet !== null) counts.set(bullet, (counts.get(bullet) ?? 0) + 1);
    }
    if (counts.size < 2) return [];
    // Map order is first use, and the strict comparison keeps the earlier glyph on ties.
    const [main] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    const rare = (glyph: string | null) =>
      glyph !== null && glyph !== main && (counts.get(glyph) ?? 0) <= bullets.length * rareShare;
    return bullets
      .filter((line) => rare(line.bullet))
      .map((line) => ({
        check: 'bullet-glyph' as const,
        severity: 'yellow' as const,
        page: line.page,
        rect: { ...line.rect, x1: line.textX0 },
        message: `The bullet before ${quote(line.text, 30)} is '${line.bullet}' while the others in its list are '${main}' — use one bullet symbol throughout.`,
      }));
  });
}
