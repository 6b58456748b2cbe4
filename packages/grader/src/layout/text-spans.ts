import { union } from './geometry.ts';
import type { Line, Rect, Word } from './types.ts';

/** Text of several lines joined by spaces, with each word's offset, for regex and linters. */
export interface JoinedText {
  text: string;
  words: { word: Word; line: Line; start: number; end: number }[];
}

export function joinLines(lines: Line[]): JoinedText {
  const words: JoinedText['words'] = [];
  let text = '';
  for (const line of lines) {
    for (const word of line.words) {
      if (text.length > 0) text += line.words[0] === word ? '\n' : ' ';
      words.push({ word, line, start: text.length, end: text.length + word.text.length });
      text += word.text;
    }
  }
  return { text, words };
}

/**
 * The boxes covering characters [start, end) of a joined text: one box per line touched,
 * clipped to the characters inside a word by proportional width.
 */
export function spanRects(
  joined: JoinedText,
  start: number,
  end: number,
): { page: number; rect: Rect }[] {
  const byLine = new Map<Line, Rect[]>();
  for (const { word, line, start: ws, end: we } of joined.words) {
    if (we <= start || ws >= end) continue;
    const width = word.rect.x1 - word.rect.x0;
    const perChar = word.text.length > 0 ? width / word.text.length : 0;
    const from = Math.max(start, ws) - ws;
    const to = Math.min(end, we) - ws;
    const rect: Rect = {
      x0: word.rect.x0 + from * perChar,
      y0: word.rect.y0,
      x1: word.rect.x0 + to * perChar,
      y1: word.rect.y1,
    };
    byLine.set(line, [...(byLine.get(line) ?? []), rect]);
  }
  return [...byLine].map(([line, rects]) => ({ page: line.page, rect: union(rects) }));
}
