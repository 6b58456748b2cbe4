import type { Grading } from '@resumegrader/contract/grading';
import { contentChecks } from './checks/content/index.ts';
import { type CheckContext, checkContext, type SkippedCheck } from './checks/findings.ts';
import { horizontalFormat } from './checks/format/horizontal.ts';
import { verticalFormat } from './checks/format/vertical.ts';
import { buildGrading, type PageFrame } from './grading-json.ts';
import { detectLanguageHere, type LanguageDetector } from './language/detect.ts';
import { layoutOf } from './layout/document-layout.ts';
import { mupdf } from './pdf/mupdf.ts';
import { openDocument, type PdfDocument } from './pdf/open-document.ts';
import { confirmedByInk } from './render/ink-edge.ts';
import {
  imageSize,
  type PageImage,
  renderPageImages,
  renderThumbnail,
} from './render/page-images.ts';
import type { Findings } from './score/scores.ts';
import type { DictionarySpelling } from './writing/dictionary-thread.ts';
import type { GrammarLinter } from './writing/grammar-linter.ts';
import { writingChecks } from './writing/index.ts';

/** Content checks that read English prose; named in skippedChecks for other languages. */
const englishContentChecks = [
  'action verbs',
  'first-person pronouns',
  'passive voice',
  'filler phrases',
];

export interface GradeOptions {
  /**
   * A warm harper linter: creating one costs seconds, so callers keep it. A promise lets
   * the set-up overlap with reading the PDF, and is never awaited for an unreadable file.
   */
  linter: GrammarLinter | Promise<GrammarLinter>;
  /** Render page images and a thumbnail (default true). */
  images?: boolean;
  /** The url recorded for page N's image (default `page-N.png`). */
  imageUrl?: (page: number) => string;
  /**
   * Tells the resume's language (default: in this thread, loading eld's model if needed).
   * Grader threads ask the grammar thread, which holds the process's one model.
   */
  languageOf?: LanguageDetector;
  /**
   * Spells a resume in another language (default: in this thread, with `linter` for its
   * English words). Grader threads ask the process's dictionary thread.
   */
  spelling?: DictionarySpelling;
}

export type AnalyseOptions = Omit<GradeOptions, 'images'>;

export interface GradeResult {
  grading: Grading;
  images: PageImage[];
  thumbnail: PageImage | null;
}

/** What the checks saw and found, before it becomes the Grading JSON. */
export interface Analysis {
  context: CheckContext;
  findings: Findings;
  skipped: SkippedCheck[];
  grading: Grading;
}

/**
 * Grades an open document: the whole pipeline but the page images. The quality bench
 * reads the findings themselves (their text and rectangles); the product reads `grading`.
 */
export async function analyseDocument(
  document: PdfDocument,
  {
    linter,
    imageUrl = (page) => `page-${page}.png`,
    languageOf = detectLanguageHere,
    spelling,
  }: AnalyseOptions,
): Promise<Analysis> {
  const layout = layoutOf(document);
  const text = layout.lines.map((l) => l.text).join('\n');
  const context = checkContext(layout, await languageOf(text));
  // Asked first: with the grammar thread, harper lints while this thread runs the checks
  // below, instead of after them.
  const pendingWriting =
    linter instanceof Promise
      ? linter.then((ready) => writingChecks(context, ready, spelling))
      : writingChecks(context, linter, spelling);
  const content = contentChecks(context);
  const vertical = confirmedByInk(verticalFormat(context), document);
  const horizontal = horizontalFormat(context);
  const writing = await pendingWriting;
  const findings: Findings = {
    content,
    vertical,
    horizontal,
    grammar: writing.grammar,
    repetition: writing.repetition,
    overused: writing.overused,
  };
  const frames: PageFrame[] = layout.pages.map((page) => ({
    page: page.index,
    ...imageSize(page),
    url: imageUrl(page.index),
  }));
  const skipped = [
    ...(context.language.english
      ? []
      : englishContentChecks.map((check) => ({
          check,
          reason: `The resume looks ${context.language.name}; this check covers English only.`,
        }))),
    ...writing.skipped,
  ];
  const grading = buildGrading(
    findings,
    frames,
    layout.pages.map((p) => p.lines.map((l) => l.rect)),
    skipped,
    context.kind,
    writing.ran ? [] : ['Writing'],
  );
  return { context, findings, skipped, grading };
}

/**
 * Grades a PDF resume: the whole pipeline, pure and deterministic. Throws
 * UnreadablePdfError for a file that cannot be read; never grades it instead.
 */
export async function gradePdf(bytes: Uint8Array, options: GradeOptions): Promise<GradeResult> {
  const document = openDocument(bytes);
  try {
    const { grading, context } = await analyseDocument(document, options);
    const { pages } = context.layout;
    const render = options.images ?? true;
    return {
      grading,
      images: render ? renderPageImages(document, pages) : [],
      thumbnail: render && pages[0] ? renderThumbnail(document, pages[0]) : null,
    };
  } finally {
    document.destroy();
    // mupdf caches fonts and glyphs of past documents up to 256 MB; WASM memory never
    // shrinks, so a long-lived worker would settle at that size. Fonts rarely repeat
    // between users' resumes, so the cache buys little.
    mupdf.emptyStore();
  }
}
