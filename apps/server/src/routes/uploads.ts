import { Readable } from 'node:stream';
import { errorCodes } from '@resumegrader/contract/errors';
import { maxResumeBytes, pdfContentType } from '@resumegrader/contract/resume';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { ResumeService } from '../services/resume-service.ts';

/**
 * Local storage's signed upload URL: `PUT /api/uploads/:token` with the PDF bytes. Its own
 * encapsulated scope takes only application/pdf and hands the body over as a stream, so
 * the JSON parser and its 64 KB limit stay as they are everywhere else.
 */
export async function uploadRoutes(app: FastifyInstance, resumes: ResumeService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(pdfContentType, (_request, payload, done) => {
      done(null, payload);
    });

    scope.put<{ Params: { token: string } }>(
      '/uploads/:token',
      // The service counts the bytes itself and stops at the cap while streaming.
      { bodyLimit: maxResumeBytes + 1 },
      async (request, reply) => {
        if (!(request.body instanceof Readable)) {
          throw new AppError(
            415,
            errorCodes.unsupportedMediaType,
            'Send the PDF bytes with Content-Type: application/pdf.',
          );
        }
        const length = Number(request.headers['content-length']);
        await resumes.receiveLocalUpload(
          request.params.token,
          request.body,
          Number.isFinite(length) ? length : undefined,
        );
        return reply.code(200).send({ message: 'Uploaded' });
      },
    );
  });
}
