import { Readable } from 'node:stream';
import { errorCodes } from '@resumegrader/contract/errors';
import {
  maxResumeBytes,
  pdfContentType,
  requestUploadSchema,
  resumeIdParamsSchema,
  resumeMessages,
  uploadedResumeSchema,
  uploadInitResponseSchema,
} from '@resumegrader/contract/resume';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { signedInUser } from '../http/authenticate.ts';
import type { LinkOrigin } from '../http/origin.ts';
import { type Api, failureResponses, withSchemas } from '../http/schemas.ts';
import type { UploadService } from '../services/upload-service.ts';

/** A bad name or type is the one message of SPEC section 5, not a field-by-field report. */
const invalidPdf = { code: errorCodes.invalidPdf, message: resumeMessages.invalidPdf };

/** Tokens are signed grants of a few hundred characters (storage/upload-token.ts). */
const uploadTokenParamsSchema = z.object({ token: z.string().max(2048) });
const uploadReceivedSchema = z.object({ message: z.literal('Uploaded') });

/**
 * A resume's way in (issue 5, docs/decisions/011-resume-storage.md): SPEC section 7's
 * upload requests, the confirmation, and with local storage the signed URL the bytes go to.
 */
export async function uploadRoutes(
  app: Api,
  uploads: UploadService,
  options: { linkOrigin: LinkOrigin; localStorage: boolean },
): Promise<void> {
  const originOf = options.linkOrigin;

  app.post(
    '/resume/request-upload',
    {
      config: { user: 'required', invalidBody: invalidPdf },
      schema: {
        body: requestUploadSchema,
        response: { 200: uploadInitResponseSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return uploads.requestUpload(user.id, request.body, originOf(request));
    },
  );

  app.post(
    '/resume/public-request-upload',
    {
      config: { invalidBody: invalidPdf },
      schema: {
        body: requestUploadSchema,
        response: { 200: uploadInitResponseSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return uploads.requestPublicUpload(request.ip, request.body, originOf(request));
    },
  );

  app.post(
    '/resume/:id/uploaded',
    {
      config: { user: 'optional' },
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: uploadedResumeSchema, ...failureResponses },
      },
    },
    async (request) => uploads.confirmUpload(request.params.id, request.user?.id, request.ip),
  );

  if (options.localStorage) await localUploadRoute(app, uploads);
}

/**
 * Local storage's signed upload URL: `PUT /api/uploads/:token` with the PDF bytes. Its own
 * encapsulated scope takes only application/pdf and hands the body over as a stream, so
 * the JSON parser and its 64 KB limit stay as they are everywhere else.
 */
async function localUploadRoute(app: Api, uploads: UploadService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(pdfContentType, (_request, payload, done) => {
      done(null, payload);
    });

    withSchemas(scope).put(
      '/uploads/:token',
      {
        // The service counts the bytes itself and stops at the cap while streaming.
        bodyLimit: maxResumeBytes + 1,
        schema: {
          description: 'The PDF bytes, sent with Content-Type: application/pdf.',
          params: uploadTokenParamsSchema,
          response: { 200: uploadReceivedSchema, ...failureResponses },
        },
      },
      async (request) => {
        if (!(request.body instanceof Readable)) {
          throw new AppError(
            415,
            errorCodes.unsupportedMediaType,
            'Send the PDF bytes with Content-Type: application/pdf.',
          );
        }
        const length = Number(request.headers['content-length']);
        await uploads.receiveLocalUpload(
          request.params.token,
          request.body,
          Number.isFinite(length) ? length : undefined,
        );
        return { message: 'Uploaded' as const };
      },
    );
  });
}
