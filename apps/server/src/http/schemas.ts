import { type ApiError, apiErrorSchema } from '@resumegrader/contract/errors';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** The app as routes see it: params, query, body and answers typed by their zod schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A failed route validation: which part of the request, so the error handler can answer. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/** How a route answers a request its schemas refuse, when not field by field (route config). */
export interface InvalidRequestAnswer {
  code: ApiError['error']['code'];
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** One answer for any invalid body, where SPEC names a single message. */
    invalidBody?: InvalidRequestAnswer;
  }
}

/**
 * Validation by the route's zod schemas. The ZodError itself is the failure, so the error
 * handler reports every schema failure the way it reports any other (the contract's
 * `fields`). A request without a body is validated as `{}`: its missing fields are named,
 * not 'expected object'.
 */
const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/**
 * Request schemas validate and transform what comes in; response schemas check every
 * answer against the contract before it is sent (a mismatch is our bug: a 500, logged).
 */
export function registerSchemaCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** The same instance, with route types taken from the zod schemas. */
export const withSchemas = (app: FastifyInstance): Api => app.withTypeProvider<ZodTypeProvider>();

/** What every route may answer besides its own success: the contract's error shape. */
export const failureResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
