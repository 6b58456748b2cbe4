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
  const response = await send(path, {
    method: options.method ?? 'GET',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw failureOf(response.status, payload);
  if (!options.schema) return payload as T;
  const answer = options.schema.safeParse(payload);
  if (answer.success) return answer.data;
  throw unexpectedAnswer(
    response.status,
    'The server answered in a form this page does not know. Reload the page and try again.',
  );
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`/api${path}`, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, clientErrorCodes.network, networkErrorMessage);
  }
}

/** A failed answer as an error: the contract's code and message when it has them. */
function failureOf(status: number, payload: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiRequestError(status, code, message, fields);
  }
  return unexpectedAnswer(status, `The server answered with status ${status}. Please try again.`);
}

/**
 * The file name of a `content-disposition: attachment` answer: the exact UTF-8 name
 * (`filename*`, RFC 6266) when there is one, else the plain `filename`.
 */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/iu.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain name below is still good.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/iu.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

export interface DownloadedFile {
  blob: Blob;
  /** The server's name for it, else `fallbackName`. */
  fileName: string;
}

/**
 * A file from `/api` (a PDF, a JSON export), fetched rather than followed as a link so a
 * failure is an ApiRequestError with the API's message, never an error page saved as the
 * file.
 */
export async function apiDownload(
  path: string,
  { fallbackName, signal }: { fallbackName: string; signal?: AbortSignal },
): Promise<DownloadedFile> {
  const response = await send(path, { method: 'GET', signal: signal ?? null });
  if (!response.ok) {
    throw failureOf(response.status, await response.json().catch(() => undefined));
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, clientErrorCodes.network, networkErrorMessage);
  }
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  return { blob, fileName };
}

/**
 * TanStack Query's `retry` for reads: one more try after a network or server failure,
 * none after a 4xx (not yours, not found, not allowed), which a second try will not change.
 */
export const retryOnceUnlessClientError = (failures: number, error: Error): boolean =>
  failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
