import { billingMessages, type PurchaseList } from '@resumegrader/contract/billing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClient, apiClient, signedUpClient } from '../support/accounts.ts';
import { buildProductionTestApp, buildTestApp, expectApiError } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';

const checkoutIdOf = (url: string) =>
  /\/checkout\/test\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? 'no id in url';

describeEachDatabase('billing: test checkout, ledger, purchases, unsubscribe', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
  });

  const me = async (client: ApiClient) =>
    (await client.get('/api/get-user')).json<{ credits: number; subscription: string }>();
  const ledgerOf = async (email: string) =>
    getDb()
      .selectFrom('creditLedger')
      .innerJoin('users', 'users.id', 'creditLedger.userId')
      .select(['kind', 'delta', 'reference'])
      .where('users.email', '=', email)
      .orderBy('creditLedger.createdAt')
      .execute();
  const subscribe = async (client: ApiClient, numberOfCredits: number) => {
    const response = await client.post('/api/subscribe', { numberOfCredits });
    expect(response.statusCode, response.body).toBe(200);
    return checkoutIdOf(response.json<{ url: string }>().url);
  };

  it('records the sign-up credit in the ledger', async () => {
    const { client, account } = await signedUpClient(app);
    expect((await me(client)).credits).toBe(1);
    expect(await ledgerOf(account.email)).toEqual([
      { kind: 'signup', delta: 1, reference: expect.stringMatching(/^signup:/) },
    ]);
  });

  it('points checkout links at our own address whatever Host a request names', async () => {
    const { client } = await signedUpClient(app);
    const linkFor = async (host: string) =>
      (await client.post('/api/subscribe', { numberOfCredits: 5 }, { host })).json<{
        url: string;
      }>().url;
    // No PUBLIC_URL here: the listen address and localhost are ours, nothing else is.
    expect(new URL(await linkFor('evil.example')).origin).toBe('http://127.0.0.1:3000');
    expect(new URL(await linkFor('localhost:3000')).origin).toBe('http://localhost:3000');
  });

  it('sells a plan through the test checkout: Pay grants once, whatever is replayed', async () => {
    const { client, account } = await signedUpClient(app);
    const response = await client.post('/api/subscribe', { numberOfCredits: 10 });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/[^/]+\/checkout\/test\/[0-9a-f-]{36}$/);
    const id = checkoutIdOf(url);
    expect((await client.get(`/api/checkout/test/${id}`)).json()).toEqual({
      id,
      plan: 'standard',
      planName: 'Standard',
      credits: 10,
      amountCents: 1499,
      state: 'open',
    });
    // Leaving for checkout grants nothing.
    expect((await me(client)).credits).toBe(1);

    const paid = await client.post(`/api/checkout/test/${id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ redirectTo: '/account?checkout=success' });
    expect(await me(client)).toMatchObject({ credits: 11, subscription: 'standard' });

    // A reload, the Back button, a double click: the same answer, no more credits.
    const again = await Promise.all(
      [1, 2, 3].map(() => client.post(`/api/checkout/test/${id}/pay`)),
    );
    for (const a of again) expect(a.json()).toEqual({ redirectTo: '/account?checkout=success' });
    expect((await me(client)).credits).toBe(11);
    expect((await client.get(`/api/checkout/test/${id}`)).json()).toMatchObject({
      state: 'completed',
    });
    expectApiError(await client.post(`/api/checkout/test/${id}/cancel`), 409, 'CheckoutClosed');

    const purchases = (await client.get('/api/purchases')).json<PurchaseList>();
    expect(purchases.items).toEqual([
      {
        id,
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        plan: 'standard',
        planName: 'Standard',
        credits: 10,
        amountCents: 1499,
        currency: 'usd',
      },
    ]);
    expect((await ledgerOf(account.email)).map((r) => [r.kind, r.delta, r.reference])).toEqual([
      ['signup', 1, expect.stringMatching(/^signup:/)],
      ['purchase', 10, `checkout:${id}`],
    ]);
  });

  it('grants once when 50 payments of one checkout arrive together', async () => {
    const { client } = await signedUpClient(app);
    const id = await subscribe(client, 20);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.post(`/api/checkout/test/${id}/pay`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect((await me(client)).credits).toBe(21);
  });

  it('cancels without charging, and a cancelled checkout cannot be paid', async () => {
    const { client } = await signedUpClient(app);
    const id = await subscribe(client, 5);
    const cancelled = await client.post(`/api/checkout/test/${id}/cancel`);
    expect(cancelled.json()).toEqual({ redirectTo: '/pricing?checkout=cancelled' });
    expectApiError(await client.post(`/api/checkout/test/${id}/pay`), 409, 'CheckoutClosed');
    expect(await me(client)).toMatchObject({ credits: 1, subscription: 'free' });
    expect((await client.get('/api/purchases')).json()).toEqual({ items: [] });
  });

  it('refuses other plans, visitors and unknown checkouts', async () => {
    const { client } = await signedUpClient(app);
    for (const body of [{ numberOfCredits: 7 }, { numberOfCredits: '10' }, {}, { plan: 'basic' }]) {
      expectApiError(await client.post('/api/subscribe', body), 400, 'ValidationFailed');
    }
    expectApiError(
      await apiClient(app).post('/api/subscribe', { numberOfCredits: 5 }),
      401,
      'Unauthorized',
    );
    expectApiError(await client.get('/api/checkout/test/nonsense'), 404, 'NotFound');
    expectApiError(
      await client.post('/api/checkout/test/00000000-0000-4000-8000-000000000000/pay'),
      404,
      'NotFound',
    );
    expect((await me(client)).credits).toBe(1);
  });

  it('lets whoever holds the checkout url pay it, crediting only its owner', async () => {
    const { client } = await signedUpClient(app);
    const id = await subscribe(client, 5);
    // A browser without the session (another device, an outside check) opens the url.
    const other = await signedUpClient(app);
    const visitor = apiClient(app);
    expect((await visitor.get(`/api/checkout/test/${id}`)).json()).toMatchObject({
      plan: 'basic',
      state: 'open',
    });
    expect((await visitor.post(`/api/checkout/test/${id}/pay`)).statusCode).toBe(200);
    expect((await me(client)).credits).toBe(6);
    expect((await me(other.client)).credits).toBe(1);
  });

  it('unsubscribes a paid plan back to free, keeping the credits bought', async () => {
    const { client } = await signedUpClient(app);
    expectApiError(await client.delete('/api/unsubscribe'), 409, 'NotSubscribed');
    const id = await subscribe(client, 5);
    await client.post(`/api/checkout/test/${id}/pay`);
    expect(await me(client)).toMatchObject({ credits: 6, subscription: 'basic' });
    const response = await client.delete('/api/unsubscribe');
    expect(response.json()).toEqual({ message: billingMessages.unsubscribed });
    expect(await me(client)).toMatchObject({ credits: 6, subscription: 'free' });
  });

  it('keeps the ledger and purchases of a deleted account, detached from it', async () => {
    const { client, account } = await signedUpClient(app);
    const id = await subscribe(client, 5);
    await client.post(`/api/checkout/test/${id}/pay`);
    const userId = (
      await getDb()
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await client.delete('/api/delete-user')).statusCode).toBe(200);
    const ledger = await getDb()
      .selectFrom('creditLedger')
      .select(['userId', 'delta'])
      .where('reference', 'in', [`signup:${userId}`, `checkout:${id}`])
      .execute();
    expect(ledger).toEqual([
      { userId: null, delta: 1 },
      { userId: null, delta: 5 },
    ]);
    const checkout = await getDb()
      .selectFrom('checkouts')
      .select(['userId', 'state', 'amountCents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(checkout).toEqual({ userId: null, state: 'completed', amountCents: 999 });
  });

  it('has no test checkout in production unless enabled', async () => {
    const production = await buildProductionTestApp(getDb());
    try {
      const { client } = await signedUpClient(production);
      expectApiError(
        await client.post('/api/subscribe', { numberOfCredits: 5 }),
        503,
        'PaymentsUnavailable',
      );
      expectApiError(
        await client.get('/api/checkout/test/00000000-0000-4000-8000-000000000000'),
        404,
        'NotFound',
      );
    } finally {
      await production.close();
    }
  });
});
