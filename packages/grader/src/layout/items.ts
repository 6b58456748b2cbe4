import { verticalOverlap } from './geometry.ts';
import type { Line } from './types.ts';

/** A bullet point with the lines it wraps onto. */
export interface BulletItem {
  lines: Line[];
  text: string;
}

/**
 * Groups bulleted lines with their continuation lines: the following lines of the same
 * column that start near the bullet's text edge and carry no bullet of their own. Lines
 * beside the item (a date at the right margin) are skipped, not part of it.
 */
export function bulletItems(lines: Line[]): BulletItem[] {
  const items: BulletItem[] = [];
  let current: BulletItem | null = null;
  for (const line of lines) {
    if (line.bullet !== null) {
      current = { lines: [line], text: line.text };
      items.push(current);
      continue;
    }
    const head: Line | undefined = current?.lines[0];
    const previous = current?.lines.at(-1);
    const continues =
      current &&
      head &&
      previous &&
      line.heading === null &&
      line.page === head.page &&
      line.column === head.column &&
      Math.abs(line.rect.x0 - head.textX0) <= 3 &&
      line.rect.y0 - previous.rect.y1 < line.size * 0.9;
    // Text printed beside the item on its row (a right-aligned date) does not end it.
    const beside =
      previous !== undefined &&
      line.page === previous.page &&
      line.rect.x0 >= previous.rect.x1 &&
      verticalOverlap(line.rect, previous.rect) > 0.5;
    if (continues && current) {
      current.lines.push(line);
      current.text = `${current.text} ${line.text}`;
    } else if (!beside) {
      current = null;
    }
  }
  return items;
}
