import { messageSchema } from '@resumegrader/contract/message';
import {
  listResumesQuerySchema,
  pageImageParamsSchema,
  renameResumeSchema,
  resumeIdParamsSchema,
  resumeListItemSchema,
  resumeListSchema,
  resumeMessages,
} from '@resumegrader/contract/resume';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../http/authenticate.ts';
import { type Api, failureResponses } from '../http/schemas.ts';
import type { ResumeService } from '../services/resume-service.ts';

/** The answer of the image routes, for API documentation: the bytes are a stream. */
const pngResponse = {
  200: {
    description: 'A PNG image.',
    content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
  },
  ...failureResponses,
};

/** SPEC section 7's /resume and /resumes calls on stored resumes, and issue 5's claim. */
export function resumeRoutes(app: Api, resumes: ResumeService): void {
  // Images stay private: never cached by shared caches, revalidated by the browser's own.
  const sendImage = (reply: FastifyReply, image: Readable) =>
    reply.type('image/png').header('cache-control', 'private, max-age=3600').send(image);

  app.get(
    '/resume/:id/pages/:file',
    {
      config: { user: 'optional' },
      schema: { params: pageImageParamsSchema, response: pngResponse },
    },
    async (request, reply) => {
      const { id, file: page } = request.params;
      return sendImage(reply, await resumes.image(id, request.user?.id, { page }));
    },
  );

  app.get(
    '/resume/:id/thumbnail.png',
    {
      config: { user: 'optional' },
      schema: { params: resumeIdParamsSchema, response: pngResponse },
    },
    async (request, reply) =>
      sendImage(reply, await resumes.image(request.params.id, request.user?.id, 'thumbnail')),
  );

  app.post(
    '/resume/:id/claim',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: resumeListItemSchema, ...failureResponses },
      },
    },
    async (request) => resumes.claim(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/resumes',
    {
      config: { user: 'required' },
      schema: {
        querystring: listResumesQuerySchema,
        response: { 200: resumeListSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return resumes.list(signedInUser(request).id, request.query);
    },
  );

  app.put(
    '/resume/update_resumes/:id',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        body: renameResumeSchema,
        response: { 200: resumeListItemSchema, ...failureResponses },
      },
    },
    async (request) =>
      resumes.rename(signedInUser(request).id, request.params.id, request.body.fileName),
  );

  app.delete(
    '/resume/:id',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: messageSchema, ...failureResponses },
      },
    },
    async (request) => {
      await resumes.remove(signedInUser(request).id, request.params.id);
      return { message: resumeMessages.deleted };
    },
  );

  // The toast's Undo, within timings.deleteUndoMs of the delete (issue 35).
  app.post(
    '/resume/:id/restore',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: messageSchema, ...failureResponses },
      },
    },
    async (request) => {
      await resumes.restore(signedInUser(request).id, request.params.id);
      return { message: resumeMessages.restored };
    },
  );
}
