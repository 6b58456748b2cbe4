import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { listen } from '../../src/db/notifications.ts';
import { describeEachDatabase } from '../support/databases.ts';

/** A listener's events as a log the test reads. */
function recorder() {
  const heard: string[] = [];
  const states: ('up' | 'down')[] = [];
  return {
    heard,
    states,
    events: {
      message: (payload: string) => heard.push(payload),
      up: () => states.push('up'),
      down: () => states.push('down'),
    },
  };
}

describeEachDatabase('database notifications', (getDb, kind) => {
  it('hears what is announced on its channel, and nothing from other channels', async () => {
    const channel = `test_${randomBytes(4).toString('hex')}`;
    const { heard, states, events } = recorder();
    const listening = await listen(getDb(), channel, events);
    try {
      await vi.waitFor(() => expect(states).toEqual(['up']));
      await sql`select pg_notify(${channel}, 'one'), pg_notify('some_other_channel', 'x')`.execute(
        getDb(),
      );
      await vi.waitFor(() => expect(heard).toEqual(['one']));
    } finally {
      await listening.stop();
    }
    expect(states.at(-1)).toBe('down');
  });

  it.runIf(kind === 'postgres')(
    'reports a lost connection, listens again on a new one and hears what follows',
    async () => {
      const channel = `test_${randomBytes(4).toString('hex')}`;
      const { heard, states, events } = recorder();
      const listening = await listen(getDb(), channel, events);
      try {
        await vi.waitFor(() => expect(states).toEqual(['up']));
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query = ${`listen ${channel}`}`.execute(getDb());
        await vi.waitFor(() => expect(states).toEqual(['up', 'down', 'up']), { timeout: 5_000 });
        await sql`select pg_notify(${channel}, 'after')`.execute(getDb());
        await vi.waitFor(() => expect(heard).toEqual(['after']));
      } finally {
        await listening.stop();
      }
    },
  );
});
