import { authMessages } from '@resumegrader/contract/auth';
import { messages } from '@resumegrader/contract/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiClient,
  latestCode,
  mailedCodes,
  newAccount,
  signedUpClient,
  strongPassword,
} from '../support/accounts.ts';
import {
  buildProductionTestApp,
  buildTestApp,
  expectApiError,
  productionEnv,
} from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newEmail } from '../support/factories.ts';
import { readOutbox } from '../support/outbox.ts';

describeEachDatabase('accounts: sign-up, verification, sign-in, sign-out', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { env: { SIGNUP_FREE_CREDITS: '2' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs up, mails a 6-digit code, verifies it and signs the user in with a cookie', async () => {
    const client = apiClient(app);
    const account = newAccount({ email: newEmail('New.User') });

    const signUp = await client.post('/api/auth/sign-up/email', account);
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(client.jar.size).toBe(0); // not signed in before the code is confirmed

    const mail = await readOutbox(app, account.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Your ResumeGrader verification code');
    expect(mail[0]?.to).toBe(account.email.toLowerCase());
    const otp = await latestCode(app, account.email);
    expect(mail[0]?.html).toContain(otp);

    const verify = await client.post('/api/auth/email-otp/verify-email', {
      email: account.email,
      otp,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const cookie = verify.cookies.find((c) => c.name === 'rg.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // Secure only in production

    const me = await client.get('/api/get-user');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email.toLowerCase(),
      industry: null,
      jobTitle: null,
      companySize: null,
      credits: 2,
      subscription: 'free',
    });
    const row = await getDb()
      .selectFrom('users')
      .select(['termsAcceptedAt', 'opportunitiesOptIn', 'emailVerified'])
      .where('email', '=', account.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row.opportunitiesOptIn).toBe(true);
    expect(row.emailVerified).toBe(true);
  });

  it('never lets sign-up set credits or subscription', async () => {
    const client = apiClient(app);
    const account = newAccount();
    const response = await client.post('/api/auth/sign-up/email', {
      ...account,
      credits: 500,
      subscription: 'premium',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await getDb()
      .selectFrom('users')
      .select(['credits', 'subscription'])
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ credits: 2, subscription: 'free' });
  });

  it('checks the sign-up form: password rule, terms, email pattern, required fields', async () => {
    const client = apiClient(app);
    const weak = await client.post(
      '/api/auth/sign-up/email',
      newAccount({ password: 'password1' }),
    );
    expect(expectApiError(weak, 400, 'ValidationFailed').fields).toEqual({
      password: messages.password,
    });

    const noTerms = await client.post(
      '/api/auth/sign-up/email',
      newAccount({ acceptTerms: false }),
    );
    expect(expectApiError(noTerms, 400, 'ValidationFailed').fields).toEqual({
      acceptTerms: authMessages.termsRequired,
    });

    const { acceptTerms: _omitted, ...withoutTerms } = newAccount();
    const missingTerms = await apiClient(app).post('/api/auth/sign-up/email', withoutTerms);
    expect(expectApiError(missingTerms, 400, 'ValidationFailed').message).toContain(
      authMessages.termsRequired,
    );

    const badEmail = await apiClient(app).post(
      '/api/auth/sign-up/email',
      newAccount({ email: 'someone@example' }),
    );
    expect(expectApiError(badEmail, 400, 'ValidationFailed').fields).toEqual({
      email: messages.invalidEmail,
    });

    const empty = await apiClient(app).post('/api/auth/sign-up/email', {});
    expect(expectApiError(empty, 400, 'ValidationFailed').fields).toMatchObject({
      firstName: messages.required,
      lastName: messages.required,
      email: messages.required,
      password: messages.required,
    });
  });

  it('refuses a second account for the same email, in any case', async () => {
    const { account } = await signedUpClient(app);
    const again = await apiClient(app).post(
      '/api/auth/sign-up/email',
      newAccount({ email: account.email.toUpperCase() }),
    );
    expect(expectApiError(again, 422, 'UsernameExists').message).toBe(
      'An account with this email already exists.',
    );
  });

  it('refuses a wrong verification code and locks the code after 3 wrong tries', async () => {
    const account = newAccount();
    expect((await apiClient(app).post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    const otp = await latestCode(app, account.email);
    const wrong = otp === '000000' ? '111111' : '000000';

    const client = apiClient(app);
    for (let i = 0; i < 3; i += 1) {
      const response = await client.post('/api/auth/email-otp/verify-email', {
        email: account.email,
        otp: wrong,
      });
      expectApiError(response, 400, 'CodeMismatch');
    }
    // Even the right code is refused now (from another address, past the per-IP limit).
    const locked = await apiClient(app).post('/api/auth/email-otp/verify-email', {
      email: account.email,
      otp,
    });
    expectApiError(locked, 403, 'TooManyFailedAttempts');

    // A new code (resend) works.
    const resend = await apiClient(app).post('/api/auth/email-otp/send-verification-otp', {
      email: account.email,
      type: 'email-verification',
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const fresh = await latestCode(app, account.email);
    const verify = await apiClient(app).post('/api/auth/email-otp/verify-email', {
      email: account.email,
      otp: fresh,
    });
    expect(verify.statusCode, verify.body).toBe(200);
  });

  it('refuses an expired verification code', async () => {
    const account = newAccount();
    expect((await apiClient(app).post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    const otp = await latestCode(app, account.email);
    await getDb()
      .updateTable('verifications')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('identifier', '=', `email-verification-otp-${account.email}`)
      .execute();
    const response = await apiClient(app).post('/api/auth/email-otp/verify-email', {
      email: account.email,
      otp,
    });
    expectApiError(response, 400, 'ExpiredCode');
  });

  it('sends an unconfirmed account a new code at sign-in and answers UserNotConfirmed', async () => {
    const account = newAccount();
    expect((await apiClient(app).post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    expect(await mailedCodes(app, account.email)).toHaveLength(1);

    const client = apiClient(app);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(expectApiError(signIn, 403, 'UserNotConfirmed').message).toBe(
      authMessages.userNotConfirmed,
    );
    expect(client.jar.size).toBe(0);
    const codes = await mailedCodes(app, account.email);
    expect(codes).toHaveLength(2);

    // The new code confirms the account and signs in.
    const verify = await client.post('/api/auth/email-otp/verify-email', {
      email: account.email,
      otp: codes[1],
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await client.get('/api/get-user')).statusCode).toBe(200);
  });

  it('tells an unknown email and a wrong password apart, in the words of SPEC', async () => {
    const unknown = await apiClient(app).post('/api/auth/sign-in/email', {
      email: newEmail('nobody'),
      password: strongPassword,
    });
    expect(expectApiError(unknown, 404, 'UserNotFound').message).toBe(
      'No account found with this email. You may need to create an account',
    );

    const { account } = await signedUpClient(app);
    const wrong = await apiClient(app).post('/api/auth/sign-in/email', {
      email: account.email,
      password: 'Wr0ng!password',
    });
    expect(expectApiError(wrong, 401, 'InvalidCredentials').message).toBe(
      'Incorrect email or password.',
    );

    // An unconfirmed account with a wrong password learns nothing more, and gets no code.
    const pending = newAccount();
    await apiClient(app).post('/api/auth/sign-up/email', pending);
    const pendingWrong = await apiClient(app).post('/api/auth/sign-in/email', {
      email: pending.email,
      password: 'Wr0ng!password',
    });
    expectApiError(pendingWrong, 401, 'InvalidCredentials');
    expect(await mailedCodes(app, pending.email)).toHaveLength(1);
  });

  it('signs in with a cookie and a bearer token; sign-out ends the session', async () => {
    const { account } = await signedUpClient(app);
    const client = apiClient(app);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.headers['set-auth-token'];
    expect(typeof token).toBe('string');

    const again = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expectApiError(again, 400, 'UserAlreadyAuthenticated');

    const bearer = await app.inject({
      method: 'GET',
      url: '/api/get-user',
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expect(bearer.statusCode, bearer.body).toBe(200);
    expect(bearer.json()).toMatchObject({ email: account.email });

    // A cookie-carrying POST from another site (CSRF) is refused; the session lives on.
    const forged = await client.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expectApiError(forged, 403, 'Forbidden');
    expect((await client.get('/api/get-user')).statusCode).toBe(200);

    // Sent as clients often do: no body and no content type.
    const signOut = await client.request('POST', '/api/auth/sign-out');
    expect(signOut.statusCode, signOut.body).toBe(200);
    expectApiError(await client.get('/api/get-user'), 401, 'Unauthorized');
    // The session is gone on the server, not just the cookie.
    const stale = await app.inject({
      method: 'GET',
      url: '/api/get-user',
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expectApiError(stale, 401, 'Unauthorized');
  });

  it('does not offer sign-in by code, nor better-auth profile or deletion endpoints', async () => {
    const { client, account } = await signedUpClient(app);
    const sendSignInCode = await client.post('/api/auth/email-otp/send-verification-otp', {
      email: account.email,
      type: 'sign-in',
    });
    expectApiError(sendSignInCode, 400, 'ValidationFailed');
    const otpSignIn = await apiClient(app).post('/api/auth/sign-in/email-otp', {
      email: account.email,
      otp: '123456',
    });
    expectApiError(otpSignIn, 404, 'NotFound');
    for (const path of ['/api/auth/update-user', '/api/auth/delete-user']) {
      expectApiError(await client.post(path, { credits: 99 }), 404, 'NotFound');
    }
    expect((await client.get('/api/get-user')).json()).toMatchObject({ credits: 2 });
  });

  it('answers every /api/auth failure as JSON in the error shape', async () => {
    expectApiError(await apiClient(app).get('/api/auth/no-such-thing'), 404, 'NotFound');
    expectApiError(await apiClient(app).get('/api/auth/get-session/extra'), 404, 'NotFound');
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectApiError(badJson, 400, 'InvalidJson');
    const noSession = await apiClient(app).get('/api/auth/get-session');
    expect(noSession.statusCode).toBe(200);
    expect(noSession.json()).toBeNull();
  });
});

describeEachDatabase('accounts: cookies and origins in production', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildProductionTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('marks the session cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const client = apiClient(app);
    const account = newAccount();
    expect((await client.post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    const verify = await client.post('/api/auth/email-otp/verify-email', {
      email: account.email,
      otp: await latestCode(app, account.email),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const cookie = verify.cookies.find((c) => c.name.endsWith('rg.session_token'));
    expect(cookie).toMatchObject({
      name: '__Secure-rg.session_token',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('mails the code to a browser sign-up from our origin and refuses other origins', async () => {
    // A browser sends Origin on every POST; better-auth checks it (not under NODE_ENV=test),
    // also when it mails the code.
    const ours = newAccount();
    const response = await apiClient(app).post('/api/auth/sign-up/email', ours, {
      origin: productionEnv['PUBLIC_URL'] ?? '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await mailedCodes(app, ours.email)).toHaveLength(1);
    // In production only PUBLIC_URL is ours: not the loopback addresses of development.
    for (const origin of ['https://evil.example', 'http://localhost:3000']) {
      const account = newAccount();
      const foreign = await apiClient(app).post('/api/auth/sign-up/email', account, { origin });
      expectApiError(foreign, 403, 'Forbidden');
      expect(await mailedCodes(app, account.email)).toEqual([]);
    }
  });
});
