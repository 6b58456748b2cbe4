import { atsReadingSchema, jsonResumeSchema } from '@resumegrader/contract/ats-reading';
import {
  jobMatchIdParamsSchema,
  jobMatchListSchema,
  jobMatchMessages,
  jobMatchRequestSchema,
  jobMatchSchema,
} from '@resumegrader/contract/job-match';
import { messageSchema } from '@resumegrader/contract/message';
import { resumeIdParamsSchema } from '@resumegrader/contract/resume';
import { attachment, personFileName } from '../http/attachment.ts';
import { signedInUser } from '../http/authenticate.ts';
import { type Api, failureResponses } from '../http/schemas.ts';
import type { JobMatchService } from '../services/job-match-service.ts';

/**
 * Issue 15 and CONTRACT.md section 2: job matches of a graded resume, what an applicant
 * tracking system reads from it, and that reading as a JSON Resume file.
 */
export function jobMatchRoutes(app: Api, service: JobMatchService): void {
  app.post(
    '/resume/:id/job-match',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        body: jobMatchRequestSchema,
        response: { 200: jobMatchSchema, ...failureResponses },
      },
    },
    async (request) =>
      service.match(signedInUser(request).id, request.params.id, request.body.jobDescription),
  );

  app.get(
    '/resume/:id/job-matches',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: jobMatchListSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(signedInUser(request).id, request.params.id);
    },
  );

  app.get(
    '/resume/:id/job-match/:matchId',
    {
      config: { user: 'required' },
      schema: {
        params: jobMatchIdParamsSchema,
        response: { 200: jobMatchSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const { id, matchId } = request.params;
      return service.get(signedInUser(request).id, id, matchId);
    },
  );

  app.delete(
    '/resume/:id/job-match/:matchId',
    {
      config: { user: 'required' },
      schema: {
        params: jobMatchIdParamsSchema,
        response: { 200: messageSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { id, matchId } = request.params;
      await service.remove(signedInUser(request).id, id, matchId);
      return { message: jobMatchMessages.deleted };
    },
  );

  app.get(
    '/resume/:id/ats-reading',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: atsReadingSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return service.reading(signedInUser(request).id, request.params.id);
    },
  );

  app.get(
    '/resume/:id/json-resume',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: jsonResumeSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const document = await service.jsonResume(signedInUser(request).id, id);
      const name = typeof document.basics.name === 'string' ? document.basics.name : '';
      reply.header('cache-control', 'private, no-cache');
      reply.header('content-disposition', attachment(`${personFileName(name) || 'resume'}.json`));
      return document;
    },
  );
}
