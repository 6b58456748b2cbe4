import type { Rect } from '../layout/types.ts';
import { hexColour } from './colour.ts';
import { mupdf, release } from './mupdf.ts';
import type { Path } from 'mupdf';
import type { PdfDocument } from './open-document.ts';

type PdfPage = ReturnType<PdfDocument['loadPage']>;

/** A filled or stroked path small enough to be a mark: a dot, a bar, a tag. */
export interface Shape {
  rect: Rect;
  /** '#rrggbb' of its fill or stroke, with the alpha as a suffix when not opaque. */
  colour: string;
  filled: boolean;
  /** Drawn with curves (a disc, a ring), not straight lines only (a square, a bar). */
  round: boolean;
}

export interface PageDrawings {
  shapes: Shape[];
  /** Text drawn partly outside the box clipping it: cut off on the page. */
  clippedText: Rect[];
}

/** Marks are smaller than this; page frames, rules and backgrounds are not marks. */
const maxMark = { width: 300, height: 20 } as const;
/** Enough for any resume's dots and bars; a hostile page cannot grow the lists past it. */
const maxShapes = 4000;
const maxClipped = 200;
/** A clip narrower than this is a deliberate effect (a half-filled rating glyph), not a box. */
const minClipWidth = 40;
/** Text must overflow its clip by this much to be visibly cut. */
const minOverflow = 2;
/** How far a glyph's ink may reach left of where its text starts (an italic 'J'). */
const italicOverhang = 4;

type Box = [number, number, number, number];

const toRect = ([x0, y0, x1, y1]: Box, origin: [number, number]): Rect => ({
  x0: x0 - origin[0],
  y0: y0 - origin[1],
  x1: x1 - origin[0],
  y1: y1 - origin[1],
});

const colourOf = (colour: number[], alpha: number) =>
  alpha < 1 ? `${hexColour(colour)}/${Math.round(alpha * 100)}` : hexColour(colour);

const intersect = (a: Box, b: Box): Box => [
  Math.max(a[0], b[0]),
  Math.max(a[1], b[1]),
  Math.min(a[2], b[2]),
  Math.min(a[3], b[3]),
];

const everywhere: Box = [-Infinity, -Infinity, Infinity, Infinity];

/**
 * The page's small vector marks and its cut-off text, from one pass of its drawing
 * commands. Callers check the page's drawing work first (drawing-work.ts): this pass runs
 * the content like a render does.
 */
export function pageDrawings(page: PdfPage): PageDrawings {
  const [ox = 0, oy = 0] = page.getBounds();
  const origin: [number, number] = [ox, oy];
  const shapes: Shape[] = [];
  const clippedText: Rect[] = [];
  const clips: Box[] = [];
  const current = () => clips.at(-1) ?? everywhere;
  const keep = (path: Path, box: Box, colour: number[], alpha: number, filled: boolean) => {
    const width = box[2] - box[0];
    const height = box[3] - box[1];
    if (shapes.length >= maxShapes || width > maxMark.width || height > maxMark.height) return;
    if (width <= 0.5 || height <= 0.5) return;
    // Only marks are walked, and a mark's path is a few segments: a list's disc and square
    // differ by their curves alone.
    let round = false;
    path.walk({
      curveTo: () => {
        round = true;
      },
    });
    shapes.push({ rect: toRect(box, origin), colour: colourOf(colour, alpha), filled, round });
  };
  const device = new mupdf.Device({
    fillPath(path, _evenOdd, ctm, colourSpace, colour, alpha) {
      const box = path.getBounds(null as never, ctm) as Box;
      keep(path, box, colour, alpha, true);
      release(path, colourSpace);
    },
    strokePath(path, stroke, ctm, colourSpace, colour, alpha) {
      // The outline's own path: mupdf pads a stroke's bounds for the worst-case miter.
      const box = path.getBounds(null as never, ctm) as Box;
      keep(path, box, colour, alpha, false);
      release(path, stroke, colourSpace);
    },
    clipPath(path, _evenOdd, ctm) {
      const box = path.getBounds(null as never, ctm) as Box;
      release(path);
      clips.push(intersect(current(), box));
    },
    clipStrokePath(path, stroke, ctm) {
      const box = path.getBounds(stroke, ctm) as Box;
      release(path, stroke);
      clips.push(intersect(current(), box));
    },
    clipText(text, ctm) {
      const box = text.getBounds(null as never, ctm) as Box;
      release(text);
      clips.push(intersect(current(), box));
    },
    clipImageMask(image, ctm) {
      release(image);
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = ctm;
      const xs = [e, e + a, e + c, e + a + c];
      const ys = [f, f + b, f + d, f + b + d];
      clips.push(
        intersect(current(), [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]),
      );
    },
    popClip() {
      clips.pop();
    },
    fillText(text, ctm, colourSpace) {
      const clip = current();
      const wanted = clippedText.length < maxClipped && clip[2] - clip[0] >= minClipWidth;
      const box = wanted ? (text.getBounds(null as never, ctm) as Box) : null;
      release(text, colourSpace);
      if (!box) return;
      // On the left, an italic or swash capital's ink reaches back past its origin ('J'):
      // that much is the font's design, not a cut.
      const overflow = Math.max(box[2] - clip[2], clip[0] - box[0] - italicOverhang);
      // Mostly visible and partly cut: text hidden on purpose lies wholly outside.
      if (overflow > minOverflow && overflow < (box[2] - box[0]) / 2) {
        clippedText.push(toRect(box, origin));
      }
    },
  });
  try {
    page.run(device, mupdf.Matrix.identity);
  } finally {
    device.close();
    device.destroy();
  }
  return { shapes, clippedText };
}
