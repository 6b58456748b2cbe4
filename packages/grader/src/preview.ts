import { assertDrawable } from './pdf/drawing-work.ts';
import { mupdf } from './pdf/mupdf.ts';
import { pageSizes } from './pdf/extract-words.ts';
import { openDocument } from './pdf/open-document.ts';
import { type PageImage, renderPageImages, renderThumbnail } from './render/page-images.ts';

export interface PreviewResult {
  /** Every page at the size the Grading JSON's boxes use (1400 px high). */
  images: PageImage[];
  /** The first page 240 px wide, for report cards. */
  thumbnail: PageImage;
}

/**
 * Page images of a PDF without grading it: what the upload preview shows before the user
 * spends a credit. Throws UnreadablePdfError for a file that cannot be read.
 */
export function renderPreview(bytes: Uint8Array): PreviewResult {
  const document = openDocument(bytes);
  try {
    // Before anything runs the pages: a render cannot be stopped once it starts.
    assertDrawable(document);
    const pages = pageSizes(document);
    const [first] = pages;
    if (!first) throw new Error('openDocument guarantees at least one page');
    return {
      images: renderPageImages(document, pages),
      thumbnail: renderThumbnail(document, first),
    };
  } finally {
    document.destroy();
    mupdf.emptyStore();
  }
}
