import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { glibcAllocatorTrim, startAllocatorTrimmer } from './allocator-trim.ts';

const mb = 1024 * 1024;

describe('glibcAllocatorTrim', () => {
  it('gives back the pages glibc kept after a burst of freed buffers', async () => {
    const onGlibc = Boolean(
      (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header
        .glibcVersionRuntime,
    );
    const trim = glibcAllocatorTrim();
    expect(Boolean(trim)).toBe(onGlibc);
    if (!trim) return;
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const rss = () => process.memoryUsage.rss();

    // 192 MB of 16 KB buffers (malloc'd, below glibc's mmap threshold); the last ones stay,
    // so the freed memory lies below live blocks, where glibc never trims by itself.
    let buffers: Buffer[] = Array.from({ length: 12_288 }, (_, i) => Buffer.alloc(16_384, i));
    const peak = rss();
    const kept = buffers.slice(-256);
    buffers = [];
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
    gc();
    const afterFree = rss();
    expect(peak - afterFree).toBeLessThan(64 * mb);

    await expect(trim()).resolves.toBe(true);
    expect(afterFree - rss()).toBeGreaterThan(120 * mb);
    expect(kept[255]?.[0]).toBe(12_287 % 256);
  });
});

describe('startAllocatorTrimmer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('trims once memory has grown by 8 MB since the last trim, never while idle', async () => {
    vi.useFakeTimers();
    let resident = 500 * mb;
    const trim = vi.fn(async () => {
      resident -= 30 * mb;
      return true;
    });
    const stop = startAllocatorTrimmer({ trim, rss: () => resident });

    await vi.advanceTimersByTimeAsync(10_000);
    resident += 7 * mb;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(trim).not.toHaveBeenCalled();

    resident += 60 * mb;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(trim).toHaveBeenCalledTimes(1);
    // What the trim could not give back (live memory) is the new floor: no trim per second.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(trim).toHaveBeenCalledTimes(1);

    resident += 8 * mb;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(trim).toHaveBeenCalledTimes(2);
    stop();
    resident += 100 * mb;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(trim).toHaveBeenCalledTimes(2);
  });

  it('waits for a trim in progress before it starts another', async () => {
    vi.useFakeTimers();
    let resident = 500 * mb;
    let finish: () => void = () => undefined;
    const trim = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = () => resolve(true);
        }),
    );
    const stop = startAllocatorTrimmer({ trim, rss: () => resident });
    resident += 50 * mb;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(trim).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(trim).toHaveBeenCalledTimes(1);
    resident += 50 * mb;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(trim).toHaveBeenCalledTimes(2);
    stop();
  });
});
