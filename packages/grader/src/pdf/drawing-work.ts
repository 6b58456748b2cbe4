import { constants as zlib, inflateRawSync } from 'node:zlib';
import type { PDFObject } from 'mupdf';
import { unreadable } from '../errors.ts';
import { ContentLexer, Token } from './content-lexer.ts';
import type { PdfDocument } from './open-document.ts';

/**
 * How much drawing a page asks for, estimated from its objects before mupdf runs it.
 * mupdf's JS API has no cookie to abort a render, and a few kilobytes of nested form
 * XObjects (each drawing the previous one ten times) ask for a billion drawing operations:
 * the render never ends (issue 10). Rendering and text extraction both run the whole page,
 * so every caller checks first.
 *
 * `work` counts operators, one per operator run, plus one per `bytesPerUnit` bytes of
 * decoded content the interpreter must lex; every form, tiling pattern, soft mask,
 * annotation appearance and Type3 glyph adds its own work each time it is used. `pixels`
 * counts the source pixels of the images drawn, each time they are drawn.
 */
export interface DrawingWork {
  work: number;
  pixels: number;
}

/**
 * Measured with `npx tsx packages/grader/scripts/drawing-work.ts` over the resume corpus
 * and the unreadable set (../shared/resumes), the costliest real pages ask for:
 * - work 505,000: a Chrome-printed resume (13-rm-chrome-modern-1col) that shows its text
 *   in Type3 fonts, each glyph a path of about 300 units; the other Chrome one asks for
 *   448,000, every other page for under 60,000. mupdf runs one to three million units a
 *   second (nested forms are the slowest kind).
 * - pixels 26 million: a Chrome page (29-placeholder-chrome) whose box shadows are soft
 *   masks holding 3-megapixel images, each run again for every element drawn under it.
 * The budgets are more than 20 times those, for richer resumes than the corpus holds; the
 * pixel budget also admits 17 full-page 600 dpi scans (US Letter 5100 × 6600 = 34 Mpx).
 * The nested forms of issue 10 (depth 9, fan 10) ask for 6.8 × 10^9 units, 560 times the
 * work budget: depth 7 is refused already; depth 6 (6.8 million units, 12 s to preview)
 * is not, and the pool's time limit stops it.
 */
export const drawingBudget: DrawingWork = { work: 12_000_000, pixels: 600_000_000 };

/**
 * Decoded content counts as one unit per this many bytes: a typical operator with its
 * operands takes 10–20 bytes, and lexing a byte costs mupdf far less than running one.
 */
const bytesPerUnit = 16;

/**
 * No stream may decode to more than this: every decoded byte is held in memory, mupdf's
 * and ours. The largest content stream in the corpus decodes to 624 KB (a page of vector
 * paths, 23-rxresume-onyx); this is 50 times that.
 */
const maxStreamBytes = 32 * 1024 * 1024;

/**
 * The most each decoding filter can multiply a stream's size by: deflate's limit is 1032:1,
 * LZW's about 2600:1 with 12-bit codes, RunLength 64:1, ASCII85's `z` 4:1. Image filters
 * (DCT, JPX, JBIG2, CCITT) have no useful bound and never encode content in practice.
 */
const expansion: Record<string, number> = {
  ASCIIHexDecode: 1,
  AHx: 1,
  ASCII85Decode: 4,
  A85: 4,
  RunLengthDecode: 64,
  RL: 64,
  FlateDecode: 1032,
  Fl: 1032,
  LZWDecode: 2600,
  LZW: 2600,
  Crypt: 1,
};

/** Thrown when a page needs more work than its budget; stops the estimate at once. */
const tooComplex = () => unreadable('TooComplex');

const nothing: DrawingWork = { work: 0, pixels: 0 };
/** A glyph of an ordinary font: mupdf draws it from its glyph cache. */
const plainGlyph: DrawingWork = { work: 1, pixels: 0 };

/** A resource dictionary and a name for it that memo keys can hold (wrappers differ per get). */
interface Scope {
  resources: PDFObject | undefined;
  id: string;
}

/** The parts of the graphics state that make later operators cost more. */
interface State {
  /** Work per shown character code: a Type3 glyph runs its CharProc. */
  glyph: DrawingWork;
  /** A soft mask's group, which mupdf runs again for every element drawn under it. */
  mask: DrawingWork | undefined;
}

/** Operators that draw: a soft mask in force runs again for each. */
const drawing = new Set(['f', 'F', 'f*', 'S', 's', 'B', 'B*', 'b', 'b*', 'sh', 'Do', 'BI']);
const showing = new Set(['Tj', 'TJ', "'", '"']);
const keywords = new Set(['true', 'fals', 'null']); // operator texts keep four letters

const componentsOf: Record<string, number> = {
  G: 1,
  DeviceGray: 1,
  CalGray: 1,
  I: 1,
  Indexed: 1,
  RGB: 3,
  DeviceRGB: 3,
  CalRGB: 3,
  CMYK: 4,
  DeviceCMYK: 4,
};

const nameOf = (object: PDFObject) => (object.isName() ? object.asName() : undefined);
const numberOf = (object: PDFObject) => {
  const n = object.isNumber() ? object.asNumber() : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
};
/** A dictionary entry, or undefined; mupdf's Null cannot be asked for more entries. */
const entry = (object: PDFObject | undefined, ...path: string[]) => {
  if (!object || object.isNull()) return undefined;
  const found = object.get(...path);
  return found.isNull() ? undefined : found;
};
/** A copy: a view into mupdf's memory moves when that memory grows. */
function take(buffer: { asUint8Array(): Uint8Array; destroy(): void }): Uint8Array {
  try {
    return buffer.asUint8Array().slice();
  } finally {
    buffer.destroy();
  }
}

class Estimate {
  /** Costs of streams and Type3 fonts already measured, by object, scope and font. */
  private readonly memo = new Map<string, DrawingWork>();
  /** Streams and fonts being measured, by key, with their depth on that stack. */
  private readonly active = new Map<string, number>();
  /** The shallowest active entry the current measurement reached (see `measure`). */
  private reached = Infinity;
  /**
   * Work spent on the estimate itself, over the whole document: streams read and
   * operators lexed, each once thanks to the memo. Bounded by the same budget, so even a
   * file that defeats the memo (streams drawn through many cycles) is estimated quickly.
   */
  private scanned = 0;

  constructor(private readonly budget: DrawingWork) {}

  page(document: PdfDocument, index: number): DrawingWork {
    const page = document.findPage(index);
    const scope: Scope = { resources: entry(page.getInheritable('Resources')), id: `page${index}` };
    const total = { ...nothing };
    const contents = entry(page, 'Contents');
    if (contents) {
      const parts = contents.isArray() ? arrayItems(contents) : [contents];
      const streams = parts.filter((part) => part.isStream()).map((part) => this.decode(part));
      // A page's content streams are one stream split anywhere, even inside a token.
      const data = new Uint8Array(streams.reduce((n, s) => n + s.length + 1, 0)).fill(10);
      let at = 0;
      for (const stream of streams) {
        data.set(stream, at);
        at += stream.length + 1;
      }
      this.add(total, this.run(data, scope, plainGlyph));
    }
    // mupdf draws annotations' appearance streams over the page, in images and text alike.
    for (const annotation of arrayItems(entry(page, 'Annots'))) {
      const appearance = entry(annotation, 'AP', 'N');
      // A stream, or a dictionary of them by appearance state (a stream is a dictionary too).
      const candidates =
        appearance && !appearance.isStream() ? dictionaryValues(appearance) : [appearance];
      const costs = candidates
        .filter((stream) => stream?.isStream())
        .map((stream) => this.stream(stream as PDFObject, scope, plainGlyph));
      this.add(total, costliest(costs));
    }
    return total;
  }

  /** Adds `cost` `times` over into `total`, refusing the page as soon as it is over budget. */
  private add(total: DrawingWork, cost: DrawingWork | undefined, times = 1): void {
    if (!cost || times === 0) return;
    total.work += cost.work * times;
    total.pixels += cost.pixels * times;
    if (total.work > this.budget.work || total.pixels > this.budget.pixels) throw tooComplex();
  }

  /**
   * The work of one run of a stream (form, CharProc, pattern cell, soft mask group,
   * appearance), in its own resources or its caller's. Each (stream, resources, font) is
   * measured once, so the estimate is linear in the file however often a stream is drawn.
   * A stream that reaches itself costs nothing more: mupdf refuses the recursion. A cost
   * that depended on what was on the stack then (it reached a stream below itself) is
   * not remembered, since another path would draw more.
   */
  private stream(stream: PDFObject, caller: Scope, glyph: DrawingWork): DrawingWork {
    const number = stream.asIndirect();
    const own = entry(stream, 'Resources');
    const scope: Scope = own?.isDictionary()
      ? { resources: own, id: own.isIndirect() ? `r${own.asIndirect()}` : `o${number}` }
      : caller;
    return this.measure(`s${number}`, `s${number}|${scope.id}|${glyph.work}|${glyph.pixels}`, () =>
      this.run(this.decode(stream), scope, glyph),
    );
  }

  /** The work of one glyph of a Type3 font: its costliest CharProc. */
  private type3Glyph(font: PDFObject, caller: Scope, name: string): DrawingWork {
    // A font dictionary may sit directly in its resources: then its path names it.
    const id = font.isIndirect() ? `f${font.asIndirect()}` : `${caller.id}/Font/${name}`;
    const own = entry(font, 'Resources');
    const scope: Scope = own?.isDictionary()
      ? { resources: own, id: own.isIndirect() ? `r${own.asIndirect()}` : `o${id}` }
      : caller;
    return this.measure(id, `${id}|${scope.id}`, () => {
      const procedures = dictionaryValues(entry(font, 'CharProcs')).filter((p) => p.isStream());
      return costliest(procedures.map((procedure) => this.stream(procedure, scope, plainGlyph)));
    });
  }

  private measure(key: string, memoKey: string, compute: () => DrawingWork): DrawingWork {
    const depth = this.active.get(key);
    if (depth !== undefined) {
      this.reached = Math.min(this.reached, depth);
      return nothing;
    }
    const known = this.memo.get(memoKey);
    if (known) return known;
    const own = this.active.size;
    const outer = this.reached;
    this.active.set(key, own);
    this.reached = Infinity;
    try {
      const cost = compute();
      if (this.reached >= own) this.memo.set(memoKey, cost);
      return cost;
    } finally {
      this.active.delete(key);
      this.reached = Math.min(outer, this.reached);
    }
  }

  /** Runs a content stream's operators, as mupdf's interpreter would, counting work. */
  private run(data: Uint8Array, scope: Scope, inherited: DrawingWork): DrawingWork {
    const total: DrawingWork = { work: 0, pixels: 0 };
    this.add(total, { work: data.length / bytesPerUnit, pixels: 0 });
    let state: State = { glyph: inherited, mask: undefined };
    const saved: State[] = [];
    const lexer = new ContentLexer(data);
    // Operands since the last operator that the operators below read.
    let name = '';
    let shown = 0;
    // Inside a dictionary (marked-content properties) only true, false and null are bare
    // words; any other ends it, as mupdf's parser gives up on the dictionary there.
    let dictionaries = 0;
    for (let token = lexer.next(); token !== Token.End; token = lexer.next()) {
      if (token === Token.DictOpen) dictionaries++;
      else if (token === Token.DictClose) dictionaries = Math.max(0, dictionaries - 1);
      else if (token === Token.Name) name = lexer.text;
      else if (token === Token.String) shown += lexer.stringBytes;
      if (token !== Token.Operator) continue;
      if (dictionaries > 0 && keywords.has(lexer.text)) continue;
      dictionaries = 0;

      const operator = lexer.text;
      total.work += 1;
      if (++this.scanned > this.budget.work) throw tooComplex();
      if (operator === 'q') saved.push(state);
      else if (operator === 'Q') state = saved.pop() ?? state;
      else if (operator === 'Tf') {
        const font = this.resource(scope, 'Font', name);
        const type3 = font && nameOf(font.get('Subtype')) === 'Type3';
        state = { ...state, glyph: type3 ? this.type3Glyph(font, scope, name) : plainGlyph };
      } else if (operator === 'gs') {
        const mask = this.resource(scope, 'ExtGState', name)?.get('SMask');
        if (mask?.isDictionary()) {
          const group = entry(mask, 'G');
          const cost = group?.isStream() ? this.stream(group, scope, plainGlyph) : undefined;
          state = { ...state, mask: cost };
        } else if (mask && nameOf(mask) === 'None') state = { ...state, mask: undefined };
      } else if (operator === 'scn' || operator === 'SCN') {
        // Like a form: mupdf renders a tiling pattern's cell once and repeats the tile (a
        // shading pattern has no cell: one operation).
        const pattern = name ? this.resource(scope, 'Pattern', name) : undefined;
        if (pattern?.isStream()) this.add(total, this.stream(pattern, scope, plainGlyph));
      } else if (operator === 'Do') {
        const object = this.resource(scope, 'XObject', name);
        const subtype = object?.isStream() ? nameOf(object.get('Subtype')) : undefined;
        if (object && subtype === 'Form') this.add(total, this.stream(object, scope, state.glyph));
        if (object && subtype === 'Image')
          this.add(total, { work: 0, pixels: imagePixels(object) });
      } else if (operator === 'BI') this.add(total, { work: 0, pixels: inlineImage(lexer) });

      if (showing.has(operator)) this.add(total, state.glyph, shown);
      if (drawing.has(operator) || showing.has(operator)) this.add(total, state.mask);
      name = '';
      shown = 0;
    }
    return total;
  }

  private resource(scope: Scope, category: string, name: string): PDFObject | undefined {
    return name ? entry(scope.resources, category, name) : undefined;
  }

  /**
   * A stream's decoded bytes, never more than `maxStreamBytes`: `readStream` decodes all at
   * once inside mupdf, so a stream that might inflate past the cap (1 MB of deflate can
   * hold 1 GB) is first inflated here, stopping at the cap.
   */
  private decode(stream: PDFObject): Uint8Array {
    const limit = maxStreamBytes;
    const filter = entry(stream, 'Filter');
    const filters = (filter?.isArray() ? arrayItems(filter) : filter ? [filter] : []).map(
      (f) => nameOf(f) ?? '',
    );
    const raw = take(stream.readRawStream());
    const bound = filters.reduce((n, f) => n * (expansion[f] ?? Infinity), raw.length);
    if (bound > limit) {
      const [only] = filters;
      if (filters.length !== 1 || (only !== 'FlateDecode' && only !== 'Fl')) throw tooComplex();
      inflateWithin(raw, limit);
    }
    let data: Uint8Array;
    try {
      data = take(stream.readStream());
    } catch {
      return new Uint8Array(); // mupdf skips a stream it cannot decode
    }
    this.scanned += data.length / bytesPerUnit;
    if (data.length > limit || this.scanned > this.budget.work) throw tooComplex();
    return data;
  }
}

/** Checks that deflate data inflates to at most `limit` bytes, without inflating more. */
function inflateWithin(raw: Uint8Array, limit: number): void {
  // PDF's FlateDecode is zlib: skip its 2-byte header and ignore its checksum, as mupdf
  // tolerates a wrong one; a stream cut short is read as far as it goes.
  const zlibHeader =
    raw.length >= 2 &&
    ((raw[0] ?? 0) & 0x0f) === 8 &&
    ((raw[0] ?? 0) * 256 + (raw[1] ?? 0)) % 31 === 0;
  try {
    inflateRawSync(raw.subarray(zlibHeader ? 2 : 0), {
      finishFlush: zlib.Z_SYNC_FLUSH,
      maxOutputLength: limit,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooComplex();
    // Corrupt data: mupdf would keep what came before the damage, up to 1032 times its
    // size, so the file is refused as damaged rather than decoded without a bound.
    throw unreadable('Damaged');
  }
}

function imagePixels(image: PDFObject): number {
  // mupdf decodes an image's soft mask and stencil mask beside it.
  return [image, entry(image, 'SMask'), entry(image, 'Mask')]
    .filter((object) => object?.isStream())
    .reduce(
      (n, object) =>
        n +
        numberOf((object as PDFObject).get('Width')) *
          numberOf((object as PDFObject).get('Height')),
      0,
    );
}

/**
 * Reads an inline image's dictionary (`BI … ID`), skips its data up to `EI` and returns
 * its pixel count. An unfiltered image's data length is known and skipped whole, since the
 * bytes "EI" may occur inside it.
 */
function inlineImage(lexer: ContentLexer): number {
  const values = new Map<string, string | number>();
  let key: string | undefined;
  let depth = 0;
  for (let token = lexer.next(); token !== Token.End; token = lexer.next()) {
    if (token === Token.ArrayOpen || token === Token.DictOpen) {
      if (depth++ === 0 && key) values.set(key, '[]');
    } else if (token === Token.ArrayClose || token === Token.DictClose) {
      depth = Math.max(0, depth - 1);
      if (depth === 0) key = undefined;
    } else if (depth > 0) {
      // The first name of an array value: /CS [/I /RGB 255 <…>], /F [/AHx /Fl].
      if (token === Token.Name && key && values.get(key) === '[]') values.set(key, lexer.text);
    } else if (token === Token.Operator && lexer.text === 'ID') {
      break;
    } else if (token === Token.Operator && !keywords.has(lexer.text)) {
      // No ID: no image after all. The operator is the content's again and no data is
      // skipped, so nothing after a stray BI goes uncounted.
      lexer.unread();
      return 0;
    } else if (token === Token.Name && key === undefined) {
      key = lexer.text;
    } else if (key !== undefined) {
      values.set(key, token === Token.Number ? lexer.value : lexer.text);
      key = undefined;
    }
  }
  const number = (...keys: string[]) => {
    const value = keys.map((k) => values.get(k)).find((v) => v !== undefined);
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  };
  const width = number('W', 'Width');
  const height = number('H', 'Height');
  const filter = values.get('F') ?? values.get('Filter');
  const mask = (values.get('IM') ?? values.get('ImageMask')) === 'true';
  const space = values.get('CS') ?? values.get('ColorSpace') ?? 'G';
  const components = mask ? 1 : componentsOf[String(space)];
  const bits = mask ? 1 : number('BPC', 'BitsPerComponent') || 8;
  const unfiltered = filter === undefined || filter === '[]';
  lexer.skipInlineImage(
    unfiltered && components !== undefined
      ? height * Math.ceil((width * components * bits) / 8)
      : undefined,
  );
  return width * height;
}

function arrayItems(array: PDFObject | undefined): PDFObject[] {
  const items: PDFObject[] = [];
  if (array?.isArray()) array.forEach((item) => items.push(item));
  return items;
}

function dictionaryValues(dictionary: PDFObject | undefined): PDFObject[] {
  const values: PDFObject[] = [];
  if (dictionary?.isDictionary()) dictionary.forEach((value) => values.push(value));
  return values;
}

function costliest(costs: DrawingWork[]): DrawingWork {
  return costs.reduce(
    (most, cost) => ({
      work: Math.max(most.work, cost.work),
      pixels: Math.max(most.pixels, cost.pixels),
    }),
    nothing,
  );
}

/**
 * Each page's drawing work, in page order. Throws UnreadablePdfError 'TooComplex' as soon
 * as a page passes `budget`, without measuring the rest.
 */
export function measureDrawingWork(
  document: PdfDocument,
  budget: DrawingWork = drawingBudget,
): DrawingWork[] {
  const estimate = new Estimate(budget);
  return Array.from({ length: document.countPages() }, (_, index) =>
    estimate.page(document, index),
  );
}

/**
 * Refuses a document some page of which asks for more drawing than a resume could need,
 * before anything renders it or extracts its text (both run every operator).
 */
export function assertDrawable(document: PdfDocument): void {
  measureDrawingWork(document);
}
