import { feedbackSchema, type GradeJob } from '@resumegrader/contract/review';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/better-auth.ts';
import { requireUser } from '../http/session.ts';
import type { FeedbackService } from '../services/feedback-service.ts';
import type { GradingService } from '../services/grading-service.ts';

type WithId = { Params: { id: string } };

/** CONTRACT.md section 2's grading calls, the analysis result and the feedback modal's call. */
export function gradingRoutes(
  app: FastifyInstance,
  auth: Auth,
  grading: GradingService,
  feedback: FeedbackService,
): void {
  app.post<WithId>('/resume/:id/grade', async (request, reply): Promise<GradeJob> => {
    const user = await requireUser(auth, request, reply);
    const job = await grading.start(user.id, request.params.id);
    reply.code(202);
    return job;
  });

  app.get<WithId>('/resume/:id/grade', async (request, reply) => {
    const user = await requireUser(auth, request, reply);
    reply.header('cache-control', 'no-store');
    return grading.status(user.id, request.params.id);
  });

  app.get<WithId>('/resume/analysis-result/:id', async (request, reply) => {
    const user = await requireUser(auth, request, reply);
    reply.header('cache-control', 'private, no-cache');
    return grading.analysis(user.id, request.params.id);
  });

  app.post('/submit-feedback', async (request, reply) => {
    const user = await requireUser(auth, request, reply);
    return feedback.submit(user.id, feedbackSchema.parse(request.body ?? {}));
  });
}
