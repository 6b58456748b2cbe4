import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type * as Koffi from 'koffi';

/** Gives glibc's free pages back to the system; resolves whether any went. */
export type AllocatorTrim = () => Promise<boolean>;

/**
 * glibc's `malloc_trim(0)`, called through koffi (an FFI with prebuilt binaries, so no
 * compiler at install) and run on libuv's thread pool, as it walks every arena under its
 * lock: the event loop never waits for it. Undefined where the C library has no such
 * function (musl, macOS), whose allocators give pages back by themselves. ADR 023.
 */
export function glibcAllocatorTrim(): AllocatorTrim | undefined {
  let trim: { async: (pad: number, done: (error: unknown, released: number) => void) => void };
  try {
    // Required here, not imported: a platform without koffi's binary still starts.
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
    trim = koffi.load(null).func('int malloc_trim(size_t pad)');
  } catch {
    return undefined;
  }
  return () =>
    new Promise((resolve, reject) => {
      trim.async(0, (error, released) => (error ? reject(error) : resolve(released === 1)));
    });
}

export interface AllocatorTrimmerOptions {
  /** glibc's by default; without one (not glibc) the trimmer does nothing. */
  trim?: AllocatorTrim | undefined;
  /** The process's resident memory in bytes. */
  rss?: () => number;
  everyMs?: number;
  /** Growth over the memory left after the last trim that is worth a trim. */
  growthBytes?: number;
  log?: FastifyBaseLogger;
}

/**
 * glibc keeps the pages freed in a thread's arena for that thread's next allocations, so a
 * server that graded a burst of resumes keeps the burst's memory, and every thread that
 * handled a PDF holds some. Once a second, when resident memory has grown by 8 MB since
 * the last trim, this hands the free pages back; an idle server, whose memory does not
 * grow, is left alone. Returns a function that stops it.
 */
export function startAllocatorTrimmer({
  trim = glibcAllocatorTrim(),
  rss = () => process.memoryUsage.rss(),
  everyMs = 1000,
  growthBytes = 8 * 1024 * 1024,
  log,
}: AllocatorTrimmerOptions = {}): () => void {
  if (!trim) return () => undefined;
  const giveBack = trim;
  let floor = rss();
  let trimming = false;
  const timer = setInterval(() => {
    const now = rss();
    floor = Math.min(floor, now);
    if (trimming || now < floor + growthBytes) return;
    trimming = true;
    giveBack()
      .catch((error: unknown) => log?.warn({ err: error }, 'giving free memory back failed'))
      .finally(() => {
        trimming = false;
        floor = rss();
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
