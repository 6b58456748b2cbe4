import { deflateSync } from 'node:zlib';

/**
 * Small hand-written PDFs that ask a renderer for far more work than their size suggests
 * (issue 10). Written as raw PDF text so each object is exactly what the test means.
 */

const stream = (dictionary: string, data: string) =>
  `<< ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream`;

/**
 * A one-page PDF: `objects(ref)` returns the bodies of extra objects, `ref(i)` being the
 * reference to the i-th of them; the page gets `resources`, `content` (latin1: one
 * character a byte, so binary data fits; `contentDictionary` adds a /Filter) and
 * `pageExtras` (e.g. `/Annots [...]`), and its `mediaBox`. The cross-reference table is exact, as
 * openDocument requires.
 */
export function onePagePdf(page: {
  objects?: (ref: (index: number) => string) => string[];
  resources: (ref: (index: number) => string) => string;
  content: string;
  contentDictionary?: string;
  pageExtras?: (ref: (index: number) => string) => string;
  /** The page's size in points (default US Letter). */
  mediaBox?: [number, number, number, number];
}): Uint8Array {
  const ref = (index: number) => `${index + 5} 0 R`;
  const extra = page.objects?.(ref) ?? [];
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [${(page.mediaBox ?? [0, 0, 612, 792]).join(' ')}] /Contents 4 0 R /Resources ${page.resources(ref)} ${page.pageExtras?.(ref) ?? ''} >>`,
    stream(page.contentDictionary ?? '', page.content),
    ...extra,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

const helvetica = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const someText =
  'BT /F1 12 Tf 72 720 Td (Jane Doe, software engineer: eight years of payments, billing and data platforms) Tj ET';

/**
 * Nested form XObjects (issue 10): X0 fills a rectangle, Xk draws X(k-1) `fan` times, the
 * page draws X(depth): fan^depth rectangles from a file of a few kilobytes. (9, 10) keeps
 * mupdf busy for hours; (5, 10) renders in about a second. `before` goes into the page's
 * content ahead of the drawing.
 */
export function nestedFormsPdf(depth: number, fan: number, before = ''): Uint8Array {
  return onePagePdf({
    // Object i is form Xi; object depth + 1 the font.
    objects: (ref) => [
      ...Array.from({ length: depth + 1 }, (_, k) =>
        k === 0
          ? stream('/Type /XObject /Subtype /Form /BBox [0 0 612 792]', '0 0 1 1 re f')
          : stream(
              `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /X ${ref(k - 1)} >> >>`,
              Array.from({ length: fan }, () => 'q /X Do Q').join('\n'),
            ),
      ),
      helvetica,
    ],
    resources: (ref) => `<< /XObject << /X ${ref(depth)} >> /Font << /F1 ${ref(depth + 1)} >> >>`,
    content: `${before}\nq /X Do Q\n${someText}`,
  });
}

/** A form that draws itself (directly and through a second form): mupdf stops the loop. */
export function selfReferencingFormPdf(): Uint8Array {
  const form = (other: string) =>
    stream(
      `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /Me ${other} >> >>`,
      '0 0 1 1 re f q /Me Do Q q /Me Do Q',
    );
  return onePagePdf({
    objects: (ref) => [form(ref(0)), form(ref(2)), form(ref(1)), helvetica],
    resources: (ref) => `<< /XObject << /A ${ref(0)} /B ${ref(1)} >> /Font << /F1 ${ref(3)} >> >>`,
    content: `q /A Do Q q /B Do Q\n${someText}`,
  });
}

/** A Type3 font whose one glyph draws `glyphWork` rectangles, shown `characters` times. */
export function type3FontPdf(glyphWork: number, characters: number): Uint8Array {
  const procedure = `0 0 d0\n${'0 0 1 1 re f\n'.repeat(glyphWork)}`;
  return onePagePdf({
    objects: (ref) => [
      `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1 1] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a ${ref(1)} >> /Encoding << /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] >>`,
      stream('', procedure),
      helvetica,
    ],
    resources: (ref) => `<< /Font << /T3 ${ref(0)} /F1 ${ref(2)} >> >>`,
    content: `BT /T3 12 Tf 72 600 Td (${'a'.repeat(characters)}) Tj ET\n${someText}`,
  });
}

/** A tiling pattern whose cell draws `cellWork` rectangles, chosen for `fills` fills. */
export function tilingPatternPdf(cellWork: number, fills: number): Uint8Array {
  return onePagePdf({
    objects: () => [
      stream(
        '/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10 /Resources << >>',
        '0 0 1 1 re f\n'.repeat(cellWork),
      ),
      helvetica,
    ],
    resources: (ref) => `<< /Pattern << /P ${ref(0)} >> /Font << /F1 ${ref(1)} >> >>`,
    content: `/Pattern cs\n${'/P scn 0 0 100 100 re f\n'.repeat(fills)}${someText}`,
  });
}

/** `annotations` annotations sharing one appearance stream of `appearanceWork` rectangles. */
export function annotationsPdf(appearanceWork: number, annotations: number): Uint8Array {
  return onePagePdf({
    objects: (ref) => [
      stream(
        '/Type /XObject /Subtype /Form /BBox [0 0 10 10]',
        '0 0 1 1 re f\n'.repeat(appearanceWork),
      ),
      helvetica,
      ...Array.from(
        { length: annotations },
        () => `<< /Type /Annot /Subtype /Square /Rect [0 0 10 10] /AP << /N ${ref(0)} >> >>`,
      ),
    ],
    resources: (ref) => `<< /Font << /F1 ${ref(1)} >> >>`,
    content: someText,
    pageExtras: (ref) =>
      `/Annots [${Array.from({ length: annotations }, (_, i) => ref(i + 2)).join(' ')}]`,
  });
}

/** An inline image of `width` × `height` pixels (declared; its data is one byte). */
export function inlineImagePdf(width: number, height: number): Uint8Array {
  return onePagePdf({
    objects: () => [helvetica],
    resources: (ref) => `<< /Font << /F1 ${ref(0)} >> >>`,
    content: `q 100 0 0 100 72 500 cm BI /W ${width} /H ${height} /CS /G /BPC 8 /F /AHx ID 00> EI Q\n${someText}`,
  });
}

/** A page whose content is deflated: `content` as it decodes, e.g. 40 MB of spaces. */
export function deflatedContentPdf(content: Uint8Array): Uint8Array {
  return onePagePdf({
    objects: () => [helvetica],
    resources: (ref) => `<< /Font << /F1 ${ref(0)} >> >>`,
    content: Buffer.from(deflateSync(content)).toString('latin1'),
    contentDictionary: '/Filter /FlateDecode',
  });
}

/** A page whose deflated content is `size` bytes that no inflater accepts. */
export function brokenDeflatePdf(size: number): Uint8Array {
  return onePagePdf({
    objects: () => [helvetica],
    resources: (ref) => `<< /Font << /F1 ${ref(0)} >> >>`,
    // A zlib header, then blocks of the reserved type 3.
    content: `\x78\x9c${'\xff'.repeat(size - 2)}`,
    contentDictionary: '/Filter /FlateDecode',
  });
}
