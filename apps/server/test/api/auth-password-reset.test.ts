import { messages } from '@resumegrader/contract/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, latestCode, mailedCodes, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newEmail } from '../support/factories.ts';
import { readOutbox } from '../support/outbox.ts';

const newPassword = 'N3w!Password';

describeEachDatabase('accounts: forgot and reset password by code', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
  });

  // The reset code goes out like every code (request-password-reset is not offered).
  const requestCode = (email: string) =>
    apiClient(app).post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'forget-password',
    });
  const reset = (email: string, otp: string, password = newPassword) =>
    apiClient(app).post('/api/auth/email-otp/reset-password', { email, otp, password });
  const signIn = (email: string, password: string) =>
    apiClient(app).post('/api/auth/sign-in/email', { email, password });

  it('mails a code, resets with it, ends old sessions and signs in with the new password', async () => {
    const { client, account } = await signedUpClient(app);
    expect((await client.get('/api/get-user')).statusCode).toBe(200);

    const sent = await requestCode(account.email);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = (await readOutbox(app, account.email)).at(-1);
    expect(mail?.subject).toBe('Your ResumeGrader password reset code');
    const otp = await latestCode(app, account.email);

    const weak = await reset(account.email, otp, 'short');
    expect(expectApiError(weak, 400, 'ValidationFailed').fields).toEqual({
      password: messages.password,
    });

    const done = await reset(account.email, otp);
    expect(done.statusCode, done.body).toBe(200);

    // revokeSessionsOnPasswordReset: the session from before the reset is over.
    expectApiError(await client.get('/api/get-user'), 401, 'Unauthorized');
    expectApiError(await signIn(account.email, account.password), 401, 'InvalidCredentials');
    expect((await signIn(account.email, newPassword)).statusCode).toBe(200);
    // The code is single-use.
    expectApiError(await reset(account.email, otp, 'An0ther!pass'), 400, 'CodeMismatch');
  });

  it('refuses wrong codes, then locks the code after 3 wrong tries until a new one is sent', async () => {
    const { account } = await signedUpClient(app);
    await requestCode(account.email);
    const otp = await latestCode(app, account.email);
    const wrong = otp === '000000' ? '111111' : '000000';

    for (let i = 0; i < 3; i += 1) {
      expectApiError(await reset(account.email, wrong), 400, 'CodeMismatch');
    }
    expectApiError(await reset(account.email, otp), 403, 'TooManyFailedAttempts');
    expectApiError(await signIn(account.email, newPassword), 401, 'InvalidCredentials');

    await requestCode(account.email);
    const fresh = await latestCode(app, account.email);
    expect((await reset(account.email, fresh)).statusCode).toBe(200);
    expect((await signIn(account.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { account } = await signedUpClient(app);
    await requestCode(account.email);
    const otp = await latestCode(app, account.email);
    await getDb()
      .updateTable('verifications')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('identifier', '=', `forget-password-otp-${account.email}`)
      .execute();
    expectApiError(await reset(account.email, otp), 400, 'ExpiredCode');
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const email = newEmail('stranger');
    const response = await requestCode(email);
    expect(response.statusCode, response.body).toBe(200);
    expect(await mailedCodes(app, email)).toEqual([]);
  });

  it('changes the password of a signed-in user under the same rule', async () => {
    const { client, account } = await signedUpClient(app);
    const weak = await client.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'weakpass',
    });
    expect(expectApiError(weak, 400, 'ValidationFailed').fields).toEqual({
      newPassword: messages.password,
    });
    const wrongCurrent = await client.post('/api/auth/change-password', {
      currentPassword: 'Wr0ng!password',
      newPassword,
    });
    expectApiError(wrongCurrent, 400, 'InvalidPassword');
    const elsewhere = apiClient(app);
    expect((await elsewhere.post('/api/auth/sign-in/email', account)).statusCode).toBe(200);
    // Other sessions end whatever the client asks: whoever knew the old password is out.
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword,
      revokeOtherSessions: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await client.get('/api/get-user')).statusCode).toBe(200);
    expectApiError(await elsewhere.get('/api/get-user'), 401, 'Unauthorized');
    expect((await signIn(account.email, newPassword)).statusCode).toBe(200);
  });

  it('does not offer better-auth endpoints outside the product, nor its HTML error page', async () => {
    const { account } = await signedUpClient(app);
    const closed = [
      ['POST', '/api/auth/email-otp/request-password-reset'],
      ['POST', '/api/auth/email-otp/check-verification-otp'],
      ['POST', '/api/auth/forget-password/email-otp'],
      ['POST', '/api/auth/request-password-reset'],
      ['GET', '/api/auth/error'],
      ['GET', '/api/auth/error?error=access_denied'],
      ['GET', '/api/auth/ok'],
      ['GET', '/api/auth/sign-out'],
      ['POST', '/api/auth/get-session'],
    ] as const;
    for (const [method, url] of closed) {
      const response = await apiClient(app).request(
        method,
        url,
        method === 'POST'
          ? { email: account.email, type: 'forget-password', otp: '123456' }
          : undefined,
      );
      expectApiError(response, 404, 'NotFound');
    }
    expect(await mailedCodes(app, account.email)).toHaveLength(1);
  });
});
