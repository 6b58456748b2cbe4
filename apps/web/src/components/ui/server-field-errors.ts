import { ApiRequestError } from '@/lib/api-client';

/**
 * The messages of a refused request that belong to fields of this form (the API's
 * `error.fields`), in the server's order. Empty when the failure concerns no such field:
 * then it is the form's as a whole.
 */
export function serverFieldErrors(
  error: Error,
  fieldNames: readonly string[],
): [name: string, message: string][] {
  if (!(error instanceof ApiRequestError)) return [];
  return Object.entries(error.fields).filter(([name]) => fieldNames.includes(name));
}
