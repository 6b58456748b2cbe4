import { type PointerEvent, useRef, useState } from 'react';
import type { Point, Size } from '../utils/page-geometry';
import {
  clampZoom,
  distance,
  midpoint,
  noZoom,
  type Zoom,
  zoomAround,
} from '../utils/zoom-geometry';

/** A second tap this soon and this near the first is a double tap. */
const doubleTapMs = 300;
const doubleTapSlop = 24;
/** Further than this, a touch is a drag, not a tap. */
const tapSlop = 8;
/** A double tap zooms here, enough to read a phone page's small print. */
const doubleTapZoom = 2.5;
/** Each press of Zoom in or Zoom out. */
const zoomStep = 1.5;

interface Gesture {
  start: Zoom;
  /** Where the pointers were when the gesture (or its current number of fingers) began. */
  points: Point[];
  moved: boolean;
}

/**
 * Issue 35: pinch-zoom, double-tap zoom and panning on a page image in a frame, with the
 * boxes on it following (they are drawn inside what is zoomed). Pointer events, so touch,
 * pen and mouse all work; the buttons do the same for a keyboard.
 */
export function usePinchZoom(frame: Size) {
  const [zoom, setZoomState] = useState<Zoom>(noZoom);
  // The zoom as last set, for a gesture that starts before React renders the last move.
  const current = useRef<Zoom>(noZoom);
  const setZoom = (next: Zoom) => {
    current.current = next;
    setZoomState(next);
  };
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ time: number; point: Point } | null>(null);

  const local = (event: PointerEvent<HTMLElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  /** A gesture starts afresh whenever a finger is added or lifted. */
  const restart = (current: Zoom) => {
    gesture.current = { start: current, points: [...pointers.current.values()], moved: false };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    restart(current.current);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, local(event));
    const { start, points } = gesture.current;
    const now = [...pointers.current.values()];
    const [a, b] = now;
    const [a0, b0] = points;
    if (!a || !a0) return;
    if (distance(a, a0) > tapSlop || (b && b0 && distance(b, b0) > tapSlop)) {
      gesture.current.moved = true;
    }
    if (b && b0) {
      const scale = (start.scale * distance(a, b)) / Math.max(1, distance(a0, b0));
      setZoom(zoomAround(start, scale, midpoint(a0, b0), frame, midpoint(a, b)));
    } else if (start.scale > 1) {
      setZoom(clampZoom({ ...start, x: start.x + a.x - a0.x, y: start.y + a.y - a0.y }, frame));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const point = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    const tapped = gesture.current && !gesture.current.moved && pointers.current.size === 0;
    restart(current.current);
    if (!tapped || !point) return;
    const previous = lastTap.current;
    if (
      previous &&
      event.timeStamp - previous.time < doubleTapMs &&
      distance(previous.point, point) < doubleTapSlop
    ) {
      lastTap.current = null;
      const now = current.current;
      setZoom(now.scale > 1 ? noZoom : zoomAround(now, doubleTapZoom, point, frame));
    } else {
      lastTap.current = { time: event.timeStamp, point };
    }
  };

  /** The browser took the touch over (a system gesture): the gesture ends, no tap. */
  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    lastTap.current = null;
    restart(current.current);
  };

  const centre = { x: frame.width / 2, y: frame.height / 2 };
  return {
    zoom,
    zoomIn: () => setZoom(zoomAround(zoom, zoom.scale * zoomStep, centre, frame)),
    zoomOut: () => setZoom(zoomAround(zoom, zoom.scale / zoomStep, centre, frame)),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel,
    },
  };
}
