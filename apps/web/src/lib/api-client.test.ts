import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiRequestError,
  apiDownload,
  apiRequest,
  attachmentFileName,
  clientErrorCodes,
} from './api-client';

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

describe('attachmentFileName', () => {
  it('prefers the exact UTF-8 name to the ASCII fallback', () => {
    expect(
      attachmentFileName(
        `attachment; filename="Jos_-Garc_a-resume-review.pdf"; filename*=UTF-8''Jos%C3%A9-Garc%C3%ADa-resume-review.pdf`,
      ),
    ).toBe('José-García-resume-review.pdf');
  });

  it('reads a plain quoted or unquoted name', () => {
    expect(attachmentFileName('attachment; filename="Jane-Doe-resume-review.pdf"')).toBe(
      'Jane-Doe-resume-review.pdf',
    );
    expect(attachmentFileName('attachment; filename=Jane-Doe.json')).toBe('Jane-Doe.json');
  });

  it('falls back to the plain name when the UTF-8 one is malformed, and to none', () => {
    expect(attachmentFileName(`attachment; filename="cv.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'cv.pdf',
    );
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});

describe('apiDownload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the bytes under the name the server gives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="Jane-Doe-resume-review.pdf"',
            },
          }),
      ),
    );
    const file = await apiDownload('/resume/x/report.pdf', { fallbackName: 'report.pdf' });
    expect(file.fileName).toBe('Jane-Doe-resume-review.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('names the file itself when the server does not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const file = await apiDownload('/x', { fallbackName: 'resume.json' });
    expect(file.fileName).toBe('resume.json');
  });

  it("turns an error answer into the API's message, never a file", async () => {
    answer(409, {
      error: {
        code: 'ResumeNotGraded',
        message: 'Grade this resume first, then download its report.',
      },
    });
    await expect(apiDownload('/x', { fallbackName: 'report.pdf' })).rejects.toMatchObject({
      status: 409,
      code: 'ResumeNotGraded',
      message: 'Grade this resume first, then download its report.',
    });
  });

  it('says what status came back when the error is not in the contract’s shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiDownload('/x', { fallbackName: 'report.pdf' })).rejects.toMatchObject({
      status: 502,
      code: clientErrorCodes.unexpectedResponse,
    });
  });

  it('reports a network failure in words for a person', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiDownload('/x', { fallbackName: 'report.pdf' })).rejects.toMatchObject({
      status: 0,
      code: clientErrorCodes.network,
    });
  });
});
