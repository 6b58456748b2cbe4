import { mupdf } from '../pdf/mupdf.ts';
import { pageSize } from '../pdf/extract-words.ts';
import type { PdfDocument } from '../pdf/open-document.ts';
import { encodePng } from './png.ts';

/**
 * Page images are 1400px high: the results page shows them in a 504x700 frame, and 2x
 * keeps them sharp on high-density screens. Cards use a 240px-wide thumbnail.
 */
export const pageImageHeight = 1400;
export const thumbnailWidth = 240;
/** A page far taller than wide (a hostile sliver) gives a thumbnail no taller than this. */
const maxThumbnailHeight = 480;

export interface PageImage {
  page: number;
  png: Uint8Array;
  width: number;
  height: number;
}

/** A page far wider than tall (a banner, a hostile file) is scaled to fit this width. */
export const maxImageWidth = 2000;

/** Points → pixels factor for a page of this size; boxes use the same factor. */
export const pixelScale = (page: { width: number; height: number }) =>
  Math.min(pageImageHeight / page.height, maxImageWidth / page.width);

/**
 * A page's size in pixels at `scale`: its image's, and the frame its boxes are given in. At
 * least a pixel each way: a sliver of a page (1 × 14,400 pt) still has an image.
 */
const pixelSize = (page: { width: number; height: number }, scale: number) => ({
  width: Math.max(1, Math.round(page.width * scale)),
  height: Math.max(1, Math.round(page.height * scale)),
});

export const imageSize = (page: { width: number; height: number }) => {
  const scale = pixelScale(page);
  return { ...pixelSize(page, scale), scale };
};

type PdfPage = ReturnType<PdfDocument['loadPage']>;

/**
 * Draws a page (or its display list) on white at `scale` into a pixmap covering `box`
 * (pixels, from the page's top-left corner) and hands the pixmap to `read` before freeing
 * it. A box smaller than the page draws only that part of it.
 */
export function drawPage<T>(
  page: Pick<PdfPage, 'run'> & { getBounds(): readonly number[] },
  scale: number,
  box: readonly [number, number, number, number],
  colours: 'rgb' | 'grey',
  read: (pixmap: InstanceType<typeof mupdf.Pixmap>) => T,
): T {
  const [x0 = 0, y0 = 0] = page.getBounds();
  const toPixels = mupdf.Matrix.concat(
    mupdf.Matrix.translate(-x0, -y0),
    mupdf.Matrix.scale(scale, scale),
  );
  const space = colours === 'rgb' ? mupdf.ColorSpace.DeviceRGB : mupdf.ColorSpace.DeviceGray;
  const pixmap = new mupdf.Pixmap(space, [...box], false);
  try {
    pixmap.clear(255);
    const device = new mupdf.DrawDevice(toPixels, pixmap);
    try {
      page.run(device, mupdf.Matrix.identity);
      device.close();
    } finally {
      device.destroy();
    }
    return read(pixmap);
  } finally {
    pixmap.destroy();
  }
}

/**
 * Draws the page on white into a pixmap of exactly `pixelSize`: mupdf's own `toPixmap`
 * rounds the page's edges outwards and can make an image a pixel wider or taller than the
 * frame the Grading JSON gives for it (990 × 1401 for a 989 × 1400 frame).
 */
function renderPage(
  document: PdfDocument,
  index: number,
  scale: number,
): { png: Uint8Array; width: number; height: number } {
  const page = document.loadPage(index);
  try {
    const { width, height } = pixelSize(pageSize(page), scale);
    return drawPage(page, scale, [0, 0, width, height], 'rgb', (pixmap) => ({
      png: encodePng({ samples: pixmap.getPixels(), width, height, stride: pixmap.getStride() }),
      width,
      height,
    }));
  } finally {
    page.destroy();
  }
}

export function renderPageImages(
  document: PdfDocument,
  pages: { width: number; height: number }[],
): PageImage[] {
  return pages.map((page, index) => ({
    page: index,
    ...renderPage(document, index, pixelScale(page)),
  }));
}

export function renderThumbnail(
  document: PdfDocument,
  firstPage: { width: number; height: number },
): PageImage {
  const scale = Math.min(thumbnailWidth / firstPage.width, maxThumbnailHeight / firstPage.height);
  return { page: 0, ...renderPage(document, 0, scale) };
}
