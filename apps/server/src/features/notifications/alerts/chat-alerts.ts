import { chatAlertKey, chatAlertText, chatBundleDueAt, type ChatBundleMessage } from '@team7790/shared/notifications/alerts';
import { parseReplyMarker } from '@team7790/shared/chat/reply-marker';
import type { LiveEvent } from '@team7790/shared/live/events';
import { chatUrl } from '@team7790/shared/notifications/notification-links';
import type { Tx } from '../../../db/rows.ts';
import type { StateRepo } from '../../../db/state-repo.ts';
import type { ChatForAlerts } from '../chat-port.ts';
import type { AlertsRepo, ChatBundleInsert } from './alerts-repo.ts';
import { followLog } from './log-follower.ts';

export const CHAT_CURSOR = 'chat_alerts_cursor';

export interface ChatAlertTiming {
  bundleSeconds: number;
  cooldownSeconds: number;
}

/**
 * Follows the chat event log (decision 0003) with a cursor kept in the database: each new message
 * opens or joins one bundle per recipient who can read the chat and has not muted it (a mention gets
 * through a mute). Each message is counted once across instances and restarts (`followLog`).
 */
export class ChatAlertFollower {
  constructor(
    private readonly state: StateRepo,
    private readonly alerts: AlertsRepo,
    private readonly timing: ChatAlertTiming,
    private readonly now: () => Date,
  ) {}

  /** Starts at the newest event the first time, so history never turns into alerts. */
  async init(): Promise<void> {
    await this.state.placeCursorAtNewestEvent(CHAT_CURSOR);
  }

  /** Processes every new message event; answers how many events it read. */
  followOnce(): Promise<number> {
    return followLog(this.state, CHAT_CURSOR, async (tx, stored) => {
      if (stored.event.type === 'message.created') await this.onMessage(tx, stored.event, stored.audience);
    });
  }

  private async onMessage(tx: Tx, event: Extract<LiveEvent, { type: 'message.created' }>, audience: number[] | null): Promise<void> {
    const { message } = event;
    const senderId = message.sender_id;
    const mentioned = new Set(message.mentions ?? []);
    // Two queries per message whatever the number of recipients: who may hear of it (with their mute and
    // the last chat alert they were sent), then all their bundles in one insert.
    const recipients = await this.alerts.chatRecipients(tx, event.chat_key, senderId, audience);
    const at = this.now();
    const bundles = recipients
      .map((r) => ({ ...r, mention: mentioned.has(r.id) }))
      .filter((r) => !r.muted || r.mention)
      .map((r) => {
        const lastSent = r.last_sent;
        // A mention is not held back by the cool-down, only bundled.
        // The window runs from when the message was sent, not from when this worker saw it.
        const due = chatBundleDueAt(new Date(message.timestamp), r.mention ? null : lastSent, this.timing.bundleSeconds, this.timing.cooldownSeconds);
        const bundle: ChatBundleInsert = {
          alertKey: chatAlertKey(r.id, event.chat_key, message.id),
          userId: r.id,
          chatKey: event.chat_key,
          firstMessageId: message.id,
          mention: r.mention,
          url: chatUrl(event.chat_key, message.id),
          dueAt: due,
          createdAt: at,
        };
        return bundle;
      });
    await this.alerts.openChatBundles(tx, bundles);
  }
}

/**
 * The text of a chat bundle at the moment it is sent: only messages the user has still not read
 * (reading the chat in the app means they saw them) and, in a chat muted since, only mentions.
 * Null when nothing is left. Its address is the chat itself, at the first of those messages. `firstMessageId` is where
 * the bundle starts: its first message, or past what an earlier bundle of the chat already told of.
 */
export async function composeChatBundle(
  chatSource: ChatForAlerts,
  userId: number,
  chatKey: string,
  firstMessageId: number,
): Promise<{ title: string; body: string; url: string; lastMessageId: number } | null> {
  const chat = await chatSource.describe(chatKey);
  if (!chat || (chat.audience !== null && !chat.audience.includes(userId))) return null;
  const found = await chatSource.unreadFrom(userId, chatKey, firstMessageId);
  const shown = found.filter((m) => !m.muted || m.mentionsMe);
  const messages: ChatBundleMessage[] = shown.map((m) => ({
    senderName: m.senderName ?? 'Deleted user',
    text: parseReplyMarker(m.content).text,
    mentionsMe: m.mentionsMe,
  }));
  const text = chatAlertText(chat, messages);
  if (!text) return null;
  // A tap opens the chat at the first message the alert is about (the mention, in a muted chat), not a list of chats.
  return { ...text, url: chatUrl(chatKey, shown[0] ? Number(shown[0].id) : null), lastMessageId: Number(found.at(-1)!.id) };
}
