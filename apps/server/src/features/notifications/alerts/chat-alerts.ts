import { sql } from 'drizzle-orm';
import { chatAlertKey, chatAlertText, chatBundleDueAt, type ChatBundleMessage } from '@team7790/shared/notifications/alerts';
import { parseReplyMarker } from '@team7790/shared/chat/reply-marker';
import type { LiveEvent } from '@team7790/shared/notifications/live-events';
import { chatUrl } from '@team7790/shared/notifications/notification-links';
import type { Database } from '../../../db/client.ts';
import { rows, type Tx } from '../../../db/rows.ts';
import { toStoredEvent } from '../../live/event-log.ts';
import type { ChatForAlerts } from '../chat-port.ts';

export const CHAT_CURSOR = 'chat_events_cursor';
const BATCH = 500;

export interface ChatAlertTiming {
  bundleSeconds: number;
  cooldownSeconds: number;
}

/**
 * Follows the chat event log (decision 0003) with a cursor kept in the database: each new message
 * opens or joins one bundle per recipient who can read the chat and has not muted it (a mention gets
 * through a mute). The cursor row is locked while a batch is read and the bundles are written, in
 * one transaction, so every message is counted once across instances and restarts.
 */
export class ChatAlertFollower {
  constructor(
    private readonly db: Database,
    private readonly timing: ChatAlertTiming,
    private readonly now: () => Date,
  ) {}

  /** Starts at the newest event the first time, so history never turns into alerts. */
  async init(): Promise<void> {
    await this.db.execute(
      sql`insert into alert_state (name, value, updated_at)
          select ${CHAT_CURSOR}, to_jsonb(coalesce(max(id), 0)), now() from chat_events
          on conflict (name) do nothing`,
    );
  }

  /** Processes every new message event; answers how many events it read. */
  async followOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const read = await this.db.transaction(async (tx) => {
        const cursorRow = await rows<{ value: unknown }>(tx, sql`select value from alert_state where name = ${CHAT_CURSOR} for update skip locked`);
        // Another instance holds the cursor right now: it does this work.
        if (!cursorRow[0]) return 0;
        const cursor = Number(cursorRow[0].value);
        const found = await rows<{ id: string; audience: number[] | null; payload: unknown }>(
          tx,
          sql`select id, audience, payload from chat_events where id > ${cursor} order by id limit ${BATCH}`,
        );
        for (const row of found) {
          const stored = toStoredEvent(row);
          if (stored.event.type === 'message.created') await this.onMessage(tx, stored.event, stored.audience);
        }
        const last = found.length ? Number(found[found.length - 1]!.id) : cursor;
        if (last !== cursor) await tx.execute(sql`update alert_state set value = to_jsonb(${last}::bigint), updated_at = now() where name = ${CHAT_CURSOR}`);
        return found.length;
      });
      total += read;
      if (read < BATCH) return total;
    }
  }

  private async onMessage(tx: Tx, event: Extract<LiveEvent, { type: 'message.created' }>, audience: number[] | null): Promise<void> {
    const { message } = event;
    const senderId = message.sender_id;
    const mentioned = new Set(message.mentions ?? []);
    // Two queries per message whatever the number of recipients: who may hear of it (with their mute and
    // the last chat alert they were sent), then all their bundles in one insert.
    const recipients = await rows<{ id: number; muted: boolean; last_sent: Date | string | null }>(
      tx,
      sql`select u.id,
                 exists (select 1 from chat_mutes m where m.user_id = u.id and m.chat_key = ${event.chat_key}) as muted,
                 (select max(a.sent_at) from alerts a
                   where a.user_id = u.id and a.chat_key = ${event.chat_key} and a.kind = 'chat' and a.status = 'sent') as last_sent
          from users u
          where u.user_type = 'member' and u.id <> ${senderId ?? 0}
          ${audience === null ? sql`` : sql`and u.id = any(${`{${audience.join(',')}}`}::int[])`}`,
    );
    const at = this.now();
    const values = recipients
      .map((r) => ({ ...r, mention: mentioned.has(r.id) }))
      .filter((r) => !r.muted || r.mention)
      .map((r) => {
        const lastSent = r.last_sent ? new Date(r.last_sent) : null;
        // A mention is not held back by the cool-down, only bundled.
        // The window runs from when the message was sent, not from when this worker saw it.
        const due = chatBundleDueAt(new Date(message.timestamp), r.mention ? null : lastSent, this.timing.bundleSeconds, this.timing.cooldownSeconds);
        return sql`(${chatAlertKey(r.id, event.chat_key, message.id)}, ${r.id}, 'chat', ${event.chat_key}, ${message.id}, ${r.mention}, true,
                    ${chatUrl(event.chat_key, message.id)}, 'pending', ${due}, ${at})`;
      });
    if (values.length === 0) return;
    await tx.execute(
      sql`insert into alerts (alert_key, user_id, kind, chat_key, first_message_id, mention, bundle_open, url, status, due_at, created_at)
          values ${sql.join(values, sql`, `)}
          on conflict (user_id, chat_key) where bundle_open do update
            set mention = alerts.mention or excluded.mention,
                due_at = case when excluded.mention then least(alerts.due_at, excluded.due_at) else alerts.due_at end`,
    );
  }
}

/**
 * The text of a chat bundle at the moment it is sent: only messages the user has still not read
 * (reading the chat in the app means they saw them) and, in a chat muted since, only mentions.
 * Null when nothing is left. Its address is the chat itself, at the first of those messages.
 */
export async function composeChatBundle(
  chatSource: ChatForAlerts,
  userId: number,
  chatKey: string,
  firstMessageId: number,
): Promise<{ title: string; body: string; url: string } | null> {
  const chat = await chatSource.describe(chatKey);
  if (!chat || (chat.audience !== null && !chat.audience.includes(userId))) return null;
  const found = await chatSource.unreadFrom(userId, chatKey, firstMessageId);
  const shown = found.filter((m) => !m.muted || m.mentionsMe);
  const messages: ChatBundleMessage[] = shown.map((m) => ({ senderName: m.senderName ?? 'Deleted user', text: parseReplyMarker(m.content).text, mentionsMe: m.mentionsMe }));
  const text = chatAlertText(chat, messages);
  if (!text) return null;
  // A tap opens the chat at the first message the alert is about (the mention, in a muted chat), not a list of chats.
  return { ...text, url: chatUrl(chatKey, shown[0] ? Number(shown[0].id) : null) };
}
