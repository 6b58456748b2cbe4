import type { ContactUs } from '@resumegrader/contract/contact';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { Mail, Mailer } from '../../src/mail/mailer.ts';
import { buildProductionTestApp, buildTestApp, expectApiError } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newContactMessage, newEmail, newIpAddress } from '../support/factories.ts';
import { readOutbox } from '../support/outbox.ts';

const successBody = { message: 'email sent successfully' };

const postContact = (
  app: FastifyInstance,
  payload: ContactUs | Record<string, unknown>,
  remoteAddress = newIpAddress(),
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/contact-us', payload, remoteAddress, headers });

const storedMessages = (db: Db, email: string) =>
  db.selectFrom('contactMessages').selectAll().where('email', '=', email).execute();

/** A mailer that records what it sends and fails for the addresses it is told to. */
function recordingMailer(failFor: string[] = []) {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      if (failFor.includes(mail.to)) throw new Error(`550 mailbox unavailable: ${mail.to}`);
      sent.push(mail);
    },
    close() {},
  };
  return { mailer, sent };
}

describeEachDatabase('contact form: POST /api/contact-us and the dev outbox', (getDb) => {
  const teamAddress = newEmail('team');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { env: { CONTACT_TEAM_EMAIL: teamAddress } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores the message, mails the team and confirms to the sender', async () => {
    const message = newContactMessage();
    const ip = newIpAddress();

    const response = await postContact(app, message, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(successBody);

    const [stored, ...more] = await storedMessages(getDb(), message.email);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      feedback: message.feedback,
      ipAddress: ip,
    });

    const [team] = (await readOutbox(app, teamAddress)).filter((m) =>
      m.text.includes(message.email),
    );
    expect(team).toEqual({
      to: teamAddress,
      subject: `Contact form: ${message.firstName} ${message.lastName}`,
      text: expect.stringContaining(message.feedback),
      html: expect.stringContaining(message.feedback),
      sentAt: expect.any(String),
    });

    const confirmations = await readOutbox(app, message.email);
    expect(confirmations).toEqual([
      {
        to: message.email,
        subject: 'We received your message',
        text: expect.stringMatching(/^Hello,\n\nThank you for contacting ResumeGrader/),
        html: expect.stringContaining('We received your message'),
        sentAt: expect.any(String),
      },
    ]);
    // A fixed acknowledgement: nothing the sender typed goes to the address they typed.
    for (const part of [message.feedback, message.firstName, message.lastName]) {
      expect(confirmations[0]?.text).not.toContain(part);
      expect(confirmations[0]?.html).not.toContain(part);
    }
    // The team hears of it first, and the outbox shows real times.
    const [teamAt, confirmedAt] = [team?.sentAt, confirmations[0]?.sentAt].map((t) =>
      Date.parse(String(t)),
    );
    expect(new Date(String(team?.sentAt)).toISOString()).toBe(team?.sentAt);
    expect(teamAt).toBeLessThanOrEqual(confirmedAt ?? NaN);
    expect(Math.abs(Date.now() - (teamAt ?? 0))).toBeLessThan(60_000);
  });

  it('lists outbox mail oldest first, matching the address in any case', async () => {
    const email = newEmail('Repeat.Sender');
    const first = newContactMessage({ email, feedback: 'The first of two messages.' });
    const second = newContactMessage({ email, feedback: 'The second of two messages.' });
    expect((await postContact(app, first)).statusCode).toBe(200);
    expect((await postContact(app, second)).statusCode).toBe(200);

    const outbox = await readOutbox(app, email.toUpperCase());
    expect(outbox.map((m) => m.subject)).toEqual([
      'We received your message',
      'We received your message',
    ]);
    const times = outbox.map((m) => Date.parse(m.sentAt));
    expect(times[0]).toBeLessThanOrEqual(times[1] ?? NaN);
    const teamMails = (await readOutbox(app, teamAddress)).filter((m) => m.text.includes(email));
    expect(teamMails.map((m) => (m.text.includes('first') ? 'first' : 'second'))).toEqual([
      'first',
      'second',
    ]);
  });

  it("escapes what the sender wrote in the team's HTML mail, and quotes none of it back", async () => {
    const message = newContactMessage({
      firstName: '<b>Eve</b>',
      feedback: 'Look: <img src=x onerror=alert(1)> & "quotes"',
    });
    expect((await postContact(app, message)).statusCode).toBe(200);
    const [team] = (await readOutbox(app, teamAddress)).filter((m) =>
      m.text.includes(message.email),
    );
    expect(team?.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(team?.html).not.toContain('<img');
    expect(team?.html).not.toContain('<b>Eve</b>');
    const [confirmation] = await readOutbox(app, message.email);
    expect(`${confirmation?.text}${confirmation?.html}`).not.toMatch(/Eve|img|quotes/);
  });

  it('answers a filled honeypot as usual but stores and sends nothing', async () => {
    const message = newContactMessage({ website: 'https://cheap-pills.example' });
    const response = await postContact(app, message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(successBody);

    expect(await storedMessages(getDb(), message.email)).toEqual([]);
    expect(await readOutbox(app, message.email)).toEqual([]);
    const teamMails = await readOutbox(app, teamAddress);
    expect(teamMails.filter((m) => m.text.includes(message.email))).toEqual([]);
  });

  it.each([
    ['firstName', { firstName: 'x'.repeat(101) }, 'Please keep this under 100 characters'],
    ['lastName', { lastName: 'x'.repeat(101) }, 'Please keep this under 100 characters'],
    ['email', { email: `${'x'.repeat(250)}@example.com` }, 'Please keep this under 254 characters'],
    ['feedback', { feedback: 'x'.repeat(5001) }, 'Please keep this under 5000 characters'],
  ])('refuses a %s over its length cap', async (field, overrides, fieldMessage) => {
    const message = newContactMessage(overrides);
    const error = expectApiError(await postContact(app, message), 400, 'ValidationFailed');
    expect(error.fields).toEqual({ [field]: fieldMessage });
    expect(await storedMessages(getDb(), message.email)).toEqual([]);
  });

  it('accepts fields exactly at their caps', async () => {
    const message = newContactMessage({
      firstName: 'x'.repeat(100),
      feedback: 'x'.repeat(5000),
    });
    expect((await postContact(app, message)).statusCode).toBe(200);
    expect(await storedMessages(getDb(), message.email)).toHaveLength(1);
  });

  it('limits each IP address to CONTACT_RATE_LIMIT messages per window', async () => {
    const limited = await buildTestApp(getDb(), {
      env: { CONTACT_TEAM_EMAIL: teamAddress, CONTACT_RATE_LIMIT: '2' },
    });
    try {
      const ip = newIpAddress();
      const email = newEmail('eager');
      for (let i = 0; i < 2; i++) {
        const response = await postContact(limited, newContactMessage({ email }), ip);
        expect(response.statusCode).toBe(200);
      }

      const refused = await postContact(limited, newContactMessage({ email }), ip);
      const error = expectApiError(refused, 429, 'TooManyRequests');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(3590);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(error.message).toBe('Too many requests. Please try again in 60 minutes.');
      expect(await storedMessages(getDb(), email)).toHaveLength(2);

      const otherIp = await postContact(limited, newContactMessage({ email }), newIpAddress());
      expect(otherIp.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts the client address, not X-Forwarded-For, unless TRUST_PROXY is set', async () => {
    const spoofed = newContactMessage();
    const ip = newIpAddress();
    await postContact(app, spoofed, ip, { 'x-forwarded-for': '203.0.113.7' });
    expect((await storedMessages(getDb(), spoofed.email))[0]?.ipAddress).toBe(ip);

    // The proxy at 127.0.0.1 is believed about the address it appended, and only it.
    const behindProxy = await buildTestApp(getDb(), { env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const forwarded = newContactMessage();
      const client = newIpAddress();
      await postContact(behindProxy, forwarded, '127.0.0.1', {
        'x-forwarded-for': `203.0.113.7, ${client}`,
      });
      expect((await storedMessages(getDb(), forwarded.email))[0]?.ipAddress).toBe(client);
      const direct = newContactMessage();
      const stranger = newIpAddress();
      await postContact(behindProxy, direct, stranger, { 'x-forwarded-for': '203.0.113.7' });
      expect((await storedMessages(getDb(), direct.email))[0]?.ipAddress).toBe(stranger);
    } finally {
      await behindProxy.close();
    }
  });

  describe('when mail fails', () => {
    it('answers 503 and keeps no message the team did not get', async () => {
      const { mailer, sent } = recordingMailer([teamAddress]);
      const failing = await buildTestApp(getDb(), {
        env: { CONTACT_TEAM_EMAIL: teamAddress },
        mailer,
      });
      try {
        const message = newContactMessage();
        const response = await postContact(failing, message);
        const error = expectApiError(response, 503, 'ServiceUnavailable');
        expect(error.message).toBe(
          'We could not send your message right now. Please try again in a few minutes.',
        );
        expect(response.body).not.toContain('mailbox unavailable');
        expect(await storedMessages(getDb(), message.email)).toEqual([]);
        // No confirmation for a message that was not delivered.
        expect(sent).toEqual([]);
      } finally {
        await failing.close();
      }
    });

    it('lets the sender retry without leaving a duplicate', async () => {
      const message = newContactMessage();
      const ip = newIpAddress();
      const down = recordingMailer([teamAddress]);
      const failing = await buildTestApp(getDb(), {
        env: { CONTACT_TEAM_EMAIL: teamAddress },
        mailer: down.mailer,
      });
      await postContact(failing, message, ip).finally(() => failing.close());

      const up = recordingMailer();
      const working = await buildTestApp(getDb(), {
        env: { CONTACT_TEAM_EMAIL: teamAddress },
        mailer: up.mailer,
      });
      try {
        expect((await postContact(working, message, ip)).statusCode).toBe(200);
        expect(await storedMessages(getDb(), message.email)).toHaveLength(1);
        expect(up.sent.map((m) => m.to)).toEqual([teamAddress, message.email]);
      } finally {
        await working.close();
      }
    });

    it('still succeeds when only the confirmation to the sender fails', async () => {
      const message = newContactMessage();
      const { mailer, sent } = recordingMailer([message.email]);
      const flaky = await buildTestApp(getDb(), {
        env: { CONTACT_TEAM_EMAIL: teamAddress },
        mailer,
      });
      try {
        const response = await postContact(flaky, message);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(successBody);
        expect(await storedMessages(getDb(), message.email)).toHaveLength(1);
        expect(sent.map((m) => [m.to, m.replyTo])).toEqual([[teamAddress, message.email]]);
      } finally {
        await flaky.close();
      }
    });
  });

  describe('GET /api/dev/outbox', () => {
    it('does not exist when mail goes over SMTP', async () => {
      const app = await buildTestApp(getDb(), { env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
      try {
        const response = await app.inject({
          method: 'GET',
          url: '/api/dev/outbox?to=a@example.com',
        });
        expectApiError(response, 404, 'NotFound');
      } finally {
        await app.close();
      }
    });

    it('is never served in production: anyone could read any reset code', async () => {
      const app = await buildProductionTestApp(getDb());
      try {
        for (const url of ['/api/dev/outbox?to=a@example.com', '/api/dev/outbox']) {
          expectApiError(await app.inject({ method: 'GET', url }), 404, 'NotFound');
        }
      } finally {
        await app.close();
      }
    });
  });
});
