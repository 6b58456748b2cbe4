import type { Readable } from 'node:stream';
import { resumeIdParamsSchema } from '@resumegrader/contract/resume';
import type { FastifyReply } from 'fastify';
import { comparisonQuerySchema, comparisonSchema } from '@resumegrader/contract/versions';
import { z } from 'zod';
import { signedInUser } from '../http/authenticate.ts';
import { attachment } from '../http/attachment.ts';
import { type Api, failureResponses } from '../http/schemas.ts';
import type { VersionService } from '../services/version-service.ts';

/** The PDF as a download; the typed reply of the route only knows JSON answers. */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Readable) =>
  reply
    .type('application/pdf')
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', attachment(fileName))
    .send(pdf);

/** Issue 16 and CONTRACT.md section 2: a version compared with an earlier one, the report PDF. */
export function versionRoutes(app: Api, versions: VersionService): void {
  app.get(
    '/resume/:id/comparison',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        querystring: comparisonQuerySchema,
        response: { 200: comparisonSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return versions.comparison(signedInUser(request).id, request.params.id, request.query.with);
    },
  );

  app.get(
    '/resume/:id/report.pdf',
    {
      config: { user: 'required' },
      schema: {
        params: resumeIdParamsSchema,
        querystring: comparisonQuerySchema,
        response: {
          200: {
            description: 'The graded report as a PDF.',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await versions.report(
        signedInUser(request).id,
        request.params.id,
        request.query.with,
      );
      return sendPdf(reply, fileName, pdf);
    },
  );
}
