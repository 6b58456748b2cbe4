import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiClient,
  latestCode,
  mailedCodes,
  newAccount,
  signedUpClient,
} from '../support/accounts.ts';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newEmail, newIpAddress } from '../support/factories.ts';

describeEachDatabase('accounts: rate limits', (getDb) => {
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  let relaxed: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    // One load balancer in front: only the address it appends is believed.
    behindProxy = await buildTestApp(getDb(), { env: { TRUST_PROXY: '1' } });
    relaxed = await buildTestApp(getDb(), { env: { AUTH_RATE_LIMIT: 'off' } });
  });
  afterAll(async () => {
    await app?.close();
    await behindProxy?.close();
    await relaxed?.close();
  });

  const signIn = (target: FastifyInstance, email: string, password: string) =>
    apiClient(target).post('/api/auth/sign-in/email', { email, password });

  it('locks an account after 10 failed sign-ins from any addresses, for 15 minutes', async () => {
    const { account } = await signedUpClient(app);
    const other = await signedUpClient(app);
    const statuses: number[] = [];
    // 15 wrong passwords, each from an address of its own.
    for (let i = 0; i < 15; i += 1) {
      statuses.push((await signIn(app, account.email, 'Wr0ng!pass')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(5).fill(429)]);

    // Even the right password waits now, with a message that says why and for how long.
    const locked = await signIn(app, account.email, account.password);
    const error = expectApiError(locked, 429, 'AccountLocked');
    expect(error.message).toBe(
      'Too many failed sign-in attempts for this account. Please try again in 15 minutes, or reset your password.',
    );
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The account is locked, not the addresses: another account signs in as usual.
    expect((await signIn(app, other.account.email, other.account.password)).statusCode).toBe(200);

    // Once the lock has passed, the right password works and clears the count.
    await getDb()
      .updateTable('loginFailures')
      .set({ lockedUntil: sql<Date>`now() - interval '1 second'` })
      .where('key', '=', `sign-in:${account.email.toLowerCase()}`)
      .execute();
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(200);
    expectApiError(await signIn(app, account.email, 'Wr0ng!pass'), 401, 'InvalidCredentials');
  });

  it('counts a burst of simultaneous guesses like patient ones: 10 checks, then 429', async () => {
    const { account } = await signedUpClient(app);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(app, account.email, i === 25 ? account.password : 'Wr0ng!pass'),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    // At most 10 attempts reach the password check; the right one, sent 26th, is not among them.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses[25]).toBe(429);
    expect(burst.some((r) => r.cookies.some((c) => c.name.endsWith('session_token')))).toBe(false);
    expectApiError(await signIn(app, account.email, account.password), 429, 'AccountLocked');
  });

  it('lets the owner out of a sign-in lock by resetting the password with a code', async () => {
    const { account } = await signedUpClient(app);
    for (let i = 0; i < 11; i += 1) await signIn(app, account.email, 'Wr0ng!pass');
    expectApiError(await signIn(app, account.email, account.password), 429, 'AccountLocked');
    const owner = apiClient(app);
    const sent = await owner.post('/api/auth/email-otp/send-verification-otp', {
      email: account.email,
      type: 'forget-password',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reset = await owner.post('/api/auth/email-otp/reset-password', {
      email: account.email,
      otp: await latestCode(app, account.email),
      password: 'N3w!Password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(app, account.email, 'N3w!Password')).statusCode).toBe(200);
  });

  it('counts wrong current passwords of a password change against the account', async () => {
    const { client, account } = await signedUpClient(app);
    const change = (currentPassword: string) =>
      client.post('/api/auth/change-password', { currentPassword, newPassword: 'N3w!Password' });
    for (let i = 0; i < 10; i += 1)
      expectApiError(await change('Wr0ng!pass'), 400, 'InvalidPassword');
    expectApiError(await change(account.password), 429, 'AccountLocked');
    expectApiError(await signIn(app, account.email, account.password), 429, 'AccountLocked');
  });

  it('locks code checks of an account after 10 wrong codes from any addresses', async () => {
    const account = newAccount();
    expect((await apiClient(app).post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    const otp = await latestCode(app, account.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const verify = (code: string) =>
      apiClient(app).post('/api/auth/email-otp/verify-email', { email: account.email, otp: code });
    const statuses: number[] = [];
    // better-auth refuses the code itself after 3 tries; a new one is sent each time.
    for (let i = 0; i < 12; i += 1) {
      if (i % 3 === 0 && i > 0) {
        const resent = await apiClient(app).post('/api/auth/email-otp/send-verification-otp', {
          email: account.email,
          type: 'email-verification',
        });
        expect(resent.statusCode, resent.body).toBe(200);
      }
      statuses.push((await verify(wrong)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 403)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const locked = await verify(await latestCode(app, account.email));
    expect(expectApiError(locked, 429, 'AccountLocked').message).toMatch(
      /^Too many wrong codes for this account\. Please try again in 15 minutes\.$/,
    );
  });

  it('sends an address 5 codes in 15 minutes per client, and 20 an hour in all', async () => {
    const account = newAccount();
    expect((await apiClient(app).post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    const send = (client = apiClient(app)) =>
      client.post('/api/auth/email-otp/send-verification-otp', {
        email: account.email,
        type: 'email-verification',
      });
    const owner = apiClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(owner)).statusCode);
    // The sign-up's own code is not counted: five resends pass, the sixth waits.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Others asking for codes to this address (a mail-bomb) stop at 20 an hour in all.
    const others: number[] = [];
    for (let i = 0; i < 16; i += 1) others.push((await send()).statusCode);
    expect(others).toEqual([...Array<number>(15).fill(200), 429]);
    expectApiError(await send(), 429, 'TooManyRequests');
  });

  it('mails an unconfirmed account signing in again and again no more codes than resends', async () => {
    const account = newAccount();
    expect((await apiClient(app).post('/api/auth/sign-up/email', account)).statusCode).toBe(200);
    const client = apiClient(app);
    const signInAgain = (password = account.password) =>
      client.post('/api/auth/sign-in/email', { email: account.email, password });
    for (let i = 0; i < 5; i += 1) expectApiError(await signInAgain(), 403, 'UserNotConfirmed');
    expectApiError(await signInAgain(), 429, 'TooManyRequests');
    // A wrong password mails nothing, so it is not refused for codes.
    expectApiError(await signInAgain('Wr0ng!password'), 401, 'InvalidCredentials');
    // The sign-up's code, then five at sign-in.
    expect(await mailedCodes(app, account.email)).toHaveLength(6);
    // The last code mailed still confirms the account.
    const verified = await client.post('/api/auth/email-otp/verify-email', {
      email: account.email,
      otp: await latestCode(app, account.email),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('lets a shared office address sign in dozens of times a minute, then limits it', async () => {
    const office = apiClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await office.post('/api/auth/sign-in/email', {
        email: newEmail('colleague'),
        password: 'Str0ng!pass',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(404));
    const limited = expectApiError(
      await office.post('/api/auth/sign-in/email', { email: newEmail(), password: 'x' }),
      429,
      'TooManyRequests',
    );
    expect(limited.message).toMatch(/^Too many requests/);
    expect(statuses[30]).toBe(429);

    // Counted per client address: a forged X-Forwarded-For does not help (TRUST_PROXY is
    // off), another address is not affected.
    const forged = await office.post(
      '/api/auth/sign-in/email',
      { email: newEmail(), password: 'x' },
      { 'x-forwarded-for': '203.0.113.9', 'x-resumegrader-client-ip': '203.0.113.9' },
    );
    expectApiError(forged, 429, 'TooManyRequests');
    const rows = await getDb()
      .selectFrom('authRateLimits')
      .select(['key', 'count'])
      .where('key', 'like', `${office.ip}%`)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expectApiError(await signIn(app, newEmail(), 'Str0ng!pass'), 404, 'UserNotFound');
  });

  it('behind TRUST_PROXY=1, keys on the address the proxy appended, not the client’s own', async () => {
    const proxy = newIpAddress();
    const client = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await behindProxy.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: proxy,
        headers: {
          origin: 'http://127.0.0.1:3000',
          // Whatever the client claims comes first; the proxy appends what it saw.
          'x-forwarded-for': `203.0.113.${i + 1}, ${client}`,
        },
        payload: { email: newEmail('spoofer'), password: 'Str0ng!pass' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(404));
    expect(statuses[30]).toBe(429);
  });

  it('can be turned off (AUTH_RATE_LIMIT=off, refused in production)', async () => {
    const client = apiClient(relaxed);
    for (let i = 0; i < 35; i += 1) {
      const response = await client.post('/api/auth/sign-in/email', {
        email: newEmail('nobody'),
        password: 'Wr0ng!pass',
      });
      expectApiError(response, 404, 'UserNotFound');
    }
  });
});
