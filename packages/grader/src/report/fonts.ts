import { mupdf } from '../pdf/mupdf.ts';

type Font = InstanceType<typeof mupdf.Font>;

export type FontFace = 'regular' | 'bold' | 'italic';

/**
 * mupdf's built-in fonts, which its PDF writer embeds: the base-14 faces (URW's Nimbus
 * Sans, covering Latin, Greek and Cyrillic) and, for what they lack, Droid Sans Fallback
 * (Chinese, Japanese, Korean, and symbols such as ★ ✓ ●; one face, so this text is never
 * bold or slanted), then ZapfDingbats (✔ ➢ ✉, bullets resumes use). No other script has a
 * built-in font in this build: Arabic, Hebrew, Devanagari, Thai, emoji and rarer Latin
 * letters (Ǝ) get the placeholder.
 */
const faceNames: Record<FontFace, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
};
const fallbackNames = ['zh-Hans', 'ZapfDingbats'];

/** Stands for a character no font can show: visible, and in every face. */
export const placeholder = '\u25a1';

// Fonts live as long as the thread. Loading Droid Sans Fallback costs a few milliseconds
// and 4 MB of WebAssembly memory, so a fallback is loaded on the first character that
// needs it.
const fonts = new Map<string, Font>();
const fontNamed = (name: string) => {
  let font = fonts.get(name);
  if (!font) fonts.set(name, (font = new mupdf.Font(name)));
  return font;
};

/** Which font shows a character, and its advance in ems. */
interface Glyph {
  font: Font;
  /** The character drawn: the placeholder when no font has it. */
  char: string;
  advance: number;
}

const glyphCache = new Map<FontFace, Map<number, Glyph>>();

/**
 * The face's own glyph, else the first fallback's that has one, else the placeholder.
 * Asking a font is a call into WebAssembly, so each answer is kept.
 */
function glyphOf(face: FontFace, codePoint: number): Glyph {
  let cache = glyphCache.get(face);
  if (!cache) glyphCache.set(face, (cache = new Map()));
  let glyph = cache.get(codePoint);
  if (glyph) return glyph;
  const char = String.fromCodePoint(codePoint);
  for (const name of [faceNames[face], ...fallbackNames]) {
    const font = fontNamed(name);
    const id = font.encodeCharacter(codePoint);
    if (id !== 0) {
      glyph = { font, char, advance: font.advanceGlyph(id) };
      break;
    }
  }
  if (!glyph) {
    const own = fontNamed(faceNames[face]);
    const id = own.encodeCharacter(placeholder.codePointAt(0) ?? 0);
    glyph = { font: own, char: placeholder, advance: own.advanceGlyph(id) };
  }
  cache.set(codePoint, glyph);
  return glyph;
}

/**
 * Text as it can be drawn: composed (NFC, so 'e' + U+0301 is the one glyph 'é'), control
 * characters as spaces and invisible format characters (zero-width spaces, soft hyphens,
 * direction marks) dropped, since no font draws them and a placeholder would be noise.
 */
export function drawableText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .replace(/\p{Cf}/gu, '');
}

/** A stretch of one line drawn with one font. */
export interface Run {
  font: Font;
  text: string;
}

/** Splits a line (no newline) into runs of one font each, placeholders in place. */
export function runsOf(text: string, face: FontFace): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const glyph = glyphOf(face, char.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last && last.font === glyph.font) last.text += glyph.char;
    else runs.push({ font: glyph.font, text: glyph.char });
  }
  return runs;
}

/** Width in points, from the glyphs' advances (no kerning: mupdf's showString has none). */
export function measure(text: string, face: FontFace, size: number): number {
  let ems = 0;
  for (const char of text) ems += glyphOf(face, char.codePointAt(0) ?? 0).advance;
  return ems * size;
}

/** Whether some character of the text is drawn as the placeholder. */
export function hasMissingGlyphs(text: string, face: FontFace): boolean {
  for (const char of text) {
    if (char !== placeholder && glyphOf(face, char.codePointAt(0) ?? 0).char === placeholder) {
      return true;
    }
  }
  return false;
}
