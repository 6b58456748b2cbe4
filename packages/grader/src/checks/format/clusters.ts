import { median } from '../../layout/geometry.ts';

/** Items whose values lie close together, and the value they share (the median). */
export interface Cluster<T> {
  value: number;
  items: T[];
}

/**
 * One-dimensional clustering: items sorted by value, a new cluster starting wherever the
 * gap to the previous value exceeds `tolerance`. Sorting is stable, so equal inputs give
 * equal clusters; O(n log n), which keeps whole-page passes cheap.
 */
export function clusterBy<T>(
  items: readonly T[],
  valueOf: (item: T) => number,
  tolerance: number,
): Cluster<T>[] {
  const sorted = [...items].sort((a, b) => valueOf(a) - valueOf(b));
  const groups: T[][] = [];
  let previous = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    const value = valueOf(item);
    if (groups.length === 0 || value - previous > tolerance) groups.push([]);
    (groups.at(-1) as T[]).push(item);
    previous = value;
  }
  return groups.map((group) => ({ value: median(group.map(valueOf)), items: group }));
}

/** The value nearest to x, or undefined for an empty list. */
export function nearestValue(values: readonly number[], x: number): number | undefined {
  let best: number | undefined;
  for (const value of values) {
    if (best === undefined || Math.abs(value - x) < Math.abs(best - x)) best = value;
  }
  return best;
}

/** The cluster with the most items; ties go to the smaller value (the leftmost edge). */
export function largest<T>(clusters: readonly Cluster<T>[]): Cluster<T> | undefined {
  let best: Cluster<T> | undefined;
  for (const c of clusters) if (!best || c.items.length > best.items.length) best = c;
  return best;
}
