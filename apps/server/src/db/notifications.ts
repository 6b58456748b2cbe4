import pg from 'pg';
import { type Db, pgliteOf, postgresUrlOf } from './database.ts';

/** What a listener hears on its channel (PostgreSQL's LISTEN/NOTIFY). */
export interface ChannelEvents {
  /** A notification's payload. */
  message(payload: string): void;
  /** Listening, from now on: nothing sent after this is missed. */
  up(): void;
  /** Not listening: notifications may be missed until `up` again. */
  down(): void;
}

export interface Listening {
  stop(): Promise<void>;
}

const retryMs = { first: 500, max: 30_000 };

/**
 * Listens on `channel` of the database behind `db`. On PGlite the notifications arrive in
 * this process when the notifying statement completes. On PostgreSQL a connection of its
 * own listens (the pool's connections come and go) and is replaced when lost, with `down`
 * reported meanwhile; a database that cannot be reached leaves it down and retrying, not
 * failing the caller.
 */
export async function listen(db: Db, channel: string, events: ChannelEvents): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const pglite = pgliteOf(db);
  if (pglite) {
    // Through Kysely's lease of the one connection: a LISTEN run inside someone else's
    // transaction would be undone by its rollback.
    const unlisten = await db
      .connection()
      .execute(() => pglite.listen(channel, (payload) => events.message(payload)));
    events.up();
    return {
      async stop() {
        events.down();
        if (!pglite.closed) await unlisten();
      },
    };
  }
  const url = postgresUrlOf(db);
  if (!url) throw new Error('listen: the database was not opened by database.ts');
  return listenOnPostgres(url, channel, events);
}

function listenOnPostgres(url: string, channel: string, events: ChannelEvents): Listening {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wait = retryMs.first;

  const lost = () => {
    events.down();
    client = undefined;
    if (stopped) return;
    retry = setTimeout(connect, wait);
    wait = Math.min(wait * 2, retryMs.max);
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (notification) => {
      if (notification.payload) events.message(notification.payload);
    });
    // Reported by 'end' below; unheard, an 'error' would end the process.
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch {
      await next.end().catch(() => undefined);
      lost();
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    next.once('end', lost);
    client = next;
    wait = retryMs.first;
    events.up();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      events.down();
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}
