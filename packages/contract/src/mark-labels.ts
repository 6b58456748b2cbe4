/**
 * Where the number of each box on a page image goes, for the results page and the report
 * PDF alike (issue 35: a number on the words hides what it marks). Coordinates are relative
 * to the page image's top-left corner, in whatever unit the caller draws in.
 */

export interface Point {
  x: number;
  y: number;
}

export interface LabelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A number label beside the page's text, and the leader from it to its box when apart. */
export interface MarginLabel {
  /** The label's top-left corner. */
  x: number;
  y: number;
  /** Points of the leader, from the label's edge to the box's corner; null when touching. */
  leader: Point[] | null;
}

export interface LabelPlacement {
  /** The page image's width. */
  pageWidth: number;
  /** Labels keep this far from the page's edge and from each other. */
  gap: number;
  /**
   * 'inside': in the page's own margin, at its edge (the results page, whose frame has no
   * room around the page). 'outside': beyond the page's edge (the report PDF's margins).
   */
  where: 'inside' | 'outside';
}

/**
 * In the margin on the box's side, level with the box's top edge, which runs between lines
 * of text. Labels that would overlap on one side move down. A leader joins a label to its
 * box along that top edge when the two are apart; it leaves the margin at a slant when its
 * label had to move.
 */
export function marginLabels(
  boxes: LabelRect[],
  sizes: { width: number; height: number }[],
  { pageWidth, gap, where }: LabelPlacement,
): MarginLabel[] {
  const spots: MarginLabel[] = Array.from({ length: boxes.length });
  const bottoms = { left: -Infinity, right: -Infinity };
  const order = boxes.map((box, index) => ({ box, index })).sort((a, b) => a.box.top - b.box.top);
  for (const { box, index } of order) {
    const size = sizes[index] ?? { width: 0, height: 0 };
    const side = box.left + box.width / 2 < pageWidth / 2 ? 'left' : 'right';
    const x =
      where === 'inside'
        ? side === 'left'
          ? gap
          : pageWidth - gap - size.width
        : side === 'left'
          ? -gap - size.width
          : pageWidth + gap;
    const y = Math.max(box.top - size.height / 2, bottoms[side] + gap);
    bottoms[side] = y + size.height;
    const from = { x: side === 'left' ? x + size.width : x, y: y + size.height / 2 };
    const to = { x: side === 'left' ? box.left : box.left + box.width, y: box.top };
    const apart = side === 'left' ? to.x - from.x > gap : from.x - to.x > gap;
    const bend = { x: from.x + (side === 'left' ? gap * 2 : -gap * 2), y: to.y };
    spots[index] = {
      x,
      y,
      leader: apart ? (from.y === to.y ? [from, to] : [from, bend, to]) : null,
    };
  }
  return spots;
}
