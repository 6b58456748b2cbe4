import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiError, errorCodes } from '@resumegrader/contract/errors';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';

const fastifyCodes: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: errorCodes.invalidJson,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: errorCodes.invalidJson,
    message: 'The request body is empty but JSON was declared.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: errorCodes.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: errorCodes.unsupportedMediaType,
    message: 'This content type is not supported here.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: errorCodes.badRequest,
    message: 'The Content-Length header does not match the body.',
  },
};

const body = (code: string, message: string, fields?: Record<string, string>): ApiError => ({
  error: fields ? { code, message, fields } : { code, message },
});

/**
 * Errors the router raises before any route runs (a malformed %-escape, a path segment
 * longer than any id): the contract's shape too, not Fastify's own.
 */
export function frameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(404).send(body(errorCodes.notFound, 'No such resource.'));
    return;
  }
  void reply.code(400).send(body(errorCodes.badRequest, 'The address is not valid.'));
}

/** Parsed JSON and query strings only: a streamed upload or a raw webhook body is bytes. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  // The query parser's objects have no constructor at all.
  const { constructor } = value as { constructor?: unknown };
  return constructor === undefined || constructor === Object;
};

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(hasNul)
      : isPlainObject(value)
        ? Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v))
        : false;

/**
 * No text we store may hold a NUL character (PostgreSQL's text cannot): refused for every
 * route at once, before any validation, instead of failing deep in a query.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw new AppError(
        400,
        errorCodes.validation,
        'The request contains a NUL character, which no field accepts.',
      );
    }
  });
}

/** Every error under /api leaves as the contract's JSON shape: never HTML, never a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(body(error.code, error.message));
    }
    if (error instanceof ZodError) {
      const fields: Record<string, string> = {};
      for (const issue of error.issues) {
        const key = issue.path.join('.') || '_';
        fields[key] ??= issue.message;
      }
      const [first] = error.issues;
      const message = first
        ? `${first.path.join('.') || 'body'}: ${first.message}`
        : 'The request is not valid.';
      return reply.code(400).send(body(errorCodes.validation, message, fields));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.code(error.statusCode ?? 400).send(body(known.code, known.message));
    if (error.validation) {
      return reply.code(400).send(body(errorCodes.validation, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(errorCodes.badRequest, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(body(errorCodes.internal, 'Something went wrong on our side. Please try again.'));
  });
}
