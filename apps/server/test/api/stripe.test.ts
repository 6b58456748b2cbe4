import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClient, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';

const webhookSecret = 'whsec_test_secret_for_resumegrader';
const signer = new Stripe('sk_test_signer');

/**
 * A stand-in for Stripe's API on a local port: it answers the one call we make (create a
 * Checkout Session) the way Stripe does, and keeps what the SDK sent for the assertions.
 */
function stripeStandIn() {
  const created: URLSearchParams[] = [];
  const readBody = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    return body;
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const params = new URLSearchParams(body);
        created.push(params);
        const id = `cs_test_${created.length}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.com/c/pay/${id}`,
            client_reference_id: params.get('client_reference_id'),
            metadata: { checkoutId: params.get('metadata[checkoutId]') },
            payment_status: 'unpaid',
          }),
        );
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'nope' } }));
    })();
  });
  return { server, created };
}

function sessionEvent(
  type: string,
  checkoutId: string,
  paymentStatus: 'paid' | 'unpaid' = 'paid',
): string {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: {
      object: {
        id: 'cs_test_x',
        object: 'checkout.session',
        client_reference_id: checkoutId,
        metadata: { checkoutId },
        payment_status: paymentStatus,
      },
    },
  });
}

describeEachDatabase('billing with Stripe: Checkout and signed webhooks', (getDb) => {
  const standIn = stripeStandIn();
  let app: FastifyInstance;
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    app = await buildTestApp(getDb(), {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_resumegrader',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  const creditsOf = async (client: ApiClient) =>
    (await client.get('/api/get-user')).json<{ credits: number }>().credits;
  const deliver = (payload: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const signed = (payload: string, timestamp?: number) =>
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      ...(timestamp ? { timestamp } : {}),
    });

  /** Subscribes through our API; returns our checkout id as Stripe was told it. */
  async function startCheckout(client: ApiClient, numberOfCredits: number): Promise<string> {
    const response = await client.post('/api/subscribe', { numberOfCredits });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(
      /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/,
    );
    const sent = standIn.created.at(-1);
    return sent?.get('client_reference_id') ?? 'none';
  }

  it('creates a Checkout Session for the plan and grants only on the signed webhook', async () => {
    const { client, account } = await signedUpClient(app);
    const checkoutId = await startCheckout(client, 10);
    const sent = standIn.created.at(-1);
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1499',
      'metadata[checkoutId]': checkoutId,
      customer_email: account.email,
      success_url: expect.stringMatching(/\/account\?checkout=success$/),
      cancel_url: expect.stringMatching(/\/pricing\?checkout=cancelled$/),
    });
    // The browser's return grants nothing; the test checkout does not exist with Stripe.
    expect(await creditsOf(client)).toBe(1);
    expectApiError(await client.get(`/api/checkout/test/${checkoutId}`), 404, 'NotFound');

    const payload = sessionEvent('checkout.session.completed', checkoutId);
    const response = await deliver(payload, signed(payload));
    expect(response.statusCode, response.body).toBe(200);
    expect(await creditsOf(client)).toBe(11);
    // Stripe retries and replays: the same event again grants nothing.
    expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
    expect(await creditsOf(client)).toBe(11);
    expect((await client.get('/api/purchases')).json()).toMatchObject({
      items: [{ plan: 'standard', credits: 10, amountCents: 1499 }],
    });
  });

  it('refuses a bad or stale signature with 400 and grants nothing', async () => {
    const { client } = await signedUpClient(app);
    const checkoutId = await startCheckout(client, 5);
    const payload = sessionEvent('checkout.session.completed', checkoutId);
    const forged = new Stripe('sk_test_other').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_not_ours',
    });
    expectApiError(await deliver(payload, forged), 400, 'InvalidSignature');
    expectApiError(await deliver(payload, 'garbage'), 400, 'InvalidSignature');
    // Signed for another body.
    expectApiError(
      await deliver(payload.replace('"paid"', '"PAID"'), signed(payload)),
      400,
      'InvalidSignature',
    );
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expectApiError(await deliver(payload, signed(payload, tenMinutesAgo)), 400, 'InvalidSignature');
    expectApiError(
      await app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload }),
      400,
      'InvalidSignature',
    );
    expect(await creditsOf(client)).toBe(1);
  });

  it('grants once when 50 deliveries of the completion arrive together', async () => {
    const { client } = await signedUpClient(app);
    const checkoutId = await startCheckout(client, 20);
    const payload = sessionEvent('checkout.session.completed', checkoutId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => deliver(payload, signed(payload))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(await creditsOf(client)).toBe(21);
  });

  it('waits for a delayed payment, and an expired session can no longer grant', async () => {
    const { client } = await signedUpClient(app);
    const delayed = await startCheckout(client, 5);
    const unpaid = sessionEvent('checkout.session.completed', delayed, 'unpaid');
    expect((await deliver(unpaid, signed(unpaid))).statusCode).toBe(200);
    expect(await creditsOf(client)).toBe(1);
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', delayed);
    expect((await deliver(succeeded, signed(succeeded))).statusCode).toBe(200);
    expect(await creditsOf(client)).toBe(6);

    const abandoned = await startCheckout(client, 5);
    const expired = sessionEvent('checkout.session.expired', abandoned, 'unpaid');
    expect((await deliver(expired, signed(expired))).statusCode).toBe(200);
    const late = sessionEvent('checkout.session.completed', abandoned);
    expect((await deliver(late, signed(late))).statusCode).toBe(200);
    expect(await creditsOf(client)).toBe(6);
    // Events we do not handle, and unknown checkouts, are acknowledged and change nothing.
    const other = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    expect((await deliver(other, signed(other))).statusCode).toBe(200);
    const unknown = sessionEvent('checkout.session.completed', 'not-a-checkout');
    expect((await deliver(unknown, signed(unknown))).statusCode).toBe(200);
    expect(await creditsOf(client)).toBe(6);
  });
});
