import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { newEmail, newIpAddress } from './factories.ts';
import { readOutbox } from './outbox.ts';

export const strongPassword = 'Str0ng!pass';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  opportunitiesOptIn: boolean;
}

/** A valid sign-up body for an address no other test uses. */
export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: newEmail('grace'),
    password: strongPassword,
    acceptTerms: true,
    opportunitiesOptIn: true,
    ...overrides,
  };
}

/** The origin test apps trust (PORT defaults to 3000), as a page of the app would send. */
export const appOrigin = 'http://127.0.0.1:3000';

/**
 * A client of the API as a browser would be: one address (so per-IP limits of other tests
 * do not interfere), a cookie jar that keeps what the server sets, and our Origin on every
 * request (better-auth refuses cookie-carrying POSTs without one).
 */
export function apiClient(app: FastifyInstance) {
  const ip = newIpAddress();
  const jar = new Map<string, string>();
  const request = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { origin: appOrigin, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    for (const c of response.cookies) {
      if (c.maxAge === 0 || c.value === '') jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return response;
  };
  return {
    ip,
    jar,
    request,
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      request('POST', url, payload ?? {}, headers),
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    put: (url: string, payload: unknown) => request('PUT', url, payload),
    delete: (url: string) => request('DELETE', url),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** The 6-digit codes mailed to `email`, oldest first, read from the dev outbox's `text`. */
export async function mailedCodes(app: FastifyInstance, email: string): Promise<string[]> {
  const mail = await readOutbox(app, email);
  return mail.flatMap((m) => {
    const code = /^(\d{6})$/m.exec(m.text)?.[1];
    return code ? [code] : [];
  });
}

export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const codes = await mailedCodes(app, email);
  const code = codes.at(-1);
  expect(code, `no code mailed to ${email}`).toMatch(/^\d{6}$/);
  return code as string;
}

/** Signs up, verifies with the mailed code and leaves the client signed in. */
export async function signedUpClient(app: FastifyInstance, overrides: Partial<NewAccount> = {}) {
  const client = apiClient(app);
  const account = newAccount(overrides);
  const signUp = await client.post('/api/auth/sign-up/email', account);
  expect(signUp.statusCode, signUp.body).toBe(200);
  const otp = await latestCode(app, account.email);
  const verify = await client.post('/api/auth/email-otp/verify-email', {
    email: account.email,
    otp,
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return { client, account };
}
