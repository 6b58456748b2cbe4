import { feedbackSchema, type GradeJob } from '@resumegrader/contract/review';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../http/authenticate.ts';
import type { FeedbackService } from '../services/feedback-service.ts';
import type { GradingService } from '../services/grading-service.ts';

type WithId = { Params: { id: string } };

/** CONTRACT.md section 2's grading calls, the analysis result and the feedback modal's call. */
export function gradingRoutes(
  app: FastifyInstance,
  grading: GradingService,
  feedback: FeedbackService,
): void {
  app.post<WithId>(
    '/resume/:id/grade',
    { config: { user: 'required' } },
    async (request, reply): Promise<GradeJob> => {
      const user = signedInUser(request);
      const job = await grading.start(user.id, request.params.id);
      reply.code(202);
      return job;
    },
  );

  app.get<WithId>('/resume/:id/grade', { config: { user: 'required' } }, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return grading.status(user.id, request.params.id);
  });

  app.get<WithId>(
    '/resume/analysis-result/:id',
    { config: { user: 'required' } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'private, no-cache');
      return grading.analysis(user.id, request.params.id);
    },
  );

  app.post('/submit-feedback', { config: { user: 'required' } }, async (request) => {
    const user = signedInUser(request);
    return feedback.submit(user.id, feedbackSchema.parse(request.body ?? {}));
  });
}
