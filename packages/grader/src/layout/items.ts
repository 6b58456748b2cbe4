import { verticalOverlap } from './geometry.ts';
import type { Line } from './types.ts';

/** A bullet point with the lines it wraps onto. */
export interface BulletItem {
  lines: Line[];
  text: string;
}

/**
 * A sentence wrapped over a page break: the first line of the next page, straight after
 * `previous` in reading order, at the text's edge (`textX0`) and opening in lower case.
 */
export function wrapsOverPage(previous: Line, line: Line, textX0: number): boolean {
  return (
    line.page === previous.page + 1 &&
    line.column === previous.column &&
    line.heading === null &&
    line.bullet === null &&
    Math.abs(line.rect.x0 - textX0) <= 3 &&
    /^\p{Ll}/u.test(line.text)
  );
}

/**
 * Groups bulleted lines with their continuation lines: the following lines of the same
 * column that start near the bullet's text edge and carry no bullet of their own, on the
 * same page or, a sentence wrapped over a page break, at the top of the next. Lines
 * beside the item (a date at the right margin) are skipped, not part of it.
 */
export function bulletItems(lines: Line[]): BulletItem[] {
  const items: BulletItem[] = [];
  let current: BulletItem | null = null;
  let last: Line | undefined;
  for (const line of lines) {
    const before = last;
    last = line;
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
      line.page === previous.page &&
      line.column === previous.column &&
      Math.abs(line.rect.x0 - head.textX0) <= 3 &&
      line.rect.y0 - previous.rect.y1 < line.size * 0.9;
    // Text printed beside the item on its row (a right-aligned date) does not end it.
    const beside =
      previous !== undefined &&
      line.page === previous.page &&
      line.rect.x0 >= previous.rect.x1 &&
      verticalOverlap(line.rect, previous.rect) > 0.5;
    const overPage =
      head !== undefined &&
      previous === before &&
      before !== undefined &&
      wrapsOverPage(before, line, head.textX0);
    if ((continues || overPage) && current) {
      current.lines.push(line);
      current.text = `${current.text} ${line.text}`;
    } else if (!beside) {
      current = null;
    }
  }
  return items;
}
