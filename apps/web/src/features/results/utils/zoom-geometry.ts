import type { Point, Size } from './page-geometry';

/** How far a page is zoomed and moved: content point p is drawn at p * scale + (x, y). */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const noZoom: Zoom = { scale: 1, x: 0, y: 0 };
/** Small print on a phone page needs about 3x to read; more is only blur. */
export const maxZoom = 4;

/** Keeps the zoom within 1x..maxZoom and the page covering its frame: no empty edge shows. */
export function clampZoom(zoom: Zoom, frame: Size): Zoom {
  const scale = Math.min(maxZoom, Math.max(1, zoom.scale));
  const clamp = (value: number, size: number) => Math.min(0, Math.max(size * (1 - scale), value));
  return { scale, x: clamp(zoom.x, frame.width), y: clamp(zoom.y, frame.height) };
}

/**
 * `from` zoomed to `scale` keeping the content under `anchor` (frame pixels) where it was,
 * then moved so that content lands under `to` (the fingers' midpoint, moved while pinching).
 */
export function zoomAround(
  from: Zoom,
  scale: number,
  anchor: Point,
  frame: Size,
  to: Point = anchor,
): Zoom {
  const content = { x: (anchor.x - from.x) / from.scale, y: (anchor.y - from.y) / from.scale };
  return clampZoom({ scale, x: to.x - content.x * scale, y: to.y - content.y * scale }, frame);
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
