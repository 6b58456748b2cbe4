import { type Feedback, reviewMessages } from '@resumegrader/contract/review';
import type { Db } from '../db/database.ts';
import { feedbackRepository } from '../repositories/feedback-repository.ts';
import { resumeRepository } from '../repositories/resume-repository.ts';
import { resumeNotFound } from './resume-views.ts';

/** The results page's 'Give Feedback' modal (SPEC sections 2 and 7). */
export function feedbackService({ db }: { db: Db }) {
  const feedback = feedbackRepository(db);
  const resumes = resumeRepository(db);
  return {
    async submit(userId: string, input: Feedback): Promise<{ message: string }> {
      if (input.resumeId && !(await resumes.findOwned(input.resumeId, userId))) {
        throw resumeNotFound();
      }
      await feedback.insert({
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
