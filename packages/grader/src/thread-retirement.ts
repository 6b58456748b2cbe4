/**
 * The threads of a pool that take no more tasks, by thread id (0 is a free slot), in
 * memory the pool's thread shares with its threads. A thread marks itself before it
 * answers, so the pool never hands it another task, not even one that was waiting when the
 * answer came; the pool then ends it, and piscina starts another in its place.
 */
export type RetiringThreads = Int32Array;

/** More than the threads of a pool ever retiring at once. */
const slots = 64;

export const retiringThreads = (): RetiringThreads =>
  new Int32Array(new SharedArrayBuffer(slots * Int32Array.BYTES_PER_ELEMENT));

/** In a pool's thread: marks it. False when every slot is taken: the thread then stays. */
export function markRetiring(retiring: RetiringThreads, threadId: number): boolean {
  for (let i = 0; i < retiring.length; i++) {
    if (Atomics.compareExchange(retiring, i, 0, threadId) === 0) return true;
  }
  return false;
}

export function isRetiring(retiring: RetiringThreads, threadId: number): boolean {
  for (let i = 0; i < retiring.length; i++) {
    if (Atomics.load(retiring, i) === threadId) return true;
  }
  return false;
}

/** In the pool's thread, once the thread has ended: its slot is free again. */
export function forgetRetired(retiring: RetiringThreads, threadId: number): void {
  for (let i = 0; i < retiring.length; i++) Atomics.compareExchange(retiring, i, threadId, 0);
}
