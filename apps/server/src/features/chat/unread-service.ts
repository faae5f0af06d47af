import { sql } from 'drizzle-orm';
import type { NotificationsAll } from '@team7790/shared/notifications/contracts';
import { unreadTotals } from '@team7790/shared/notifications/unread';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { rows } from '../../db/rows.ts';
import { publishEvents } from '../live/event-log.ts';
import type { ChatAccess } from './access.ts';
import { advanceRead } from './read-state.ts';

/** Counting stops here per chat: badges show 99+ long before, and a huge backlog must not cost a full scan. */
export const UNREAD_COUNT_CAP = 1000;

const textArray = (keys: string[]) => `{${keys.map((k) => `"${k.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** Unread counts, read positions and mutes: spec 1's /chat/notifications/* calls. */
export class UnreadService {
  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
    private readonly now: () => Date,
  ) {}

  /**
   * Unread messages per readable chat (others' messages after the read position) and how many of them
   * mention the user. Totals leave out muted chats except for their mentions. A chat never opened counts
   * only what arrived after the account was created: a new member sees the history, not 99+ badges.
   */
  async all(user: AuthUser): Promise<NotificationsAll> {
    const keys = await this.access.readableKeys(user.id);
    const [counts, muted] = await Promise.all([
      keys.length === 0
        ? Promise.resolve([])
        : rows<{ chat_key: string; unread: number; mentions: number }>(
            this.db,
            // One count per chat along its index (ordered, capped): after the read position, or after the account's creation when never read.
            sql`select k.key as chat_key, a.unread + b.unread as unread, a.mentions + b.mentions as mentions
                from unnest(${textArray(keys)}::text[]) as k(key)
                left join chat_read_state r on r.chat_key = k.key and r.user_id = ${user.id}
                cross join lateral (
                  select count(*)::int as unread, (count(*) filter (where s.mentioned))::int as mentions from (
                    select exists (select 1 from chat_mentions x where x.message_id = m.id and x.user_id = ${user.id}) as mentioned
                    from chat_messages m
                    where r.last_read_id is not null and m.chat_key = k.key and m.id > r.last_read_id
                      and m.sender_id is distinct from ${user.id}
                    order by m.id limit ${UNREAD_COUNT_CAP}) s) a
                cross join lateral (
                  select count(*)::int as unread, (count(*) filter (where s.mentioned))::int as mentions from (
                    select exists (select 1 from chat_mentions x where x.message_id = m.id and x.user_id = ${user.id}) as mentioned
                    from chat_messages m
                    where r.last_read_id is null and m.chat_key = k.key
                      and m.created_at > (select created_at from users where id = ${user.id})
                      and m.sender_id is distinct from ${user.id}
                    order by m.created_at limit ${UNREAD_COUNT_CAP}) s) b
                where a.unread + b.unread > 0`,
          ),
      this.muted(user),
    ]);
    const unreadCounts: Record<string, number> = {};
    const mentionCounts: Record<string, number> = {};
    for (const c of counts) {
      unreadCounts[c.chat_key] = c.unread;
      if (c.mentions > 0) mentionCounts[c.chat_key] = c.mentions;
    }
    return { unreadCounts, mentionCounts, muted, ...unreadTotals(unreadCounts, { muted, mentions: mentionCounts }) };
  }

  /** Marks a chat read up to its newest message; the readers' ticks update live for everyone in it. */
  async markRead(user: AuthUser, key: string): Promise<{ chat_key: string; last_read_id: number }> {
    return this.db.transaction(async (tx) => {
      const chat = await this.access.readable(user, key, tx);
      const newest = await rows<{ id: number | null }>(tx, sql`select max(id) as id from chat_messages where chat_key = ${key}`);
      const upTo = newest[0]?.id ?? 0;
      if (upTo > 0) {
        const event = await advanceRead(tx, user, key, upTo, this.now());
        if (event) await publishEvents(tx, [{ event, audience: chat.audience }]);
      }
      const state = await rows<{ last_read_id: number }>(
        tx,
        sql`select last_read_id from chat_read_state where chat_key = ${key} and user_id = ${user.id}`,
      );
      return { chat_key: key, last_read_id: state[0]?.last_read_id ?? 0 };
    });
  }

  async muted(user: AuthUser): Promise<string[]> {
    const found = await rows<{ chat_key: string }>(this.db, sql`select chat_key from chat_mutes where user_id = ${user.id} order by chat_key`);
    return found.map((m) => m.chat_key);
  }

  /** Mutes or unmutes a chat the user can read; the user's other tabs follow. */
  async setMuted(user: AuthUser, key: string, muted: boolean): Promise<{ chat_key: string; muted: boolean }> {
    await this.db.transaction(async (tx) => {
      await this.access.readable(user, key, tx);
      const changed = muted
        ? await rows(tx, sql`insert into chat_mutes (user_id, chat_key) values (${user.id}, ${key}) on conflict do nothing returning chat_key`)
        : await rows(tx, sql`delete from chat_mutes where user_id = ${user.id} and chat_key = ${key} returning chat_key`);
      if (changed.length > 0) await publishEvents(tx, [{ event: { type: 'chat.muted', chat_key: key, muted }, audience: [user.id] }]);
    });
    return { chat_key: key, muted };
  }
}
