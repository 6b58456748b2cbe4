import type { ContentCheck, HorizontalCheck } from '../checks/findings.ts';

/**
 * Points taken off an area's 100 for each mistake, and the most one kind of mistake can
 * take, so a single habit (say, ten weak verbs) cannot sink a grade on its own. Tuned so a
 * clean, strong resume stays in the A range and each real defect is felt.
 */
export interface Penalty {
  each: number;
  cap: number;
}

export const contentPenalties: Record<ContentCheck, Penalty> = {
  'not-a-resume': { each: 45, cap: 45 },
  'missing-section': { each: 12, cap: 30 },
  'contact-details': { each: 4, cap: 12 },
  length: { each: 10, cap: 10 },
  'action-verb': { each: 2, cap: 14 },
  'quantified-result': { each: 2, cap: 12 },
  'first-person': { each: 2, cap: 8 },
  'passive-voice': { each: 2, cap: 8 },
  tense: { each: 2, cap: 6 },
  'filler-phrase': { each: 1.5, cap: 8 },
  'job-title': { each: 5, cap: 15 },
  'empty-entry': { each: 4, cap: 12 },
  'bulleted-company-line': { each: 4, cap: 12 },
  'two-column': { each: 8, cap: 8 },
  photo: { each: 8, cap: 8 },
  'personal-data': { each: 8, cap: 8 },
  'dated-filler': { each: 3, cap: 6 },
  'thin-content': { each: 4, cap: 12 },
  'work-email': { each: 4, cap: 4 },
  'skill-levels': { each: 3, cap: 3 },
  'contact-in-footer': { each: 8, cap: 8 },
  'rating-graphics': { each: 8, cap: 8 },
  'text-cut-off': { each: 8, cap: 8 },
  'summary-length': { each: 5, cap: 5 },
  dates: { each: 3, cap: 12 },
  prose: { each: 6, cap: 6 },
  // RUBRIC.md rule 1: the verdicts set the grade themselves (see unusableScores).
  'template-unfilled': { each: 0, cap: 0 },
  incomplete: { each: 0, cap: 0 },
  // RUBRIC.md rule 2: each kind of leftover costs one step of the cumulative grade once,
  // however often it appears (all contact fields together count once).
  // One step is 3–4 points of the Cumulative, where Content weighs 0.6.
  'placeholder-text': { each: 6, cap: 6 },
  'placeholder-contact': { each: 6, cap: 6 },
  'placeholder-organisation': { each: 6, cap: 6 },
  'generator-boilerplate': { each: 6, cap: 6 },
};

/**
 * Kinds of mistake that share one cap: RUBRIC.md rule 3, 'two columns, a photo, graphics and
 * rating bars are ATS and bias risks: together they cost up to one step'.
 */
export const sharedContentCaps: Record<string, { checks: readonly ContentCheck[] } & Penalty> = {
  'ats-risk': {
    checks: [
      'two-column',
      'photo',
      'personal-data',
      'contact-in-footer',
      'rating-graphics',
      'text-cut-off',
    ],
    each: 8,
    cap: 8,
  },
};

/**
 * RUBRIC.md rule 1, 'nothing else matters': an unfilled template is F (55), an unfinished or
 * near-empty CV D- (61), whatever its other findings would give.
 */
export const unusableScores = { 'template-unfilled': 55, incomplete: 61 } as const;

/**
 * ATS risks a reader also sees on the page (RUBRIC.md rule 3): two columns, a photo, rating
 * graphics, text cut off. They cost Content their step of the cumulative grade, and each kind
 * also takes the Format area out of A+: reviewers count them among a page's format problems.
 */
export const formatRisks: { checks: readonly ContentCheck[] } & Penalty = {
  checks: ['two-column', 'photo', 'rating-graphics', 'text-cut-off'],
  each: 4,
  cap: 8,
};

/**
 * A misaligned line, a mixed bullet glyph or dates written two ways are what a reader sees
 * first on a page: one of them takes the Format area out of A+ (issue 34; yellow findings
 * count half).
 */
export const verticalPenalty: Penalty = { each: 4, cap: 30 };

/** Horizontal mistakes: red counts double a yellow. */
export const horizontalPenalties: Record<HorizontalCheck, Penalty> = {
  'font-size': { each: 3, cap: 15 },
  'font-face': { each: 3, cap: 12 },
  'bullet-glyph': { each: 8, cap: 8 },
  'right-margin': { each: 4, cap: 12 },
  'date-format': { each: 8, cap: 12 },
  'date-alignment': { each: 8, cap: 12 },
  'date-order': { each: 8, cap: 8 },
  'section-spacing': { each: 2, cap: 8 },
  'short-last-page': { each: 8, cap: 8 },
  'page-number': { each: 8, cap: 8 },
  'ats-misread': { each: 4, cap: 8 },
};

export const writingPenalties = {
  grammar: { each: 3, cap: 45 },
  repetition: { each: 3, cap: 15 },
  overused: { each: 3, cap: 20 },
} as const satisfies Record<string, Penalty>;

/** A yellow (warning) costs half a red (error). */
export const yellowFactor = 0.5;

/**
 * How much each area weighs in the cumulative score. Content most: a recruiter judges what
 * was done before how it is set or worded (fitted on the development sets, issue 33: the
 * rank correlation rises on every set, the held-out batch included).
 */
export const areaWeights = { Content: 0.6, Format: 0.2, Writing: 0.2 } as const;
