import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type NotificationHandler = (payload: string) => void;

/** Engine-neutral LISTEN/NOTIFY; `onReconnect` runs after a lost listening connection is back (events may have been missed). */
export interface PubSub {
  listen(channel: string, handler: NotificationHandler, onReconnect?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid notification channel name: ${channel}`);
  return channel;
}

/** PGlite is one in-process connection: its own listen API delivers the notifications it sends. */
export function pglitePubSub(client: PGlite): PubSub {
  return {
    async listen(channel, handler) {
      const stop = await client.listen(checkChannel(channel), handler);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    async close() {},
  };
}

/** Reconnect attempts back off from 250 ms to this: one cheap connection attempt, so live delivery resumes within ~2 s of the database. */
const MAX_RETRY_MS = 2_000;

interface Subscription {
  handler: NotificationHandler;
  onReconnect?: () => void;
}

/**
 * node-postgres: one dedicated connection holds every LISTEN of this process (pool connections
 * come and go); when it drops, it reconnects with backoff, listens again and tells subscribers.
 */
export function postgresPubSub(connectionString: string, pool: pg.Pool): PubSub {
  const subscriptions = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 250;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (msg) => {
        for (const sub of subscriptions.get(msg.channel) ?? []) sub.handler(msg.payload ?? '');
      });
      const lost = () => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners('end');
        void next.end().catch(() => {});
        if (!closed) scheduleReconnect();
      };
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        for (const channel of subscriptions.keys()) await next.query(`listen "${channel}"`);
      } catch (err) {
        // A half-made connection is closed, not left open beside the next attempt.
        void next.end().catch(() => {});
        throw err;
      }
      client = next;
      retryMs = 250;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    const timer = setTimeout(async () => {
      if (closed) return;
      try {
        await connect();
        for (const subs of subscriptions.values()) for (const sub of subs) sub.onReconnect?.();
      } catch {
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        scheduleReconnect();
      }
    }, retryMs);
    timer.unref();
  };

  return {
    async listen(channel, handler, onReconnect) {
      checkChannel(channel);
      const sub: Subscription = { handler, onReconnect };
      const isNew = !subscriptions.has(channel);
      const subs = subscriptions.get(channel) ?? new Set();
      subs.add(sub);
      subscriptions.set(channel, subs);
      const conn = await connect();
      if (isNew) await conn.query(`listen "${channel}"`);
      return async () => {
        subs.delete(sub);
        if (subs.size === 0) {
          subscriptions.delete(channel);
          await client?.query(`unlisten "${channel}"`).catch(() => {});
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
