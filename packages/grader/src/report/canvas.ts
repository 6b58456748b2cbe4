import { mupdf } from '../pdf/mupdf.ts';
import { type FontFace, measure, runsOf } from './fonts.ts';
import { rgb } from './theme.ts';

type Device = InstanceType<typeof mupdf.Device>;
type Path = InstanceType<typeof mupdf.Path>;
type Image = InstanceType<typeof mupdf.Image>;

export interface Paint {
  fill?: string;
  /** Opacity of the fill (0..1). */
  fillAlpha?: number;
  stroke?: string;
  lineWidth?: number;
  dashes?: number[];
  strokeAlpha?: number;
}

/** How far a quarter circle's Bézier handles sit, as a share of the radius. */
const kappa = 0.5523;
const identity = mupdf.Matrix.identity;
const deviceRgb = mupdf.ColorSpace.DeviceRGB;

/**
 * Drawing on one page of the report, in points from the page's top-left corner (mupdf's
 * device space: y grows downwards, so text is flipped back upright by its matrix).
 */
export class Canvas {
  constructor(private readonly device: Device) {}

  /** One line of text, `y` its baseline; CJK and missing characters go to other fonts. */
  text(text: string, x: number, y: number, face: FontFace, size: number, colour: string): void {
    if (text === '') return;
    const shown = new mupdf.Text();
    try {
      let matrix: [number, number, number, number, number, number] = [size, 0, 0, -size, x, y];
      for (const run of runsOf(text, face)) matrix = shown.showString(run.font, matrix, run.text);
      this.device.fillText(shown, identity, deviceRgb, rgb(colour), 1);
    } finally {
      shown.destroy();
    }
  }

  /** One line of text ending at `right`. */
  textRight(text: string, right: number, y: number, face: FontFace, size: number, colour: string) {
    this.text(text, right - measure(text, face, size), y, face, size, colour);
  }

  /** One line of text centred on `centre`. */
  textCentred(
    text: string,
    centre: number,
    y: number,
    face: FontFace,
    size: number,
    colour: string,
  ) {
    this.text(text, centre - measure(text, face, size) / 2, y, face, size, colour);
  }

  rect(x: number, y: number, width: number, height: number, paint: Paint, radius = 0): void {
    this.shape(paint, (path) => {
      const r = Math.min(radius, width / 2, height / 2);
      if (r <= 0) {
        path.rect(x, y, x + width, y + height);
        return;
      }
      const k = r * (1 - kappa);
      const [right, bottom] = [x + width, y + height];
      path.moveTo(x + r, y);
      path.lineTo(right - r, y);
      path.curveTo(right - k, y, right, y + k, right, y + r);
      path.lineTo(right, bottom - r);
      path.curveTo(right, bottom - k, right - k, bottom, right - r, bottom);
      path.lineTo(x + r, bottom);
      path.curveTo(x + k, bottom, x, bottom - k, x, bottom - r);
      path.lineTo(x, y + r);
      path.curveTo(x, y + k, x + k, y, x + r, y);
      path.closePath();
    });
  }

  circle(cx: number, cy: number, r: number, paint: Paint): void {
    this.rect(cx - r, cy - r, 2 * r, 2 * r, paint, r);
  }

  line(x1: number, y1: number, x2: number, y2: number, paint: Paint): void {
    this.shape(paint, (path) => {
      path.moveTo(x1, y1);
      path.lineTo(x2, y2);
    });
  }

  polygon(points: [number, number][], paint: Paint): void {
    this.shape(paint, (path) => {
      points.forEach(([px, py], index) =>
        index === 0 ? path.moveTo(px, py) : path.lineTo(px, py),
      );
      path.closePath();
    });
  }

  /** An image stretched over the rectangle (the unit square is the image in mupdf). */
  image(image: Image, x: number, y: number, width: number, height: number): void {
    this.device.fillImage(image, [width, 0, 0, height, x, y], 1);
  }

  private shape(paint: Paint, trace: (path: Path) => void): void {
    const path = new mupdf.Path();
    try {
      trace(path);
      if (paint.fill) {
        this.device.fillPath(
          path,
          false,
          identity,
          deviceRgb,
          rgb(paint.fill),
          paint.fillAlpha ?? 1,
        );
      }
      if (paint.stroke) {
        const stroke = new mupdf.StrokeState({
          lineCap: 'Butt',
          lineJoin: 'Round',
          lineWidth: paint.lineWidth ?? 1,
          miterLimit: 10,
          ...(paint.dashes ? { dashes: paint.dashes } : {}),
        });
        try {
          const colour = rgb(paint.stroke);
          this.device.strokePath(path, stroke, identity, deviceRgb, colour, paint.strokeAlpha ?? 1);
        } finally {
          stroke.destroy();
        }
      }
    } finally {
      path.destroy();
    }
  }
}
