import { z } from 'zod';
import { storedValue } from './stored-value';

/**
 * Grading spans three features (the upload card, My Reports, /preprocessing) and the
 * sign-in screens, which may not import each other, so its shared state lives here (and
 * its start in api/request-grading.ts).
 */

/** Every resume list query's key starts with this; uploads, gradings and edits refresh it. */
export const resumesQueryKey = ['resumes'] as const;

/** One report's grading (`GET /api/resume/analysis-result/{id}`); dropped when it is deleted. */
export const analysisResultQueryKey = (resumeId: string) => ['analysis-result', resumeId] as const;

const gradingSessionSchema = z.object({
  resumeId: z.uuid(),
  jobId: z.uuid(),
  fileName: z.string(),
});
export type GradingSession = z.infer<typeof gradingSessionSchema>;

/** The grading /preprocessing waits for; per tab, and a reload keeps waiting for it. */
export const gradingSession = storedValue(() => sessionStorage, 'rg.grading', gradingSessionSchema);

/**
 * A visitor's upload waiting for its uploader's account (SPEC section 3 'Client state'):
 * in localStorage, so it survives a reload and the trip through sign-up.
 */
export const pendingVisitorResume = storedValue(
  () => localStorage,
  'rg.pendingResume',
  z.object({ resumeId: z.uuid(), fileName: z.string() }),
);

/** What /preprocessing leaves in the history entry of / when a grading failed. */
const gradingFailedSchema = z.object({ gradingFailed: z.string().min(1) });

export const gradingFailedState = (message: string): z.infer<typeof gradingFailedSchema> => ({
  gradingFailed: message,
});

/** The failure message a history entry carries, or null. */
export const gradingFailureOf = (state: unknown): string | null =>
  gradingFailedSchema.safeParse(state).data?.gradingFailed ?? null;
