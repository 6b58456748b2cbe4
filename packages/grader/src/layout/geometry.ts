import type { Rect, Word } from './types.ts';

export const union = (rects: Rect[]): Rect => ({
  x0: Math.min(...rects.map((r) => r.x0)),
  y0: Math.min(...rects.map((r) => r.y0)),
  x1: Math.max(...rects.map((r) => r.x1)),
  y1: Math.max(...rects.map((r) => r.y1)),
});

/** Shared height of two boxes as a share of the shorter one (0..1). */
export const verticalOverlap = (a: Rect, b: Rect): number => {
  const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const shorter = Math.min(a.y1 - a.y0, b.y1 - b.y0);
  return shared > 0 && shorter > 0 ? shared / shorter : 0;
};

export const wordsRect = (words: Word[]): Rect => union(words.map((w) => w.rect));

/** The most common value, ties broken by the smaller value so results are deterministic. */
export function mode(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | undefined;
  let bestCount = 0;
  for (const [value, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** The value carried by most characters (weighted by text length). */
export function dominant<T>(items: { value: T; weight: number }[]): T | undefined {
  const totals = new Map<T, number>();
  for (const { value, weight } of items) totals.set(value, (totals.get(value) ?? 0) + weight);
  let best: T | undefined;
  let bestWeight = -1;
  for (const [value, weight] of totals) {
    if (weight > bestWeight) {
      best = value;
      bestWeight = weight;
    }
  }
  return best;
}

export const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
