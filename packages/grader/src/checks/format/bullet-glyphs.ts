import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { quote } from './text.ts';

/** Bullets this much further right than their column's first bullets are nested ones. */
const nestedIndent = 6;

/**
 * Bullets of one depth in different glyphs ('•' beside '–'). Nested lists may use another
 * glyph on purpose, so top-level and nested bullets are compared separately. One finding
 * per bullet in a minority glyph; ties go to the glyph used first.
 */
export function bulletGlyphFindings(layout: ResumeLayout): HorizontalFinding[] {
  const depths = new Map<boolean, Line[]>([
    [false, []],
    [true, []],
  ]);
  for (const page of layout.pages) {
    for (const column of [-1, 0, 1]) {
      const bullets = page.lines.filter((l) => l.bullet !== null && l.column === column);
      const left = Math.min(...bullets.map((l) => l.rect.x0));
      for (const line of bullets) {
        const nested = line.rect.x0 - left >= nestedIndent;
        depths.get(nested)?.push(line);
      }
    }
  }
  return [...depths.values()].flatMap((bullets) => {
    const counts = new Map<string, number>();
    for (const { bullet } of bullets) {
      if (bullet !== null) counts.set(bullet, (counts.get(bullet) ?? 0) + 1);
    }
    if (counts.size < 2) return [];
    // Map order is first use, and the strict comparison keeps the earlier glyph on ties.
    const [main] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    return bullets
      .filter((line) => line.bullet !== main)
      .map((line) => ({
        check: 'bullet-glyph' as const,
        severity: 'yellow' as const,
        page: line.page,
        rect: { ...line.rect, x1: line.textX0 },
        message: `The bullet before ${quote(line.text, 30)} is '${line.bullet}' while the others are '${main}' — use one bullet symbol throughout.`,
      }));
  });
}
