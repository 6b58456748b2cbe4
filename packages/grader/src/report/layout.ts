import { drawableText, type FontFace, measure } from './fonts.ts';

/** A line of text as laid out: what to draw and how wide it is, in points. */
export interface Line {
  text: string;
  width: number;
}

/** Chinese and Japanese run words together: a line may break between any two of these. */
const unspaced = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** Punctuation that must not start a line ('，', ')', '.') or end one ('(', '“'). */
const closing = /[\p{Pe}\p{Pf}\p{Po}]/u;
const opening = /[\p{Ps}\p{Pi}]/u;

/**
 * A word split where a line may break inside it: between two CJK characters, or between
 * CJK and other text, never before closing punctuation nor after opening punctuation.
 */
function breakableParts(word: string): string[] {
  const parts: string[] = [];
  let part = '';
  let previous = '';
  for (const char of word) {
    const mayBreak =
      part !== '' &&
      (unspaced.test(previous) || unspaced.test(char)) &&
      !closing.test(char) &&
      !opening.test(previous);
    if (mayBreak) {
      parts.push(part);
      part = '';
    }
    part += char;
    previous = char;
  }
  if (part !== '') parts.push(part);
  return parts;
}

/** What a paragraph is made of: pieces that stay together, with or without a space before. */
interface Piece {
  text: string;
  spaced: boolean;
}

function piecesOf(paragraph: string): Piece[] {
  return paragraph
    .split(/\s+/u)
    .filter((word) => word !== '')
    .flatMap((word) => breakableParts(word).map((text, index) => ({ text, spaced: index === 0 })));
}

/**
 * Lays text out in lines at most `width` points wide: breaks at spaces (runs of white space
 * become one), between CJK characters, and at every newline; a word wider than a line
 * (a long URL) is cut where it reaches the edge.
 */
export function wrap(text: string, face: FontFace, size: number, width: number): Line[] {
  const lines: Line[] = [];
  const space = measure(' ', face, size);
  for (const paragraph of drawableText(text).split('\n')) {
    let line: Line = { text: '', width: 0 };
    const finish = () => {
      lines.push(line);
      line = { text: '', width: 0 };
    };
    for (const piece of piecesOf(paragraph)) {
      const gap = line.text !== '' && piece.spaced ? space : 0;
      const pieceWidth = measure(piece.text, face, size);
      if (line.text !== '' && line.width + gap + pieceWidth > width) {
        finish();
      } else if (gap > 0) {
        line.text += ' ';
        line.width += gap;
      }
      if (pieceWidth <= width - line.width) {
        line.text += piece.text;
        line.width += pieceWidth;
        continue;
      }
      // Wider than a whole line: character by character, starting a line at each edge.
      for (const char of piece.text) {
        const charWidth = measure(char, face, size);
        if (line.text !== '' && line.width + charWidth > width) finish();
        line.text += char;
        line.width += charWidth;
      }
    }
    finish();
  }
  return lines;
}

/** Text cut to one line of at most `width` points, with an ellipsis when it was longer. */
export function truncate(text: string, face: FontFace, size: number, width: number): string {
  const flat = drawableText(text).replace(/\s+/gu, ' ').trim();
  if (measure(flat, face, size) <= width) return flat;
  let room = width - measure('…', face, size);
  let cut = '';
  for (const char of flat) {
    room -= measure(char, face, size);
    if (room < 0) break;
    cut += char;
  }
  return `${cut.trimEnd()}…`;
}
