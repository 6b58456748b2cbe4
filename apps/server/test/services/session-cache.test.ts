import { describe, expect, it } from 'vitest';
import { sessionCache } from '../../src/services/session-cache.ts';

const rowOf = (userId: string) => ({
  userId,
  email: `${userId}@example.org`,
  expiresAt: new Date(Date.now() + 60_000),
});

/** A cache on a clock the test moves, listening from the start. */
function listeningCache(options: { maxEntries?: number } = {}) {
  const clock = { now: 0 };
  const cache = sessionCache({ ttlMs: 5_000, now: () => clock.now, ...options });
  cache.enable();
  return { cache, clock };
}

describe('session cache', () => {
  it('serves a kept session for its time to live, then reads again', () => {
    const { cache, clock } = listeningCache();
    cache.keep('t1', rowOf('u1'), cache.mark());
    clock.now = 4_999;
    expect(cache.read('t1')?.userId).toBe('u1');
    clock.now = 5_000;
    expect(cache.read('t1')).toBeUndefined();
  });

  it("drops every session of a user whose change is announced, and only that user's", () => {
    const { cache } = listeningCache();
    cache.keep('a1', rowOf('a'), cache.mark());
    cache.keep('a2', rowOf('a'), cache.mark());
    cache.keep('b1', rowOf('b'), cache.mark());
    cache.forgetUser('a');
    expect(cache.read('a1')).toBeUndefined();
    expect(cache.read('a2')).toBeUndefined();
    expect(cache.read('b1')?.userId).toBe('b');
  });

  it('never keeps a read that began before a change was announced', () => {
    const { cache } = listeningCache();
    const mark = cache.mark();
    // The database answered with the session, then announced its deletion.
    cache.forgetUser('someone else entirely');
    cache.keep('t1', rowOf('u1'), mark);
    expect(cache.read('t1')).toBeUndefined();
  });

  it('keeps nothing while announcements are not heard, and forgets all when they stop', () => {
    const { cache } = listeningCache();
    cache.keep('t1', rowOf('u1'), cache.mark());
    cache.disable();
    expect(cache.read('t1')).toBeUndefined();
    cache.keep('t2', rowOf('u2'), cache.mark());
    expect(cache.read('t2')).toBeUndefined();
    cache.enable();
    cache.keep('t2', rowOf('u2'), cache.mark());
    expect(cache.read('t2')?.userId).toBe('u2');
  });

  it('forgets the user of a token it holds, and ignores a token it does not', () => {
    const { cache } = listeningCache();
    cache.keep('a1', rowOf('a'), cache.mark());
    cache.keep('a2', rowOf('a'), cache.mark());
    cache.forgetOwnerOf('unknown');
    expect(cache.read('a1')?.userId).toBe('a');
    cache.forgetOwnerOf('a1');
    expect(cache.read('a2')).toBeUndefined();
  });

  it('holds at most its bound, dropping the oldest first', () => {
    const { cache } = listeningCache({ maxEntries: 2 });
    for (const token of ['t1', 't2', 't3']) cache.keep(token, rowOf(token), cache.mark());
    expect(cache.read('t1')).toBeUndefined();
    expect(cache.read('t2')?.userId).toBe('t2');
    expect(cache.read('t3')?.userId).toBe('t3');
    // A dropped user's index goes with it: forgetting t1's user leaves the others.
    cache.forgetUser('t1');
    expect(cache.read('t2')?.userId).toBe('t2');
  });
});
