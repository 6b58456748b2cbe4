import { describe, expect, it } from 'vitest';
import { marginLabels } from './mark-labels.ts';

const inside = { pageWidth: 500, gap: 2, where: 'inside' } as const;
const square = (count: number) => Array.from({ length: count }, () => ({ width: 18, height: 18 }));

describe('marginLabels', () => {
  const box = (left: number, top: number, width = 100, height = 12) => ({
    left,
    top,
    width,
    height,
  });

  it("puts a number in the margin on its box's side, led to the box along its top edge", () => {
    const [leftOne, rightOne] = marginLabels([box(60, 100), box(300, 200, 150)], square(2), inside);
    expect(leftOne).toEqual({
      x: 2,
      y: 91,
      leader: [
        { x: 20, y: 100 },
        { x: 60, y: 100 },
      ],
    });
    expect(rightOne).toEqual({
      x: 480,
      y: 191,
      leader: [
        { x: 480, y: 200 },
        { x: 450, y: 200 },
      ],
    });
  });

  it('moves a number down when another holds its place, and bends its leader', () => {
    const spots = marginLabels([box(60, 100), box(120, 102), box(30, 300, 10)], square(3), inside);
    expect(spots.map(({ x, y }) => [x, y])).toEqual([
      [2, 91],
      [2, 111],
      [2, 291],
    ]);
    expect(spots[1]?.leader).toEqual([
      { x: 20, y: 120 },
      { x: 24, y: 102 },
      { x: 120, y: 102 },
    ]);
    // A box reaching into the margin touches its number: no leader.
    expect(marginLabels([box(21, 300, 10)], square(1), inside)[0]?.leader).toBeNull();
  });

  it('puts a label beyond the page edge when told to, as the report PDF does', () => {
    const [left, right] = marginLabels([box(60, 100), box(300, 200, 150)], square(2), {
      pageWidth: 500,
      gap: 2,
      where: 'outside',
    });
    expect([left?.x, right?.x]).toEqual([-20, 502]);
    expect(left?.leader?.at(-1)).toEqual({ x: 60, y: 100 });
  });

  it('never puts a number over a box', () => {
    const boxes = [box(60, 100), box(200, 100), box(60, 114), box(320, 400, 120)];
    const spots = marginLabels(boxes, square(4), inside);
    for (const spot of spots) {
      for (const b of boxes) {
        const overlaps =
          spot.x < b.left + b.width &&
          spot.x + 18 > b.left &&
          spot.y < b.top + b.height &&
          spot.y + 18 > b.top;
        expect(overlaps).toBe(false);
      }
    }
  });
});
