import { type AnalyseOptions, gradePdf } from './grade.ts';
import { warmUpPdf } from './warm-up-pdf.ts';

/**
 * Grades a made-up resume once (warm-up-pdf.ts): every lazy set-up on the way (mupdf's text
 * extraction, the NLP tagger's lexicon, harper's tables) is paid by the thread at start,
 * and a user's first grading runs as fast as any other. No page images: previews render
 * those in threads of their own, and rendering here would grow this thread's WebAssembly
 * memory (about 60 MB, never given back) for the rare grading that renders.
 */
export async function warmUpGrader(options: AnalyseOptions): Promise<void> {
  await gradePdf(warmUpPdf(), { ...options, images: false });
}
