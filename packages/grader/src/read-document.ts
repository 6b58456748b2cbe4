import type { AtsReading } from '@resumegrader/contract/ats-reading';
import { layoutOf } from './layout/document-layout.ts';
import type { MatchedDocument } from './match/job-match.ts';
import { mupdf } from './pdf/mupdf.ts';
import { openDocument } from './pdf/open-document.ts';
import { readResume } from './reading/read-resume.ts';
import { imageSize } from './render/page-images.ts';

/**
 * A PDF's layout and its ATS reading, with boxes scaled to the page images the grading
 * made. Throws UnreadablePdfError for a file that cannot be read.
 */
export function readDocument(bytes: Uint8Array): MatchedDocument {
  const document = openDocument(bytes);
  try {
    const layout = layoutOf(document);
    const frames = layout.pages.map((page) => ({ page: page.index, ...imageSize(page) }));
    const reading: AtsReading = readResume(layout, frames);
    return { layout, frames, reading };
  } finally {
    document.destroy();
    mupdf.emptyStore();
  }
}
