import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { rateLimitRepository } from '../../src/repositories/rate-limit-repository.ts';
import { describeEachDatabase } from '../support/databases.ts';

const newKey = () => `test:${randomBytes(6).toString('hex')}`;

describeEachDatabase('rate-limit repository', (getDb) => {
  const repository = () => rateLimitRepository(getDb());

  it('counts hits per key within one window', async () => {
    const [key, other] = [newKey(), newKey()];
    const first = await repository().hit(key, 60);
    const second = await repository().hit(key, 60);
    const third = await repository().hit(key, 60);
    expect([first.hits, second.hits, third.hits]).toEqual([1, 2, 3]);
    expect(third.windowStartedAt).toBeInstanceOf(Date);
    expect(third.windowStartedAt.getTime()).toBe(first.windowStartedAt.getTime());
    expect((await repository().hit(other, 60)).hits).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => repository().hit(key, 60)));
    // Each request saw a different count: none was lost, none was counted twice.
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await repository().hit(key, 60)).hits).toBe(21);
  });

  // The two tests that wait for a window to pass wait side by side.
  it.concurrent('starts counting again once the window has passed', async ({ expect }) => {
    const key = newKey();
    await repository().hit(key, 1);
    const before = await repository().hit(key, 1);
    expect(before.hits).toBe(2);

    await sleep(1100);
    const after = await repository().hit(key, 1);
    expect(after.hits).toBe(1);
    expect(after.windowStartedAt.getTime()).toBeGreaterThan(before.windowStartedAt.getTime());
    expect((await repository().hit(key, 1)).hits).toBe(2);
  });

  it.concurrent('removes only buckets older than the given age', async ({ expect }) => {
    const [old, fresh] = [newKey(), newKey()];
    await repository().hit(old, 1);
    await sleep(1100);
    await repository().hit(fresh, 1);

    await repository().removeOlderThan(1);
    const keys = await getDb()
      .selectFrom('rateLimitBuckets')
      .select('key')
      .where('key', 'in', [old, fresh])
      .execute();
    expect(keys.map((k) => k.key)).toEqual([fresh]);
  });
});
