import { layoutOf } from './layout/document-layout.ts';
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
 * spends a credit. Throws UnreadablePdfError for a file that cannot be read, and for one
 * grading would refuse (a scan without a text layer, too much text): the upload is where
 * the user hears it, with no credit at stake.
 */
export function renderPreview(bytes: Uint8Array): PreviewResult {
  const document = openDocument(bytes);
  try {
    // Checks the drawing work first (a render cannot be stopped once it starts), then reads
    // the text as grading will.
    layoutOf(document);
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
