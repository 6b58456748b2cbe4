import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeFrom: string | undefined;
  envelopeTo: string[];
  headers: Map<string, string>;
  /** The decoded text/plain part. */
  text: string;
}

/**
 * A real SMTP server on a random local port that keeps what it receives. Plain SMTP, no
 * TLS or AUTH, as on a local relay. Recipients in `reject` are refused with a 550.
 */
export async function startSmtpPeer(options: { reject?: string[] } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject?.includes(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decode(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Just enough MIME to find the text/plain part of what nodemailer sends. */
function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) {
    return { headers, text: decode(body, headers.get('content-transfer-encoding')) };
  }
  for (const part of body.split(`--${boundary}`)) {
    const section = splitHeaders(part.replace(/^\r\n/, ''));
    if (section.headers.get('content-type')?.startsWith('text/plain')) {
      const content = section.body.replace(/\r\n$/, '');
      const text = decode(content, section.headers.get('content-transfer-encoding'));
      return { headers, text: text.replace(/\r\n/g, '\n') };
    }
  }
  throw new Error(`No text/plain part in:\n${raw}`);
}
