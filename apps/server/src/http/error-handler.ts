import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiError, errorCodes } from '@resumegrader/contract/errors';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import type { RequestPart } from './schemas.ts';

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

/** The contract's error shape (CONTRACT.md section 2). */
export const body = (code: string, message: string, fields?: Record<string, string>): ApiError => ({
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

/** What Node's HTTP parser refuses before Fastify sees a request, by its error code. */
const clientErrors: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: errorCodes.badRequest,
    message: 'The request headers are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: errorCodes.requestTimeout,
    message: 'The request took too long to arrive.',
  },
};
const malformed = {
  status: 400,
  code: errorCodes.badRequest,
  message: 'The request is malformed.',
};

/**
 * Requests Node's parser refuses (headers too large, a malformed request line, a body that
 * never finishes): answered in the contract's shape, not Fastify's own, then closed.
 */
export function clientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code, message } = clientErrors[error.code ?? ''] ?? malformed;
  const json = JSON.stringify(body(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

/** Parsed JSON and query strings only: a streamed upload or a raw webhook body is bytes. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  // The query parser's objects have no constructor at all.
  const { constructor } = value as { constructor?: unknown };
  return constructor === undefined || constructor === Object;
};

/** Deeper than any payload of ours; a request nested past it is refused, not walked. */
export const maxNesting = 32;

/**
 * 'nul' when a string or key anywhere in `value` holds a NUL character, 'too-deep' when it
 * nests past `maxNesting`. Walked with a stack of its own: a hostile body of thousands of
 * '[' must not exhaust the call stack.
 */
function scan(value: unknown): 'ok' | 'nul' | 'too-deep' {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, depth } = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
      continue;
    }
    let children: unknown[];
    if (Array.isArray(current)) {
      children = current;
    } else if (isPlainObject(current)) {
      if (Object.keys(current).some((key) => key.includes('\u0000'))) return 'nul';
      children = Object.values(current);
    } else {
      continue;
    }
    if (children.length === 0) continue;
    if (depth >= maxNesting) return 'too-deep';
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return 'ok';
}

/**
 * No text we store may hold a NUL character (PostgreSQL's text cannot): refused for every
 * route at once, before any validation, instead of failing deep in a query. Absurdly nested
 * bodies are refused in the same pass.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.params, request.body]) {
      const found = scan(part);
      if (found === 'nul') {
        throw new AppError(
          400,
          errorCodes.validation,
          'The request contains a NUL character, which no field accepts.',
        );
      }
      if (found === 'too-deep') {
        throw new AppError(
          400,
          errorCodes.validation,
          `The request nests deeper than ${maxNesting} levels, which no field accepts.`,
        );
      }
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
      // Set by Fastify when a route's schema refused part of the request (schemas.ts).
      const part = (error as ZodError & { validationContext?: RequestPart }).validationContext;
      // A path naming no resource that can exist: the schema's message says which.
      if (part === 'params') {
        return reply
          .code(404)
          .send(body(errorCodes.notFound, error.issues[0]?.message ?? 'No such resource.'));
      }
      const { invalidBody } = request.routeOptions.config;
      if (part === 'body' && invalidBody) {
        return reply.code(400).send(body(invalidBody.code, invalidBody.message));
      }
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
