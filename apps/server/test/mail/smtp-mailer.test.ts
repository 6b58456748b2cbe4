import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { useTestDatabase } from '../support/databases.ts';
import { newContactMessage, newEmail, newIpAddress } from '../support/factories.ts';
import { startSmtpPeer } from '../support/smtp-peer.ts';

describe('mail over SMTP', () => {
  const getDb = useTestDatabase('pglite');
  const teamAddress = newEmail('team');
  const unreachableTeam = newEmail('gone');
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer({ reject: [unreachableTeam] });
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('delivers the team mail and the confirmation to the SMTP server', async () => {
    const app = await buildTestApp(getDb(), {
      env: {
        SMTP_URL: peer.url,
        MAIL_FROM: 'ResumeGrader <hello@resumegrader.test>',
        CONTACT_TEAM_EMAIL: teamAddress,
      },
    });
    try {
      const message = newContactMessage({
        feedback: 'Line one of my message.\n\nAnd a second paragraph, with "quotes" = fine.',
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact-us',
        payload: message,
        remoteAddress: newIpAddress(),
      });
      expect(response.statusCode, response.body).toBe(200);

      const mails = peer.received.filter((m) =>
        m.envelopeTo.some((to) => to === teamAddress || to === message.email),
      );
      expect(mails.map((m) => m.envelopeTo)).toEqual([[teamAddress], [message.email]]);
      const [team, confirmation] = mails;

      expect(team?.envelopeFrom).toBe('hello@resumegrader.test');
      expect(team?.headers.get('from')).toBe('ResumeGrader <hello@resumegrader.test>');
      expect(team?.headers.get('to')).toBe(teamAddress);
      expect(team?.headers.get('reply-to')).toBe(message.email);
      expect(team?.headers.get('subject')).toBe(
        `Contact form: ${message.firstName} ${message.lastName}`,
      );
      expect(team?.text).toContain(`Email: ${message.email}`);
      expect(team?.text).toContain(message.feedback);

      expect(confirmation?.headers.get('to')).toBe(message.email);
      expect(confirmation?.headers.get('subject')).toBe('We received your message');
      expect(confirmation?.text).toMatch(/^Hello,\n/);
      expect(confirmation?.text).not.toContain(message.feedback);

      // Mail that went out over SMTP is not also kept in the dev outbox.
      const kept = await getDb()
        .selectFrom('outboxMessages')
        .select('id')
        .where('toAddress', 'in', [teamAddress, message.email])
        .execute();
      expect(kept).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('answers 503 and keeps nothing when the SMTP server refuses the team mail', async () => {
    const app = await buildTestApp(getDb(), {
      env: { SMTP_URL: peer.url, CONTACT_TEAM_EMAIL: unreachableTeam },
    });
    try {
      const message = newContactMessage();
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact-us',
        payload: message,
        remoteAddress: newIpAddress(),
      });
      expectApiError(response, 503, 'ServiceUnavailable');
      const stored = await getDb()
        .selectFrom('contactMessages')
        .select('id')
        .where('email', '=', message.email)
        .execute();
      expect(stored).toEqual([]);
      expect(peer.received.filter((m) => m.envelopeTo.includes(message.email))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
