import type { Readable } from 'node:stream';

export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`stored file is larger than ${maxBytes} bytes`);
    this.name = 'TooLargeError';
  }
}

/**
 * A stored file in memory, at most `maxBytes` of it: the grader needs all of a resume, and
 * an object replaced after its checks (a presigned URL is valid for minutes) must not be
 * able to fill the server's memory.
 */
export async function readAll(stream: Readable, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Uint8Array).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new TooLargeError(maxBytes);
    }
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
