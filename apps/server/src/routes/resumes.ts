import { errorCodes } from '@resumegrader/contract/errors';
import {
  type ListResumesQuery,
  renameResumeSchema,
  requestUploadSchema,
  type RequestUpload,
  resumeMessages,
  type ResumeMessage,
} from '@resumegrader/contract/resume';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { publicOrigin } from '../http/origin.ts';
import { signedInUser } from '../http/authenticate.ts';
import type { ResumeService } from '../services/resume-service.ts';

type WithId = { Params: { id: string } };

/** A bad name or type is the one message of SPEC section 5, not a field-by-field report. */
function parseUploadRequest(body: unknown): RequestUpload {
  const parsed = requestUploadSchema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError(400, errorCodes.invalidPdf, resumeMessages.invalidPdf);
  return parsed.data;
}

/**
 * SPEC section 7's /resume and /resumes calls, plus the confirmation and claim steps of
 * issue 5 (docs/decisions/011-resume-storage.md).
 */
export function resumeRoutes(
  app: FastifyInstance,
  resumes: ResumeService,
  publicUrl: string | undefined,
): void {
  const originOf = (request: FastifyRequest) => publicOrigin(request, publicUrl);

  app.post('/resume/request-upload', { config: { user: 'required' } }, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return resumes.requestUpload(user.id, parseUploadRequest(request.body), originOf(request));
  });

  app.post('/resume/public-request-upload', async (request, reply) => {
    const input = parseUploadRequest(request.body);
    reply.header('cache-control', 'no-store');
    return resumes.requestPublicUpload(request.ip, input, originOf(request));
  });

  app.post<WithId>('/resume/:id/uploaded', { config: { user: 'optional' } }, async (request) => {
    const { user } = request;
    return resumes.confirmUpload(request.params.id, user?.id, request.ip);
  });

  // Images stay private: never cached by shared caches, revalidated by the browser's own.
  const sendImage = (reply: FastifyReply, image: Readable) =>
    reply.type('image/png').header('cache-control', 'private, max-age=3600').send(image);

  app.get<{ Params: { id: string; file: string } }>(
    '/resume/:id/pages/:file',
    { config: { user: 'optional' } },
    async (request, reply) => {
      const page = /^(\d{1,3})\.png$/.exec(request.params.file)?.[1];
      if (page === undefined) throw new AppError(404, errorCodes.notFound, 'Image not found.');
      const { user } = request;
      const image = await resumes.image(request.params.id, user?.id, { page: Number(page) });
      return sendImage(reply, image);
    },
  );

  app.get<WithId>(
    '/resume/:id/thumbnail.png',
    { config: { user: 'optional' } },
    async (request, reply) => {
      const { user } = request;
      return sendImage(reply, await resumes.image(request.params.id, user?.id, 'thumbnail'));
    },
  );

  app.post<WithId>('/resume/:id/claim', { config: { user: 'required' } }, async (request) => {
    const user = signedInUser(request);
    return resumes.claim(user.id, request.params.id);
  });

  app.get<{ Querystring: ListResumesQuery }>(
    '/resumes',
    { config: { user: 'required' } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return resumes.list(user.id, request.query);
    },
  );

  app.put<WithId>(
    '/resume/update_resumes/:id',
    { config: { user: 'required' } },
    async (request) => {
      const user = signedInUser(request);
      const { fileName } = renameResumeSchema.parse(request.body ?? {});
      return resumes.rename(user.id, request.params.id, fileName);
    },
  );

  app.delete<WithId>(
    '/resume/:id',
    { config: { user: 'required' } },
    async (request): Promise<ResumeMessage> => {
      const user = signedInUser(request);
      await resumes.remove(user.id, request.params.id);
      return { message: resumeMessages.deleted };
    },
  );
}
