import { mkdir, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyLimitBytes } from '../../src/app.ts';
import { createKysely, postgresDialect } from '../../src/db/database.ts';
import { buildProductionTestApp, buildTestApp, expectApiError } from '../support/app.ts';
import { useTestDatabase } from '../support/databases.ts';
import { newContactMessage, newIpAddress } from '../support/factories.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Behaviour of the HTTP layer itself, the same on either database.
const getDb = useTestDatabase('pglite');

describe('HTTP conventions of /api', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
  });

  const postContact = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress: newIpAddress(),
    });

  describe('errors', () => {
    it('answers an unknown /api path with a JSON 404', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
      const error = expectApiError(response, 404, 'NotFound');
      expect(error.message).toBe('No API route matches GET /api/no-such-thing.');
    });

    it('answers /api itself and unknown paths outside /api with JSON while no web app is built', async () => {
      expectApiError(await app.inject({ method: 'GET', url: '/api' }), 404, 'NotFound');
      expectApiError(await app.inject({ method: 'GET', url: '/account' }), 404, 'NotFound');
    });

    it('answers an unknown method on a known path with a JSON 404', async () => {
      const response = await app.inject({ method: 'DELETE', url: '/api/contact-us' });
      const error = expectApiError(response, 404, 'NotFound');
      expect(error.message).toBe('No API route matches DELETE /api/contact-us.');
      expectApiError(await app.inject({ method: 'GET', url: '/api/contact-us' }), 404, 'NotFound');
    });

    it('rejects a body that is not JSON', async () => {
      const error = expectApiError(await postContact('{"firstName": "Ada",'), 400, 'InvalidJson');
      expect(error.message).toBe('The request body is not valid JSON.');
    });

    it('rejects an empty body declared as JSON', async () => {
      expectApiError(await postContact(''), 400, 'InvalidJson');
    });

    it('rejects a body over the 64 KiB limit with 413', async () => {
      const payload = JSON.stringify(
        newContactMessage({ feedback: 'x'.repeat(jsonBodyLimitBytes) }),
      );
      const error = expectApiError(await postContact(payload), 413, 'PayloadTooLarge');
      expect(error.message).toBe('The request body is too large.');
    });

    it('validates, rather than refuses, a large body under the limit', async () => {
      const payload = JSON.stringify(newContactMessage({ feedback: 'x'.repeat(60 * 1024) }));
      const error = expectApiError(await postContact(payload), 400, 'ValidationFailed');
      expect(error.fields).toEqual({ feedback: 'Please keep this under 5000 characters' });
    });

    it.each(['application/x-www-form-urlencoded', 'application/xml'])(
      'rejects the content type %s with 415',
      async (contentType) => {
        const response = await postContact('firstName=Ada', contentType);
        const error = expectApiError(response, 415, 'UnsupportedMediaType');
        expect(error.message).toBe('This content type is not supported here.');
      },
    );

    it('reports each invalid field with the message the form shows', async () => {
      const empty = expectApiError(await postContact('{}'), 400, 'ValidationFailed');
      expect(empty.fields).toEqual({
        firstName: 'This field is required',
        lastName: 'This field is required',
        email: 'This field is required',
        feedback: 'This field is required',
      });
      expect(empty.message).toBe('firstName: This field is required');

      const payload = JSON.stringify({
        firstName: '  ',
        lastName: 'Lovelace',
        email: 'ada-at-example.com',
        feedback: 'too short',
      });
      const invalid = expectApiError(await postContact(payload), 400, 'ValidationFailed');
      expect(invalid.fields).toEqual({
        firstName: 'This field is required',
        email: 'Invalid email address',
        feedback: 'Please enter at least 10 characters',
      });
    });

    it('rejects JSON that is not an object', async () => {
      expectApiError(await postContact('[1, 2]'), 400, 'ValidationFailed');
      expectApiError(await postContact('null'), 400, 'ValidationFailed');
    });

    it('refuses a NUL character in any body, query or path before it reaches the database', async () => {
      const nul = expectApiError(
        await postContact(
          JSON.stringify({
            firstName: 'A\u0000',
            lastName: 'B',
            email: 'a@b.co',
            feedback: 'x'.repeat(20),
          }),
        ),
        400,
        'ValidationFailed',
      );
      expect(nul.message).toMatch(/NUL character/);
      for (const url of ['/api/resumes?search=%00', '/api/dev/outbox?to=a%00b']) {
        expectApiError(await app.inject({ url }), 400, 'ValidationFailed');
      }
    });

    it('refuses absurdly nested JSON with 400 on any JSON route, and keeps serving', async () => {
      const arrays = `${'['.repeat(4000)}${']'.repeat(4000)}`;
      const objects = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
      for (const payload of [arrays, objects]) {
        const error = expectApiError(await postContact(payload), 400, 'ValidationFailed');
        expect(error.message).toBe(
          'The request nests deeper than 32 levels, which no field accepts.',
        );
      }
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    });

    it('answers a Host header that makes no URL with 400, never a 500', async () => {
      for (const host of ['a b', '[::1', '%zz']) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/auth/get-session',
          headers: { host },
        });
        expectApiError(response, 400, 'BadRequest');
      }
    });

    it('answers router errors in the contract shape: an over-long id, a broken escape', async () => {
      const longId = 'a'.repeat(3000);
      expectApiError(
        await app.inject({ method: 'POST', url: `/api/resume/${longId}/grade` }),
        404,
        'NotFound',
      );
      expectApiError(
        await app.inject({ method: 'DELETE', url: `/api/resume/${longId}` }),
        404,
        'NotFound',
      );
      expectApiError(await app.inject({ url: '/api/resume/%E0%A4%A/grade' }), 400, 'BadRequest');
    });

    it('hides internal failures behind a generic 500', async () => {
      // A database that refuses connections, as one that went away does.
      const unreachable = createKysely(postgresDialect('postgres://nobody@127.0.0.1:1/gone'));
      const brokenApp = await buildTestApp(unreachable);
      try {
        const response = await brokenApp.inject({
          method: 'POST',
          url: '/api/contact-us',
          payload: newContactMessage(),
        });
        const error = expectApiError(response, 500, 'InternalError');
        expect(error.message).toBe('Something went wrong on our side. Please try again.');
        expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
      } finally {
        await brokenApp.close();
        await unreachable.destroy();
      }
    });
  });

  describe('request ids', () => {
    it('gives every response one, errors included', async () => {
      const ok = await app.inject({ method: 'GET', url: '/api/health' });
      const notFound = await app.inject({ method: 'GET', url: '/api/nope' });
      expect(ok.headers['x-request-id']).toMatch(uuidPattern);
      expect(notFound.headers['x-request-id']).toMatch(uuidPattern);
      expect(ok.headers['x-request-id']).not.toBe(notFound.headers['x-request-id']);
    });

    it("echoes a caller's sane id", async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'edge-7f3a.2_b' },
      });
      expect(response.headers['x-request-id']).toBe('edge-7f3a.2_b');
    });

    it.each([
      ['spaces', 'not a sane id'],
      ['markup', '<script>'],
      ['length', 'x'.repeat(65)],
    ])("replaces a caller's id with %s by its own", async (_why, given) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      expect(response.headers['x-request-id']).toMatch(uuidPattern);
    });
  });

  describe('security headers', () => {
    it('sends a same-origin content security policy and nosniff', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      // Development runs on plain http; upgrading would break it.
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it('sends them on errors too', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/nope' });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('adds HSTS and upgrade-insecure-requests in production', async () => {
      const production = await buildProductionTestApp(getDb());
      try {
        const response = await production.inject({ method: 'GET', url: '/api/health' });
        expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      } finally {
        await production.close();
      }
    });
  });

  describe('CORS', () => {
    const origin = 'https://partner.example';

    it('is closed by default', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/contact-us',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('opens to the origins in CORS_ORIGINS, and only to them', async () => {
      const corsApp = await buildTestApp(getDb(), {
        env: { CORS_ORIGINS: `${origin},https://other.example` },
      });
      try {
        const allowed = await corsApp.inject({
          method: 'GET',
          url: '/api/health',
          headers: { origin },
        });
        expect(allowed.headers['access-control-allow-origin']).toBe(origin);
        expect(allowed.headers['access-control-allow-credentials']).toBe('true');

        const preflight = await corsApp.inject({
          method: 'OPTIONS',
          url: '/api/contact-us',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe(origin);

        const stranger = await corsApp.inject({
          method: 'GET',
          url: '/api/health',
          headers: { origin: 'https://evil.example' },
        });
        expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await corsApp.close();
      }
    });
  });
});

describe("requests Node's parser refuses, over a real socket", () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Writes the raw request and reads everything until the server closes the connection. */
  const exchange = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  const parsed = (answer: string) => {
    const [head = '', json = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body: JSON.parse(json) as unknown };
  };

  it('closes a request whose body never finishes with a 408 in the contract shape', async () => {
    const answer = parsed(
      await exchange(
        'POST /api/contact-us HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
      ),
    );
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({
      error: { code: 'RequestTimeout', message: 'The request took too long to arrive.' },
    });
  });

  it('answers headers too large and a malformed request in the contract shape', async () => {
    const big = parsed(
      await exchange(
        `GET /api/get-user HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(big.status).toBe(431);
    expect(big.body).toEqual({
      error: { code: 'BadRequest', message: 'The request headers are too large.' },
    });
    const garbled = parsed(await exchange('NOT A REQUEST\r\n\r\n'));
    expect(garbled.status).toBe(400);
    expect(garbled.head).toMatch(/content-type: application\/json/i);
    expect(garbled.body).toEqual({
      error: { code: 'BadRequest', message: 'The request is malformed.' },
    });
  });
});

describe('the web app beside /api', () => {
  const distDir = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../../../.tmp/web-dist-${process.pid}`,
  );
  let app: FastifyInstance;
  beforeAll(async () => {
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>ResumeGrader</title>');
    await writeFile(path.join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    app = await buildTestApp(getDb(), { env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('renders index.html for page paths, revalidated on every load', async () => {
    const response = await app.inject({ method: 'GET', url: '/results/42?tab=format' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>ResumeGrader</title>');
    expect(response.headers['cache-control']).toBe('no-cache');

    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>ResumeGrader</title>');
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers unknown /api paths with JSON, never the page', async () => {
    expectApiError(await app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404, 'NotFound');
    expectApiError(await app.inject({ method: 'GET', url: '/api' }), 404, 'NotFound');
    expectApiError(await app.inject({ method: 'GET', url: '/api?page=2' }), 404, 'NotFound');
  });
});
