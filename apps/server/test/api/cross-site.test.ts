import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { useTestDatabase } from '../support/databases.ts';
import { uploadResume } from '../support/resumes.ts';

// The HTTP layer's own rule, the same on either database.
const getDb = useTestDatabase('pglite');

describe('cookie-authenticated requests from other sites', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { env: { CORS_ORIGINS: 'https://partner.example' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const jobsOf = (resumeId: string) =>
    getDb().selectFrom('gradingJobs').select('id').where('resumeId', '=', resumeId).execute();

  it('refuses a credit-spending POST from another origin with 403, starting nothing', async () => {
    const { client } = await signedUpClient(app);
    const { resumeId } = await uploadResume(app, client);
    // What a page on evil.example can make a browser send: the cookie, no preflight.
    const forged = await client.post(`/api/resume/${resumeId}/grade`, 'grade me', {
      origin: 'https://evil.example',
      'content-type': 'text/plain',
    });
    expectApiError(forged, 403, 'Forbidden');
    // A browser that sends no Origin still says where the request came from.
    const noOrigin = await client.request(
      'POST',
      `/api/resume/${resumeId}/grade`,
      {},
      {
        origin: '',
        'sec-fetch-site': 'cross-site',
      },
    );
    expectApiError(noOrigin, 403, 'Forbidden');
    const opaque = await client.post(`/api/resume/${resumeId}/grade`, {}, { origin: 'null' });
    expectApiError(opaque, 403, 'Forbidden');
    // The route the router matched counts, however the path was spelled.
    for (const path of [`/%61pi/resume/${resumeId}/grade`, `/ap%69/resume/${resumeId}/grade`]) {
      const encoded = await client.post(path, 'x', {
        origin: 'https://evil.example',
        'content-type': 'text/plain',
      });
      expectApiError(encoded, 403, 'Forbidden');
    }
    expect(await jobsOf(resumeId)).toEqual([]);
    expect((await client.get('/api/get-user')).json()).toMatchObject({ credits: 1 });
  });

  it('refuses other state changes too: profile, rename, delete, account deletion', async () => {
    const { client } = await signedUpClient(app);
    const { resumeId } = await uploadResume(app, client, 'kept.pdf');
    const evil = { origin: 'https://evil.example' };
    const attempts = [
      client.request('PUT', '/api/update-user', { firstName: 'Mallory' }, evil),
      client.request('PUT', `/api/resume/update_resumes/${resumeId}`, { fileName: 'x' }, evil),
      client.request('DELETE', `/api/resume/${resumeId}`, undefined, evil),
      client.request('DELETE', '/api/delete-user', undefined, evil),
    ];
    for (const response of await Promise.all(attempts)) expectApiError(response, 403, 'Forbidden');
    const user = (await client.get('/api/get-user')).json<{ firstName: string }>();
    expect(user.firstName).not.toBe('Mallory');
    expect((await client.get('/api/resumes')).json()).toMatchObject({
      items: [{ resumeId, fileName: 'kept.pdf' }],
    });
  });

  it('accepts our origin, CORS_ORIGINS, same-origin fetches without Origin, and bearer tokens', async () => {
    const { client, account } = await signedUpClient(app);
    const update = (headers: Record<string, string>) =>
      client.request('PUT', '/api/update-user', { firstName: 'Grace' }, headers);
    expect((await update({ origin: appOrigin })).statusCode).toBe(200);
    expect((await update({ origin: 'https://partner.example' })).statusCode).toBe(200);
    expect((await update({ origin: '', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // A client outside a browser (curl, a script) sends neither.
    expect((await update({ origin: '' })).statusCode).toBe(200);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: appOrigin },
      payload: { email: account.email, password: account.password },
    });
    const token = signIn.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    const bearer = await app.inject({
      method: 'PUT',
      url: '/api/update-user',
      headers: {
        authorization: `Bearer ${String(token)}`,
        origin: 'https://evil.example',
        cookie: String(signIn.headers['set-cookie']).split(';')[0] ?? '',
      },
      payload: { firstName: 'Bearer' },
    });
    expect(bearer.statusCode, bearer.body).toBe(200);
  });

  it('leaves requests without the session cookie alone (visitors, webhooks, uploads)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/resume/public-request-upload',
      headers: { origin: 'https://evil.example' },
      payload: { fileName: 'cv.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
