import { describe, expect, it } from 'vitest';
import { LiveHub } from '../../src/features/live/live-hub.ts';
import { engines } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';

const DAY = 24 * 3_600_000;

// A demo of the season (CLOCK_START) puts the app's clock months from the database's. Stream tickets are stamped by
// the app clock, so every instance's sweep of old tickets must read that clock too.
describe.each(engines)("stream tickets under an app clock far from the database's on %s", (engine) => {
  const now = () => new Date(Date.now() - 240 * DAY);
  const k = useChatKit(engine, { now });
  const tickets = async () => (await k.t.database.query<{ n: number }>(`select count(*)::int as n from live_stream_tickets`))[0]!.n;

  it('keeps a fresh ticket when another instance starts and sweeps, and still sweeps a spent one', async () => {
    await k.ok('POST', '/api/chat/notifications/stream-ticket', 'ana');
    // One that ran out a minute ago on the app clock.
    await k.t.database.query(
      `insert into live_stream_tickets (ticket_hash, user_id, session_id, expires_at)
       select 'spent', user_id, session_id, $1 from live_stream_tickets limit 1`,
      [new Date(now().getTime() - 60_000)],
    );
    expect(await tickets()).toBe(2);

    const other = new LiveHub(k.t.database, async () => new Set(), now);
    await other.start();
    await other.close();

    const left = await k.t.database.query<{ ticket_hash: string }>(`select ticket_hash from live_stream_tickets`);
    expect(left.map((t) => t.ticket_hash)).not.toContain('spent');
    expect(left).toHaveLength(1);
  });
});
