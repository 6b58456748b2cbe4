import { describe, expect, it } from 'vitest';
import { corpusDir, corpusFiles, readPdf } from '../../test/shared-files.ts';
import { mupdf, mupdfMemoryBytes } from '../pdf/mupdf.ts';
import { renderPreview } from '../preview.ts';
import { encodePng } from './png.ts';

/** The PNG decoded by mupdf, as RGB rows without padding. */
function decode(png: Uint8Array) {
  const image = new mupdf.Image(png);
  const pixmap = image.toPixmap();
  try {
    return {
      width: pixmap.getWidth(),
      height: pixmap.getHeight(),
      channels: pixmap.getNumberOfComponents(),
      samples: Uint8Array.from(pixmap.getPixels()),
    };
  } finally {
    pixmap.destroy();
    image.destroy();
  }
}

describe('encodePng', () => {
  it('keeps every pixel of a rendered page', () => {
    const document = mupdf.Document.openDocument(readPdf(corpusDir, '01-jakes-resume.pdf'));
    const pixmap = document
      .loadPage(0)
      .toPixmap(mupdf.Matrix.scale(1.5, 1.5), mupdf.ColorSpace.DeviceRGB, false, true);
    const rendered = {
      samples: Uint8Array.from(pixmap.getPixels()),
      width: pixmap.getWidth(),
      height: pixmap.getHeight(),
      stride: pixmap.getStride(),
    };
    pixmap.destroy();
    document.destroy();

    const decoded = decode(encodePng(rendered));
    expect(decoded).toMatchObject({ width: rendered.width, height: rendered.height, channels: 3 });
    expect(Buffer.compare(decoded.samples, rendered.samples)).toBe(0);
  });

  it('leaves out the padding at the end of each row', () => {
    const pad = 0xab;
    // Two rows of two pixels, each row padded to 8 bytes.
    const samples = Uint8Array.of(1, 2, 3, 4, 5, 6, pad, pad, 7, 8, 9, 10, 11, 12, pad, pad);
    const decoded = decode(encodePng({ samples, width: 2, height: 2, stride: 8 }));
    expect([...decoded.samples]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('renderPreview', () => {
  it("grows mupdf's memory by no more than a page's pixels", () => {
    // mupdf's own PNG encoder held two more copies of each page while it compressed,
    // growing mupdf's memory from 22 to 38 MB over these previews. A preview also reads
    // the text layer, as grading does (issue 35): 32 MB with it.
    for (const file of corpusFiles()) renderPreview(readPdf(corpusDir, file));
    expect(mupdfMemoryBytes()).toBeLessThan(35 * 2 ** 20);
  });
});
