import { describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage.ts';

const storage = s3Storage({
  kind: 's3',
  bucket: 'resumes',
  region: 'eu-west-1',
  endpoint: undefined,
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'secret',
  forcePathStyle: false,
});

interface Policy {
  expiration: string;
  conditions: unknown[];
}

describe('the S3 upload policy', () => {
  it('names the exact slot, the PDF type and 1 byte to the cap; S3 enforces each', async () => {
    const before = Date.now();
    const target = await storage.uploadTarget({
      key: 'resumes/0b6a1b0e-5b1a-4d53-9a57-7a2d1c3e4f50.pdf',
      contentType: 'application/pdf',
      maxBytes: 10 * 1024 * 1024,
      expiresSeconds: 300,
      origin: 'https://ignored.example',
    });
    expect(target.method).toBe('POST');
    if (target.method !== 'POST') return;
    expect(target.url).toBe('https://resumes.s3.eu-west-1.amazonaws.com/');
    expect(target.fields).toMatchObject({
      key: 'uploads/0b6a1b0e-5b1a-4d53-9a57-7a2d1c3e4f50.pdf',
      'Content-Type': 'application/pdf',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(target.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);

    const policy = JSON.parse(
      Buffer.from(target.fields['Policy'] ?? '', 'base64').toString('utf8'),
    ) as Policy;
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 10 * 1024 * 1024],
        { key: 'uploads/0b6a1b0e-5b1a-4d53-9a57-7a2d1c3e4f50.pdf' },
        { 'Content-Type': 'application/pdf' },
        { bucket: 'resumes' },
      ]),
    );
    // No condition lets another key or a key prefix through.
    expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
    const expires = Date.parse(policy.expiration) - before;
    expect(expires).toBeGreaterThan(290_000);
    expect(expires).toBeLessThanOrEqual(301_000);
  });
});
