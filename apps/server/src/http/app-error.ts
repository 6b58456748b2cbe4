import { type ErrorCode, errorCodes } from '@resumegrader/contract/errors';

/** An error meant for the client: its status, code and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    errorCodes.tooManyRequests,
    `Too many requests. Please try again in ${formatWait(retryAfterSeconds)}.`,
    { 'retry-after': String(retryAfterSeconds) },
  );

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
