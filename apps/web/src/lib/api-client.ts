import { apiErrorSchema } from '@resumegrader/contract/errors';
import type { z } from 'zod';

/** A failed API call, carrying the contract's error code, message and field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Codes of failures this client reports itself, where no answer in the contract's shape
 * came back; every other code is one of the contract's `errorCodes`.
 */
export const clientErrorCodes = {
  network: 'NetworkError',
  unexpectedResponse: 'UnexpectedResponse',
} as const;

const networkErrorMessage = 'We could not reach the server. Check your connection and try again.';

const unexpectedAnswer = (status: number, message: string) =>
  new ApiRequestError(status, clientErrorCodes.unexpectedResponse, message);

/**
 * The one way the app talks to `/api`: JSON in and out, and every failure (network, HTTP,
 * malformed answer) becomes an ApiRequestError with a message fit for a person. With a
 * `schema`, a successful answer is checked against the contract too: a screen that draws
 * boxes from it must not meet a shape it does not know (a server deployed apart from it).
 */
export async function apiRequest<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal; schema?: z.ZodType<T> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, clientErrorCodes.network, networkErrorMessage);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    if (!options.schema) return payload as T;
    const answer = options.schema.safeParse(payload);
    if (answer.success) return answer.data;
    throw unexpectedAnswer(
      response.status,
      'The server answered in a form this page does not know. Reload the page and try again.',
    );
  }
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    throw new ApiRequestError(response.status, code, message, fields);
  }
  throw unexpectedAnswer(
    response.status,
    `The server answered with status ${response.status}. Please try again.`,
  );
}

/**
 * TanStack Query's `retry` for reads: one more try after a network or server failure,
 * none after a 4xx (not yours, not found, not allowed), which a second try will not change.
 */
export const retryOnceUnlessClientError = (failures: number, error: Error): boolean =>
  failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
