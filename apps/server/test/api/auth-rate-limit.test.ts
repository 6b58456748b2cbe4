import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, newAccount, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newEmail } from '../support/factories.ts';

describeEachDatabase('accounts: rate limits', (getDb) => {
  let app: FastifyInstance;
  let relaxed: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    relaxed = await buildTestApp(getDb(), { env: { AUTH_RATE_LIMIT: 'off' } });
  });
  afterAll(async () => {
    await app?.close();
    await relaxed?.close();
  });

  it('answers 429 TooManyRequests with Retry-After past 3 sign-ins in 10 s from one address', async () => {
    const { account } = await signedUpClient(app);
    const client = apiClient(app);
    const attempt = () =>
      client.post('/api/auth/sign-in/email', { email: account.email, password: 'Wr0ng!pass' });
    for (let i = 0; i < 3; i += 1) expectApiError(await attempt(), 401, 'InvalidCredentials');
    const limited = await attempt();
    expectApiError(limited, 429, 'TooManyRequests');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10);

    // Counted in the database, per client address: a forged X-Forwarded-For does not help
    // (TRUST_PROXY is off), another address is not affected.
    const forged = await client.post(
      '/api/auth/sign-in/email',
      { email: account.email, password: account.password },
      { 'x-forwarded-for': '203.0.113.9', 'x-resumegrader-client-ip': '203.0.113.9' },
    );
    expectApiError(forged, 429, 'TooManyRequests');
    const rows = await getDb()
      .selectFrom('authRateLimits')
      .select(['key', 'count'])
      .where('key', 'like', `${client.ip}%`)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const other = await apiClient(app).post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('limits code sends and password-reset code requests', async () => {
    const account = newAccount();
    const client = apiClient(app);
    expect((await client.post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await client.post('/api/auth/email-otp/send-verification-otp', {
        email: account.email,
        type: 'email-verification',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectApiError(response, 429, 'TooManyRequests');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const resets: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await client.post('/api/auth/email-otp/request-password-reset', {
        email: newEmail('reset'),
      });
      resets.push(response.statusCode);
    }
    expect(resets).toEqual([200, 200, 200, 429]);
  });

  it('can be turned off (AUTH_RATE_LIMIT=off, refused in production)', async () => {
    const client = apiClient(relaxed);
    for (let i = 0; i < 6; i += 1) {
      const response = await client.post('/api/auth/sign-in/email', {
        email: newEmail('nobody'),
        password: 'Wr0ng!pass',
      });
      expectApiError(response, 404, 'UserNotFound');
    }
  });
});
