import { z } from 'zod';
import { gradingSchema } from './grading.ts';
import { pageImageSchema } from './resume.ts';
import { requiredText } from './validation.ts';

/**
 * Grading a stored resume (CONTRACT.md section 2): `POST /api/resume/{id}/grade` answers
 * 202 with the job; `GET /api/resume/{id}/grade` tells its state.
 */
export const gradeJobSchema = z.object({ jobId: z.uuid() });
export type GradeJob = z.infer<typeof gradeJobSchema>;

export const gradeStates = ['queued', 'running', 'done', 'failed'] as const;
export type GradeState = (typeof gradeStates)[number];

export const gradeStatusSchema = z.object({
  state: z.enum(gradeStates),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type GradeStatus = z.infer<typeof gradeStatusSchema>;

export const reviewMessages = {
  /** SPEC section 8, with the redirect to /pricing. */
  insufficientCredits: 'Insufficient credits. Please purchase more credits to proceed.',
  /** SPEC section 8: a grading that failed; the user returns to /. */
  gradingFailed: 'Something went wrong. Please try again',
  /** A grading stopped at its time limit: the same file would stop again. */
  gradingTooSlow:
    'This file took too long to grade and was stopped; no credit was taken. Please export your resume from your editor as a PDF again and upload the new file.',
  /** Per account: gradings that keep failing are not retried without end. */
  tooManyFailedGradings:
    'Several gradings of yours failed in the last hour. Please check that the file is your resume, exported from your editor as a PDF, and try again later.',
  alreadyGraded: 'This resume has already been graded. Open it from My Reports.',
  notUploaded: 'This resume has not been uploaded yet. Please upload it again.',
  feedbackThanks: 'Thank you for your feedback!',
} as const;

/**
 * `GET /api/resume/analysis-result/{id}` (SPEC section 7: 'grading and thumbnail').
 * `thumbnail.mid[0]` is the card image, `thumbnail.big` the first page at full size.
 */
export const analysisResultSchema = z.object({
  resumeId: z.uuid(),
  fileName: z.string(),
  createdAt: z.iso.datetime(),
  grading: gradingSchema,
  pages: z.array(pageImageSchema),
  thumbnail: z.object({ mid: z.array(z.string()), big: z.string().nullable() }),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const ratings = ['1', '2', '3', '4', '5'] as const;
export const maxFeedbackLength = 2000;

/** `POST /api/submit-feedback` (SPEC sections 3 and 7): rating 1–5 as a string, a message. */
export const feedbackSchema = z.strictObject({
  rating: z.enum(ratings, 'Please choose a rating from 1 to 5'),
  message: requiredText(maxFeedbackLength),
  /** The report the feedback is about, when given from the results page. */
  resumeId: z.uuid().optional(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
