import { contextOf, makePdf, type TextLine } from './pdf-builder.ts';
import type { Line, Rect, ResumeLayout } from '../src/layout/types.ts';
import type { CheckContext } from '../src/checks/findings.ts';

/**
 * Test fixtures for the content checks (not shipped: only the tests import this). A page
 * is a list of rows stacked top-down; a row is its text or a styled row.
 */
export interface Row {
  text: string;
  bold?: boolean;
  size?: number;
  x?: number;
  /** Text printed on the same row at the right margin (a date, a place). */
  right?: string;
  /** Extra space above the row, in points. */
  gap?: number;
}

export const heading = (text: string): Row => ({ text, bold: true, size: 12, gap: 8 });
export const bullet = (text: string): Row => ({ text: `• ${text}`, x: 60 });
/** A bullet's wrapped line, aligned with the bullet's text. */
export const wrap = (text: string): Row => ({ text, x: 66.3 });

/** Generates the PDF (A4, Helvetica 10 pt, 14 pt leading) and analyses it like the grader. */
export async function resume(...pages: (Row | string)[][]): Promise<CheckContext> {
  const drawn = pages.map((rows) => {
    let y = 60;
    return rows.flatMap((entry): TextLine[] => {
      const row = typeof entry === 'string' ? { text: entry } : entry;
      y += (row.gap ?? 0) + 14;
      const left: TextLine = {
        text: row.text,
        x: row.x ?? 50,
        y,
        size: row.size ?? 10,
        font: row.bold ? 'bold' : 'regular',
      };
      return row.right ? [left, { text: row.right, x: 450, y, size: row.size ?? 10 }] : [left];
    });
  });
  return contextOf(await makePdf(drawn));
}

/** The line holding `needle`; fails loudly so a test does not assert on nothing. */
export function lineWith(layout: ResumeLayout, needle: string): Line {
  const line = layout.lines.find((l) => l.text.includes(needle));
  if (!line) throw new Error(`no line contains '${needle}'`);
  return line;
}

/** The box of one word (the first word whose text starts with `word`) on a line. */
export function wordRect(layout: ResumeLayout, needle: string, word: string): Rect {
  const found = lineWith(layout, needle).words.find((w) => w.text.startsWith(word));
  if (!found) throw new Error(`no word '${word}' on the line with '${needle}'`);
  return found.rect;
}

/** True when `inner` lies within `outer`, give or take half a point. */
export const within = (inner: Rect, outer: Rect) =>
  inner.x0 >= outer.x0 - 0.5 &&
  inner.y0 >= outer.y0 - 0.5 &&
  inner.x1 <= outer.x1 + 0.5 &&
  inner.y1 <= outer.y1 + 0.5;
