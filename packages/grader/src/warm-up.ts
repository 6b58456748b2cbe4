import { gradePdf } from './grade.ts';
import { loadLanguageModel } from './language/detect.ts';
import { warmUpPdf } from './warm-up-pdf.ts';
import type { GrammarLinter } from './writing/grammar-linter.ts';

/**
 * Grades a made-up resume once (warm-up-pdf.ts): every lazy set-up on the way (mupdf's text
 * extraction, the NLP tagger's lexicon, harper's tables) is paid by the thread at start,
 * and a user's first grading runs as fast as any other. The language model too, though
 * that resume is plainly English: loaded by the first resume that is not, it would raise
 * the memory of a server already serving (about 30 MB) and slow that resume down. No page
 * images: previews render those in threads of their own, and rendering here would grow
 * this thread's WebAssembly memory (about 60 MB, never given back) for the rare grading
 * that renders.
 */
export async function warmUpGrader(linter: GrammarLinter): Promise<void> {
  await Promise.all([gradePdf(warmUpPdf(), { linter, images: false }), loadLanguageModel()]);
}
