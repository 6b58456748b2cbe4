/** Timings of SPEC sections 4 and 9, in milliseconds unless named otherwise. */
export const timings = {
  contactBannerMs: 6000,
  toastAutoCloseMs: 5000,
  toastDragPercent: 80,
  quoteRotationMs: 20_000,
  imageLoaderMs: 4000,
  signUpModalDelayMs: 3000,
  progressStepMs: 12_000,
  progressStep: 5,
  resendTimerSeconds: 30,
  scrollToMistakePollMs: 100,
  scrollToMistakeStopMs: 5000,
  /** A deleted resume can be brought back for this long (issue 35); purged after it. */
  deleteUndoMs: 10_000,
} as const;

export const layout = {
  mobileMaxWidthPx: 767,
  contentWidthPx: 1490,
  faqRowHeightPx: 102,
} as const;
