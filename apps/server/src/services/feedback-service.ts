import { errorCodes } from '@resumegrader/contract/errors';
import { type Feedback, reviewMessages } from '@resumegrader/contract/review';
import { AppError } from '../http/app-error.ts';
import type { FeedbackRepository } from '../repositories/feedback-repository.ts';
import type { ResumeRepository } from '../repositories/resume-repository.ts';

/** The results page's 'Give Feedback' modal (SPEC sections 2 and 7). */
export function feedbackService(deps: { feedback: FeedbackRepository; resumes: ResumeRepository }) {
  return {
    async submit(userId: string, input: Feedback): Promise<{ message: string }> {
      if (input.resumeId && !(await deps.resumes.findOwned(input.resumeId, userId))) {
        throw new AppError(404, errorCodes.notFound, 'Resume not found.');
      }
      await deps.feedback.insert({
        userId,
        resumeId: input.resumeId ?? null,
        rating: Number(input.rating),
        message: input.message,
      });
      return { message: reviewMessages.feedbackThanks };
    },
  };
}
export type FeedbackService = ReturnType<typeof feedbackService>;
