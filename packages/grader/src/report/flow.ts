import type { Canvas } from './canvas.ts';
import { type FontFace, hasMissingGlyphs } from './fonts.ts';
import { type Line, wrap } from './layout.ts';

/** Something drawn on a page once the whole report is laid out (and its length known). */
export type Draw = (canvas: Canvas) => void;

/** A page size in points. */
export interface Paper {
  width: number;
  height: number;
}

export const a4: Paper = { width: 595.28, height: 841.89 };
export const letter: Paper = { width: 612, height: 792 };

export const margins = { side: 50, top: 54, bottom: 60 } as const;

export interface TextStyle {
  face: FontFace;
  size: number;
  colour: string;
  /** Line height in points. */
  leading: number;
}

/** Where a line's baseline sits in its line box: capitals centred in the box. */
export const baselineIn = (top: number, style: TextStyle) =>
  top + (style.leading + 0.7 * style.size) / 2;

/**
 * The report's pages as they fill: a cursor `y` going down the current page, and a new
 * page whenever the next thing would cross the bottom margin. Drawing waits until every
 * page exists, so each footer can say 'Page 3 of 9'.
 */
export class Flow {
  readonly pages: Draw[][] = [];
  y = 0;
  /** Some text was drawn with placeholders: the report says so at its end. */
  missingGlyphs = false;

  constructor(readonly paper: Paper) {}

  get left(): number {
    return margins.side;
  }
  get right(): number {
    return this.left + this.width;
  }
  get width(): number {
    return this.paper.width - 2 * margins.side;
  }
  get top(): number {
    return margins.top;
  }
  get bottom(): number {
    return this.paper.height - margins.bottom;
  }

  newPage(): void {
    this.pages.push([]);
    this.y = this.top;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.pages.length === 0 || this.y + height > this.bottom) this.newPage();
  }

  draw(draw: Draw): void {
    const page = this.pages.at(-1);
    if (!page) throw new Error('Flow.draw before the first page');
    page.push(draw);
  }

  /** Lines of text, laid out now; notes whether any character will show as a placeholder. */
  lines(text: string, style: TextStyle, width: number): Line[] {
    const lines = wrap(text, style.face, style.size, width);
    if (lines.some((line) => hasMissingGlyphs(line.text, style.face))) this.missingGlyphs = true;
    return lines;
  }

  /** Draws laid-out lines at `x` from the cursor down, breaking pages between lines. */
  drawLines(lines: Line[], style: TextStyle, x: number): void {
    for (const line of lines) {
      this.ensure(style.leading);
      const baseline = baselineIn(this.y, style);
      this.draw((canvas) =>
        canvas.text(line.text, x, baseline, style.face, style.size, style.colour),
      );
      this.y += style.leading;
    }
  }

  /** A paragraph across the full width (or from `x`, `width` wide). */
  paragraph(text: string, style: TextStyle, x = this.left, width = this.right - x): void {
    this.drawLines(this.lines(text, style, width), style, x);
  }
}
