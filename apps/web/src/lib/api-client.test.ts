import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, apiRequest, clientErrorCodes } from './api-client';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

const schema = z.object({ score: z.number().int() });

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns an answer that fits the schema', async () => {
    answer(200, { score: 55, extra: true });
    await expect(apiRequest('/x', { schema })).resolves.toEqual({ score: 55 });
  });

  it('refuses an answer that does not fit the schema, in words for a person', async () => {
    answer(200, { score: 'high' });
    const failure = apiRequest('/x', { schema });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 200,
      code: clientErrorCodes.unexpectedResponse,
      message: expect.stringContaining('Reload the page'),
    });
  });

  it("carries the API's error code, message and field messages", async () => {
    answer(400, {
      error: {
        code: 'ValidationFailed',
        message: 'Too short.',
        fields: { jobDescription: 'Too short.' },
      },
    });
    await expect(apiRequest('/x', { schema })).rejects.toMatchObject({
      status: 400,
      code: 'ValidationFailed',
      message: 'Too short.',
      fields: { jobDescription: 'Too short.' },
    });
  });
});
