import { describe, expect, it } from 'vitest';
import { clampZoom, maxZoom, noZoom, zoomAround } from './zoom-geometry';

const frame = { width: 300, height: 400 };

describe('zoomAround', () => {
  it('keeps the point under the fingers where it was', () => {
    const zoom = zoomAround(noZoom, 2, { x: 100, y: 100 }, frame);
    expect(zoom).toEqual({ scale: 2, x: -100, y: -100 });
    // The content point at (100, 100) is still drawn at (100, 100).
    expect(100 * zoom.scale + zoom.x).toBe(100);
  });

  it('follows the fingers as they move while pinching', () => {
    const zoom = zoomAround(noZoom, 2, { x: 100, y: 100 }, frame, { x: 120, y: 90 });
    expect(zoom).toEqual({ scale: 2, x: -80, y: -110 });
  });

  it('zooms back out around the same point', () => {
    const inside = zoomAround(noZoom, 3, { x: 150, y: 200 }, frame);
    expect(zoomAround(inside, 1, { x: 150, y: 200 }, frame)).toEqual(noZoom);
  });
});

describe('clampZoom', () => {
  it('never shrinks the page below its frame, nor zooms past the maximum', () => {
    expect(clampZoom({ scale: 0.5, x: 10, y: 10 }, frame)).toEqual(noZoom);
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, frame).scale).toBe(maxZoom);
  });

  it('keeps the zoomed page covering the frame: no empty edge', () => {
    expect(clampZoom({ scale: 2, x: 50, y: -1000 }, frame)).toEqual({ scale: 2, x: 0, y: -400 });
  });
});
