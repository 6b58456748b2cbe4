import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a local-storage upload URL (`PUT /api/uploads/:token`): which key may be
 * written, until when and how many bytes, signed with a key derived from AUTH_SECRET.
 * Stateless, so any server behind the balancer accepts a URL another one handed out.
 */
export interface UploadGrant {
  key: string;
  /** Epoch seconds. */
  expiresAt: number;
  maxBytes: number;
}

export type TokenCheck =
  { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

const keyOf = (uuidHex: string) =>
  `resumes/${uuidHex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')}.pdf`;
const keyShape =
  /^resumes\/([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.pdf$/;

/**
 * Token layout: base64url(16-byte resume uuid, uint32 expiry, uint32 max bytes) '.'
 * base64url(HMAC-SHA256 of those 24 bytes): 76 characters, inside the router's 100-character
 * limit for a path parameter.
 */
export function uploadTokenSigner(authSecret: string) {
  // A key of its own, so an upload signature can never pass as a session signature.
  const secret = createHmac('sha256', authSecret).update('resumegrader/local-upload/v1').digest();
  const mac = (payload: Buffer) => createHmac('sha256', secret).update(payload).digest();

  return {
    sign(grant: UploadGrant): string {
      const match = keyShape.exec(grant.key);
      if (!match) throw new Error(`Not an upload key: ${grant.key}`);
      const payload = Buffer.alloc(24);
      Buffer.from(match.slice(1).join(''), 'hex').copy(payload, 0);
      payload.writeUInt32BE(grant.expiresAt, 16);
      payload.writeUInt32BE(grant.maxBytes, 20);
      return `${payload.toString('base64url')}.${mac(payload).toString('base64url')}`;
    },

    verify(token: string, now = Date.now()): TokenCheck {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const payload = Buffer.from(encoded, 'base64url');
      if (payload.length !== 24 || payload.toString('base64url') !== encoded) {
        return { ok: false, reason: 'invalid' };
      }
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      // One spelling per token: base64url's unused low bits must not give a second one.
      if (
        given.length !== expected.length ||
        given.toString('base64url') !== signature ||
        !timingSafeEqual(given, expected)
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const grant: UploadGrant = {
        key: keyOf(payload.subarray(0, 16).toString('hex')),
        expiresAt: payload.readUInt32BE(16),
        maxBytes: payload.readUInt32BE(20),
      };
      if (grant.expiresAt * 1000 <= now) return { ok: false, reason: 'expired' };
      return { ok: true, grant };
    },
  };
}
export type UploadTokenSigner = ReturnType<typeof uploadTokenSigner>;
