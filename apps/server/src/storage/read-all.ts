import type { Readable } from 'node:stream';

/** A stored file in memory: resumes are at most 10 MB, and the grader needs all of it. */
export async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
