import { errorCodes } from '@resumegrader/contract/errors';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { serverFieldErrors } from './server-field-errors';

const refusal = (fields: Record<string, string>) =>
  new ApiRequestError(400, errorCodes.validation, 'email: Enter a valid email', fields);

describe('serverFieldErrors', () => {
  it("keeps the messages of the form's own fields, in the server's order", () => {
    const error = refusal({ email: 'Enter a valid email', firstName: 'This field is required' });
    expect(serverFieldErrors(error, ['firstName', 'lastName', 'email'])).toEqual([
      ['email', 'Enter a valid email'],
      ['firstName', 'This field is required'],
    ]);
  });

  it('leaves out fields the form does not have', () => {
    expect(serverFieldErrors(refusal({ _: 'The body is not valid' }), ['email'])).toEqual([]);
  });

  it('finds none in a failure without field messages, or one that is not the API answering', () => {
    const limited = new ApiRequestError(429, errorCodes.tooManyRequests, 'Too many requests');
    expect(serverFieldErrors(limited, ['email'])).toEqual([]);
    expect(serverFieldErrors(new Error('offline'), ['email'])).toEqual([]);
  });
});
