import { companySizes, industries, jobTitles } from '@resumegrader/contract/profile-options';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { apiClient, mailedCodes, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';

describeEachDatabase(
  'accounts: GET /api/get-user, PUT /api/update-user, DELETE /api/delete-user',
  (getDb) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(getDb());
    });
    afterAll(async () => {
      await app?.close();
    });

    it('answers 401 Unauthorized on every protected route without a session', async () => {
      const client = apiClient(app);
      expectApiError(await client.get('/api/get-user'), 401, 'Unauthorized');
      expectApiError(await client.put('/api/update-user', { firstName: 'X' }), 401, 'Unauthorized');
      expectApiError(await client.delete('/api/delete-user'), 401, 'Unauthorized');
      // Before any check of the input: a signed-out caller learns nothing about it.
      expectApiError(await client.put('/api/update-user', { credits: 99 }), 401, 'Unauthorized');
      expectApiError(await client.get('/api/resumes?limit=999'), 401, 'Unauthorized');
      expectApiError(await client.post('/api/resume/not-a-uuid/grade'), 401, 'Unauthorized');
      expectApiError(
        await client.post('/api/auth/change-password', {
          currentPassword: 'Str0ng!pass',
          newPassword: 'N3w!Password',
        }),
        401,
        'Unauthorized',
      );
      const forged = await app.inject({
        method: 'GET',
        url: '/api/get-user',
        headers: { authorization: 'Bearer not-a-token', cookie: 'rg.session_token=forged.value' },
      });
      expectApiError(forged, 401, 'Unauthorized');
    });

    it('updates the profile fields from the fixed lists', async () => {
      const { client, account } = await signedUpClient(app);
      const changes = {
        firstName: 'Amazing',
        lastName: 'Grace',
        industry: industries[3],
        jobTitle: jobTitles[0],
        companySize: companySizes[0],
      };
      const response = await client.put('/api/update-user', changes);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        ...changes,
        email: account.email,
        credits: 1,
        subscription: 'free',
      });
      expect((await client.get('/api/get-user')).json()).toMatchObject(changes);

      const partial = await client.put('/api/update-user', { companySize: '10,001+ employees' });
      expect(partial.json()).toMatchObject({ ...changes, companySize: '10,001+ employees' });
    });

    it('refuses credits, subscription, unknown keys, empty values and values off the lists', async () => {
      const { client } = await signedUpClient(app);
      for (const body of [
        { credits: 100 },
        { firstName: 'Ok', subscription: 'premium' },
        { email: 'other@example.com' },
        { nickname: 'x' },
        { firstName: '' },
        { industry: 'Piracy' },
        { jobTitle: 'Emperor' },
        { companySize: '3 people' },
        {},
      ]) {
        const response = await client.put('/api/update-user', body);
        expectApiError(response, 400, 'ValidationFailed');
      }
      expect((await client.get('/api/get-user')).json()).toMatchObject({
        credits: 1,
        subscription: 'free',
        industry: null,
      });
    });

    it('deletes the account with its sessions; signing in then finds no account', async () => {
      const { client, account } = await signedUpClient(app);
      const other = await signedUpClient(app);
      const bearerClient = apiClient(app);
      const signIn = await bearerClient.post('/api/auth/sign-in/email', {
        email: account.email,
        password: account.password,
      });
      const token = String(signIn.headers['set-auth-token']);
      const { id } = await getDb()
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();

      const deleted = await client.delete('/api/delete-user');
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ message: 'Your account has been successfully deleted' });
      expect(client.jar.size).toBe(0); // cookies cleared

      expectApiError(await client.get('/api/get-user'), 401, 'Unauthorized');
      const withToken = await app.inject({
        method: 'GET',
        url: '/api/get-user',
        headers: { authorization: `Bearer ${token}` },
      });
      expectApiError(withToken, 401, 'Unauthorized');
      const again = await apiClient(app).post('/api/auth/sign-in/email', {
        email: account.email,
        password: account.password,
      });
      expectApiError(again, 404, 'UserNotFound');

      const db = getDb();
      const left = await Promise.all([
        db.selectFrom('users').select('id').where('email', '=', account.email).execute(),
        db.selectFrom('sessions').select('id').where('userId', '=', id).execute(),
        db.selectFrom('accounts').select('id').where('userId', '=', id).execute(),
        db
          .selectFrom('verifications')
          .select('id')
          .where('identifier', 'like', `%${account.email}`)
          .execute(),
        // The dev outbox's copies of the account's mails (its sign-up code) go too.
        db
          .selectFrom('outboxMessages')
          .select('seq')
          .where(sql<string>`lower(to_address)`, '=', account.email.toLowerCase())
          .execute(),
      ]);
      expect(left).toEqual([[], [], [], [], []]);
      // Nobody else is touched.
      expect((await other.client.get('/api/get-user')).statusCode).toBe(200);
      expect(await mailedCodes(app, other.account.email)).not.toEqual([]);
    });
  },
);
