import type { Box } from '@resumegrader/contract/grading';

export interface Size {
  width: number;
  height: number;
}

/** SPEC section 9: the page image frame, 504x700 on desktop and 316x440 on mobile. */
export const desktopFrame: Size = { width: 504, height: 700 };
export const mobileFrame: Size = { width: 316, height: 440 };

/**
 * The page image drawn as large as fits in the frame, keeping its proportions: page images
 * are 1400 px high but their width follows the paper (990 px for A4, 1082 px for Letter),
 * so a fixed frame cannot match every page. `scale` turns image pixels into frame pixels.
 */
export function fitPage(image: Size, frame: Size): Size & { scale: number } {
  const scale = Math.min(frame.width / image.width, frame.height / image.height);
  return { width: image.width * scale, height: image.height * scale, scale };
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A box of the Grading JSON (image pixels, `[x1, y1, x2, y2]`) as a rectangle on the drawn
 * page, grown by `padding` on each side so its outline frames the words, not crosses them.
 */
export function scaleBox([x1, y1, x2, y2]: Box, scale: number, padding = 0): Rect {
  return {
    left: x1 * scale - padding,
    top: y1 * scale - padding,
    width: (x2 - x1) * scale + 2 * padding,
    height: (y2 - y1) * scale + 2 * padding,
  };
}

export type { Point } from '@resumegrader/contract/mark-labels';
