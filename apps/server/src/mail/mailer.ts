import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRepository } from '../repositories/outbox-repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * A nodemailer transport that keeps mail in the database (the dev outbox of CONTRACT.md),
 * so it survives restarts and every server behind a load balancer sees the same outbox.
 */
function outboxTransport(outbox: OutboxRepository): nodemailer.Transport<{ messageId: string }> {
  return {
    name: 'dev-outbox',
    version: '1',
    send(mail, done) {
      const { subject, text, html } = mail.data;
      Promise.all(
        mail.message.getEnvelope().to.map((address) =>
          outbox.add({
            to: address,
            subject: String(subject ?? ''),
            text: String(text ?? ''),
            html: String(html ?? ''),
          }),
        ),
      ).then(
        () => done(null, { messageId: mail.message.messageId() }),
        (error: unknown) =>
          done(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    },
  };
}

export function createMailer(options: {
  from: string;
  smtpUrl: string | undefined;
  outbox: OutboxRepository | undefined;
}): Mailer {
  let transporter: Transporter;
  if (options.smtpUrl) {
    transporter = nodemailer.createTransport(options.smtpUrl);
  } else if (options.outbox) {
    transporter = nodemailer.createTransport(outboxTransport(options.outbox));
  } else {
    // MAIL_DISABLED (production only, config.ts): messages are built, then dropped.
    transporter = nodemailer.createTransport({ jsonTransport: true });
  }
  return {
    async send(mail) {
      await transporter.sendMail({ from: options.from, ...mail });
    },
    close() {
      transporter.close();
    },
  };
}
