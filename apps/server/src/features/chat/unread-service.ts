import type { NotificationsAll } from '@team7790/shared/notifications/contracts';
import { unreadTotals } from '@team7790/shared/notifications/unread';
import type { AuthUser } from '../../plugins/auth.ts';
import { publishEvents } from '../live/event-log-repo.ts';
import type { ChatAccess } from './access.ts';
import { advanceRead } from './read-state.ts';
import type { ReadStateRepo } from './read-state-repo.ts';

/** Unread counts, read positions and mutes: spec 1's /chat/notifications/* calls. */
export class UnreadService {
  constructor(
    private readonly repo: ReadStateRepo,
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
    const [counts, muted] = await Promise.all([keys.length === 0 ? Promise.resolve([]) : this.repo.unreadCounts(user.id, keys), this.muted(user)]);
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
    return this.repo.db.transaction(async (tx) => {
      const chat = await this.access.readable(user, key, tx);
      const upTo = (await this.repo.newestMessageId(tx, key)) ?? 0;
      if (upTo > 0) {
        const event = await advanceRead(this.repo, tx, user, key, upTo, this.now());
        if (event) await publishEvents(tx, [{ event, audience: chat.audience }]);
      }
      return { chat_key: key, last_read_id: (await this.repo.position(tx, key, user.id)) ?? 0 };
    });
  }

  muted(user: AuthUser): Promise<string[]> {
    return this.repo.muted(user.id);
  }

  /** Mutes or unmutes a chat the user can read; the user's other tabs follow. */
  async setMuted(user: AuthUser, key: string, muted: boolean): Promise<{ chat_key: string; muted: boolean }> {
    await this.repo.db.transaction(async (tx) => {
      await this.access.readable(user, key, tx);
      if (await this.repo.setMuted(tx, user.id, key, muted)) {
        await publishEvents(tx, [{ event: { type: 'chat.muted', chat_key: key, muted }, audience: [user.id] }]);
      }
    });
    return { chat_key: key, muted };
  }
}
