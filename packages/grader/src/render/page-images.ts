import { mupdf } from '../pdf/mupdf.ts';
import type { PdfDocument } from '../pdf/open-document.ts';
import { encodePng } from './png.ts';

/**
 * Page images are 1400px high: the results page shows them in a 504x700 frame, and 2x
 * keeps them sharp on high-density screens. Cards use a 240px-wide thumbnail.
 */
export const pageImageHeight = 1400;
export const thumbnailWidth = 240;

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

export const imageSize = (page: { width: number; height: number }) => {
  const scale = pixelScale(page);
  return { width: Math.round(page.width * scale), height: Math.round(page.height * scale), scale };
};

function renderPage(
  document: PdfDocument,
  index: number,
  scale: number,
): { png: Uint8Array; width: number; height: number } {
  const page = document.loadPage(index);
  try {
    const pixmap = page.toPixmap(
      mupdf.Matrix.scale(scale, scale),
      mupdf.ColorSpace.DeviceRGB,
      false,
      true,
    );
    try {
      const [width, height] = [pixmap.getWidth(), pixmap.getHeight()];
      const png = encodePng({
        samples: pixmap.getPixels(),
        width,
        height,
        stride: pixmap.getStride(),
      });
      return { png, width, height };
    } finally {
      pixmap.destroy();
    }
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

export function renderThumbnail(document: PdfDocument, firstPage: { width: number }): PageImage {
  return { page: 0, ...renderPage(document, 0, thumbnailWidth / firstPage.width) };
}
