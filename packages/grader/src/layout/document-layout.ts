import { maxTextChars, unreadable } from '../errors.ts';
import { assertDrawable } from '../pdf/drawing-work.ts';
import { extractPageText } from '../pdf/extract-words.ts';
import type { PdfDocument } from '../pdf/open-document.ts';
import { analyseLayout } from './analyse.ts';
import type { ResumeLayout } from './types.ts';

const minLettersPerTextPage = 60;

/**
 * The layout of an open document's text, or UnreadablePdfError for a file with too much
 * text or none: what grading, the ATS reading and job matching all start from.
 */
export function layoutOf(document: PdfDocument): ResumeLayout {
  // Before anything runs the pages: a render or text extraction cannot be stopped.
  assertDrawable(document);
  const pages = extractPageText(document);
  const characters = pages.reduce(
    (n, page) =>
      n + page.runs.reduce((m, run) => m + run.words.reduce((k, w) => k + w.text.length, 0), 0),
    0,
  );
  // Before the layout and the checks, whose work grows with the text.
  if (characters > maxTextChars) throw unreadable('TooMuchText');
  const layout = analyseLayout(pages);
  // A scan carries images, not text; a page number or a scanner app's watermark on each
  // page does not make a text layer, so no page with real text means none.
  const lettersOnPage = (page: number) =>
    layout.lines
      .filter((l) => l.page === page)
      .reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
  if (layout.pages.every((p) => lettersOnPage(p.index) < minLettersPerTextPage)) {
    throw unreadable('NoTextLayer');
  }
  return layout;
}
