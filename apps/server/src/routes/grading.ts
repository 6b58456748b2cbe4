import { messageSchema } from '@resumegrader/contract/message';
import { resumeIdParamsSchema } from '@resumegrader/contract/resume';
import {
  analysisResultSchema,
  feedbackSchema,
  gradeJobSchema,
  gradeStatusSchema,
} from '@resumegrader/contract/review';
import { signedInUser } from '../http/authenticate.ts';
import { type Api, failureResponses } from '../http/schemas.ts';
import type { FeedbackService } from '../services/feedback-service.ts';
import type { GradingService } from '../services/grading-service.ts';

/** CONTRACT.md section 2's grading calls, the analysis result and the feedback modal's call. */
export function gradingRoutes(app: Api, grading: GradingService, feedback: FeedbackService): void {
  app.post(
    '/resume/:id/grade',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 202: gradeJobSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const job = await grading.start(signedInUser(request).id, request.params.id);
      return reply.code(202).send(job);
    },
  );

  app.get(
    '/resume/:id/grade',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: gradeStatusSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return grading.status(signedInUser(request).id, request.params.id);
    },
  );

  app.get(
    '/resume/analysis-result/:id',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: analysisResultSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return grading.analysis(signedInUser(request).id, request.params.id);
    },
  );

  app.post(
    '/submit-feedback',
    {
      config: { user: 'required' },
      schema: {
        body: feedbackSchema,
        response: { 200: messageSchema, ...failureResponses },
      },
    },
    async (request) => feedback.submit(signedInUser(request).id, request.body),
  );
}
