import type { alignmentRoles, Severity } from '@resumegrader/contract/grading';
import { type DocumentKind, documentKindOf } from '../kind/document-kind.ts';
import type { LanguageInfo } from '../language/detect.ts';
import { type LineRole, lineRoles } from './line-roles.ts';
import type { Line, Rect, ResumeLayout } from '../layout/types.ts';

/**
 * What every check reads: the analysed layout, the resume's language, its kind, and the
 * lines that are headings, leftovers, date or place lines and labels rather than statements.
 */
export interface CheckContext {
  layout: ResumeLayout;
  language: LanguageInfo;
  kind: DocumentKind;
  roles: Map<Line, LineRole>;
}

export function checkContext(layout: ResumeLayout, language: LanguageInfo): CheckContext {
  const kind = documentKindOf(layout, language);
  return { layout, language, kind, roles: lineRoles(layout, kind) };
}

/** Rectangles are in PDF points of their page; the grader turns them into image pixels. */
export interface Located {
  page: number;
  rect: Rect;
}

export type ContentCheck =
  | 'not-a-resume'
  | 'missing-section'
  | 'contact-details'
  | 'length'
  | 'action-verb'
  | 'quantified-result'
  | 'first-person'
  | 'passive-voice'
  | 'tense'
  | 'filler-phrase'
  | 'job-title'
  | 'empty-entry'
  | 'bulleted-company-line'
  | 'two-column'
  | 'photo'
  | 'personal-data'
  | 'thin-content'
  | 'work-email'
  | 'skill-levels'
  | 'contact-in-footer'
  | 'rating-graphics'
  | 'text-cut-off'
  | 'dated-filler'
  | 'summary-length'
  | 'dates'
  | 'prose'
  | 'template-unfilled'
  | 'incomplete'
  | 'placeholder-text'
  | 'placeholder-contact'
  | 'placeholder-organisation'
  | 'generator-boilerplate';

export interface ContentFinding {
  check: ContentCheck;
  page: number;
  /** Short title, e.g. 'Weak opening verb'. */
  title: string;
  /** The offending text, quoted as it appears (or what is missing). */
  mistake: string;
  /** A specific, actionable message naming the text. */
  feedback: string;
  rects: Rect[];
  /**
   * How many mistakes of its kind this finding stands for in the score (default 1): a check
   * that boxes a few examples of a habit weighs the habit by its share, not by the boxes.
   */
  units?: number;
  /**
   * About the whole record ('positions without descriptions'), boxed at its first example:
   * what that one line is does not decide it (line roles).
   */
  wholeRecord?: boolean;
}

export type HorizontalCheck =
  | 'font-size'
  | 'font-face'
  | 'bullet-glyph'
  | 'right-margin'
  | 'date-format'
  | 'date-alignment'
  | 'date-order'
  | 'section-spacing'
  | 'short-last-page'
  | 'page-number'
  | 'ats-misread';

export interface HorizontalFinding extends Located {
  check: HorizontalCheck;
  severity: Severity;
  message: string;
}

export type AlignmentRole = (typeof alignmentRoles)[number];

export interface MisalignedLine {
  line: Line;
  /** Signed distance in points from where the line should start (positive: too far right). */
  offset: number;
  against: AlignmentRole;
  /** The edge it should meet (x), as tall as the lines of its section that keep it (y0–y1). */
  edge: { x: number; y0: number; y1: number };
}

export interface VerticalPageFinding {
  page: number;
  /** x of the dominant left margin, in points. */
  margin: number;
  misaligned: MisalignedLine[];
}

export interface WritingFinding extends Located {
  check: 'grammar' | 'spelling';
  severity: Severity;
  /** The flagged text. */
  text: string;
  title: string;
  message: string;
}

export interface RepetitionFinding {
  word: string;
  severity: Severity;
  occurrences: Located[];
  /** What to do instead, with alternatives where we know them. */
  message: string;
}

export interface OverusedFinding {
  phrase: string;
  severity: Severity;
  status: string;
  title: string;
  message: string;
  occurrences: Located[];
}

/** A check that did not run, and why (e.g. grammar on a Spanish resume). */
export interface SkippedCheck {
  check: string;
  reason: string;
}
