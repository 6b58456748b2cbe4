import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { type ApiClient, apiClient, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';

const day = 24 * 60 * 60 * 1000;

/** The one session of the client's user, as the database holds it. */
async function sessionOf(db: Db, email: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.token', 'sessions.expiresAt', 'sessions.updatedAt'])
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
}

/** The session cookie of a client's jar, as a Cookie header. */
const cookieOf = (client: ApiClient) =>
  [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');

describeEachDatabase('sessions: one read per signed-in request', (getDb) => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    // A second server on the same database, as behind a load balancer.
    other = await buildTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
  });

  // A server that has read a session keeps it for a few seconds (ADR 016): a refusal after
  // a change made elsewhere comes with the database's announcement, well inside that time.
  const refusedWithinASecond = (server: FastifyInstance, cookie: string) =>
    vi.waitFor(
      async () => {
        const response = await server.inject({
          method: 'GET',
          url: '/api/purchases',
          headers: { cookie },
        });
        expectApiError(response, 401, 'Unauthorized');
      },
      { timeout: 1_000 },
    );

  it('serves a signed-in read without writing the session or sending a cookie', async () => {
    const { client, account } = await signedUpClient(app);
    const before = await sessionOf(getDb(), account.email);
    const response = await client.get('/api/get-user');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionOf(getDb(), account.email)).toEqual(before);
  });

  it('extends a session once it is a day old, with a new cookie, as better-auth does', async () => {
    const { client, account } = await signedUpClient(app);
    const { token } = await sessionOf(getDb(), account.email);
    // Issued a little over a day ago: 7-day sessions are extended after a day.
    const issued = Date.now() - day - 60_000;
    await getDb()
      .updateTable('sessions')
      .set({ expiresAt: new Date(issued + 7 * day) })
      .where('token', '=', token)
      .execute();
    const response = await client.get('/api/resumes');
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/rg\.session_token=/);
    const { expiresAt } = await sessionOf(getDb(), account.email);
    expect(expiresAt.valueOf()).toBeGreaterThan(Date.now() + 7 * day - 60_000);
  });

  it('refuses a forged cookie, a bare token that is no session and an expired session', async () => {
    const { client, account } = await signedUpClient(app);
    const cookie = cookieOf(client);
    const forged = cookie.replace(
      /session_token=(.)/,
      (_, c: string) => `session_token=${c === 'a' ? 'b' : 'a'}`,
    );
    const headers = (extra: Record<string, string>) => ({
      method: 'GET' as const,
      url: '/api/get-user',
      headers: extra,
    });
    expectApiError(await app.inject(headers({ cookie: forged })), 401, 'Unauthorized');
    expectApiError(
      await app.inject(headers({ authorization: 'Bearer nosuchsessiontoken0123456789ab' })),
      401,
      'Unauthorized',
    );
    expectApiError(
      await app.inject(headers({ authorization: 'Bearer a\u0000b' })),
      401,
      'Unauthorized',
    );
    const { token } = await sessionOf(getDb(), account.email);
    await getDb()
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('token', '=', token)
      .execute();
    await refusedWithinASecond(app, cookie);
  });

  it('ends a session on every server: sign-out on one, refused on the other', async () => {
    const { client } = await signedUpClient(app);
    const cookie = cookieOf(client);
    const onOther = () =>
      other.inject({ method: 'GET', url: '/api/purchases', headers: { cookie } });
    expect((await onOther()).statusCode).toBe(200);
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    // The server that signed it out refuses it at once.
    expectApiError(await client.get('/api/purchases'), 401, 'Unauthorized');
    await refusedWithinASecond(other, cookie);
  });

  it('ends sessions changed in the database itself on every server that read them', async () => {
    const { client, account } = await signedUpClient(app);
    const cookie = cookieOf(client);
    for (const server of [app, other]) {
      const response = await server.inject({
        method: 'GET',
        url: '/api/purchases',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
    }
    // As a sweep, an administrator or another service would: no request of ours involved.
    const { token } = await sessionOf(getDb(), account.email);
    await getDb().deleteFrom('sessions').where('token', '=', token).execute();
    await refusedWithinASecond(app, cookie);
    await refusedWithinASecond(other, cookie);
  });

  it('lets visitors through routes open to them and keeps signed-in routes closed', async () => {
    const visitor = apiClient(app);
    const upload = await visitor.post('/api/resume/public-request-upload', {
      fileName: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expectApiError(await visitor.get('/api/resumes'), 401, 'Unauthorized');
  });
});
