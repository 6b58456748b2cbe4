/**
 * A small scanner for PDF content streams (ISO 32000-1, 7.2 and 8.9.7): enough to count
 * operators and read the few operands the drawing-work estimate needs. Strings, hex strings,
 * dictionaries, comments and inline image data are skipped, so their bytes never pass for
 * operators. It never allocates per byte: hostile streams run to tens of megabytes.
 */

export const Token = {
  End: 0,
  Operator: 1,
  Name: 2,
  Number: 3,
  String: 4,
  ArrayOpen: 5,
  ArrayClose: 6,
  DictOpen: 7,
  DictClose: 8,
} as const;
export type Token = (typeof Token)[keyof typeof Token];

const whitespace = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) whitespace[c] = 1;
const delimiter = new Uint8Array(256);
for (const c of '()<>[]{}/%') delimiter[c.charCodeAt(0)] = 1;

const isRegular = (c: number) => whitespace[c] === 0 && delimiter[c] === 0;
const hexValue = (c: number) =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

const code = (c: string) => c.charCodeAt(0);
const [lparen, rparen, lt, gt] = [code('('), code(')'), code('<'), code('>')];
const [lbracket, rbracket, lbrace, rbrace] = [code('['), code(']'), code('{'), code('}')];
const [slash, percent, backslash, hash] = [code('/'), code('%'), code('\\'), code('#')];

export class ContentLexer {
  private position = 0;
  /** The text of the last operator or name token. */
  text = '';
  private start = 0;
  /** Bytes in the last string token: the character codes a text operator shows. */
  stringBytes = 0;

  constructor(private readonly data: Uint8Array) {}

  next(): Token {
    const { data } = this;
    const end = data.length;
    let i = this.position;
    for (;;) {
      while (i < end && whitespace[data[i] as number] === 1) i++;
      if (i >= end) {
        this.position = i;
        return Token.End;
      }
      const c = data[i] as number;
      if (c === percent) {
        while (i < end && data[i] !== 10 && data[i] !== 13) i++;
        continue;
      }
      if (c === lparen) {
        this.position = this.skipLiteralString(i + 1);
        return Token.String;
      }
      if (c === lt) {
        if (data[i + 1] === lt) {
          this.position = i + 2;
          return Token.DictOpen;
        }
        this.position = this.skipHexString(i + 1);
        return Token.String;
      }
      if (c === gt) {
        if (data[i + 1] === gt) {
          this.position = i + 2;
          return Token.DictClose;
        }
        i++; // a stray '>': mupdf's lexer skips it too
        continue;
      }
      if (c === lbracket || c === rbracket) {
        this.position = i + 1;
        return c === lbracket ? Token.ArrayOpen : Token.ArrayClose;
      }
      if (c === slash) {
        this.position = this.readName(i + 1);
        return Token.Name;
      }
      if (c === rparen || c === lbrace || c === rbrace) {
        i++; // PostScript braces belong to type 4 functions, never to content
        continue;
      }
      let j = i;
      while (j < end && isRegular(data[j] as number)) j++;
      this.position = j;
      this.start = i;
      // A token starting with a digit, sign or point is a number (mupdf reads "1.2.3" as one).
      if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) return Token.Number;
      // Operators are at most three letters; a longer run of junk is some unknown operator.
      const length = j - i;
      this.text =
        length === 1
          ? String.fromCharCode(c)
          : length === 2
            ? String.fromCharCode(c, data[i + 1] as number)
            : String.fromCharCode(...data.subarray(i, Math.min(j, i + 4)));
      return Token.Operator;
    }
  }

  /** Reads the last token, an operator or a number, again on the next call. */
  unread(): void {
    this.position = this.start;
  }

  /** The value of the last token, a number: parsed only when asked for, which is rarely. */
  get value(): number {
    const text = String.fromCharCode(
      ...this.data.subarray(this.start, Math.min(this.position, this.start + 32)),
    );
    const value = Number.parseFloat(text);
    return Number.isFinite(value) ? value : 0;
  }

  /**
   * Skips an inline image's data, after its `ID`: `length` bytes when the image is
   * unfiltered and its size known (its data may contain "EI"), then up to the next `EI`
   * followed by white space or a delimiter, as mupdf looks for it. (mupdf finds a filtered
   * image's end by decoding it; this stops at the first `EI` in the data instead.)
   */
  skipInlineImage(length: number | undefined): void {
    const { data } = this;
    let i = this.position + 1; // the single white-space byte after ID
    if (length !== undefined) i += length;
    for (; i + 1 < data.length; i++) {
      if (
        data[i] === 69 &&
        data[i + 1] === 73 &&
        (i + 2 >= data.length || !isRegular(data[i + 2] as number))
      ) {
        this.position = i + 2;
        return;
      }
    }
    this.position = data.length;
  }

  private skipLiteralString(start: number): number {
    const { data } = this;
    let depth = 1;
    let bytes = 0;
    let i = start;
    while (i < data.length) {
      const c = data[i++] as number;
      if (c === backslash) {
        // One byte for each escape; \ddd is up to three octal digits, a backslash before a
        // line break continues the line and makes no byte.
        const e = data[i++];
        if (e === 13 || e === 10) {
          if (e === 13 && data[i] === 10) i++;
          continue;
        }
        if (e !== undefined && e >= 48 && e <= 55) {
          for (let k = 0; k < 2 && (data[i] ?? 0) >= 48 && (data[i] ?? 0) <= 55; k++) i++;
        }
        bytes++;
      } else if (c === lparen) {
        depth++;
        bytes++;
      } else if (c === rparen) {
        if (--depth === 0) break;
        bytes++;
      } else {
        bytes++;
      }
    }
    this.stringBytes = bytes;
    return i;
  }

  private skipHexString(start: number): number {
    const { data } = this;
    let digits = 0;
    let i = start;
    while (i < data.length && data[i] !== gt) {
      if (hexValue(data[i] as number) >= 0) digits++;
      i++;
    }
    this.stringBytes = Math.ceil(digits / 2);
    return i + 1;
  }

  private readName(start: number): number {
    const { data } = this;
    let i = start;
    let text = '';
    while (i < data.length && isRegular(data[i] as number)) {
      const c = data[i] as number;
      const high = hexValue(data[i + 1] ?? 0);
      const low = hexValue(data[i + 2] ?? 0);
      if (c === hash && high >= 0 && low >= 0) {
        text += String.fromCharCode(high * 16 + low);
        i += 3;
      } else {
        text += String.fromCharCode(c);
        i++;
      }
      // Names longer than the 127 bytes PDF allows only name nothing we look up.
      if (text.length > 127) {
        while (i < data.length && isRegular(data[i] as number)) i++;
        break;
      }
    }
    this.text = text;
    return i;
  }
}
