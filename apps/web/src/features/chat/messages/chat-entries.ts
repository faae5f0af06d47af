import { dmKey } from '@team7790/shared/chat/chat-keys';
import type { GroupChat, RecentUser } from '@team7790/shared/messages/contracts';

/** One row of the Messages list: a group or a direct chat (spec 3 "Chat entry type"). */
export interface ChatEntry {
  type: 'group' | 'dm';
  key: string;
  name: string;
  lastActivity: string | null;
  group?: GroupChat;
  /** The other member of a direct chat. */
  partnerId?: number;
}

/** Groups and direct chats together, most recent activity first; chats never used go last, by name. */
export function chatEntries(me: number, users: RecentUser[], groups: GroupChat[]): ChatEntry[] {
  const entries: ChatEntry[] = [
    ...groups.map((g) => ({ type: 'group' as const, key: String(g.id), name: g.name, lastActivity: g.last_activity, group: g })),
    ...users.map((u) => ({ type: 'dm' as const, key: dmKey(me, u.id), name: u.username, lastActivity: u.last_message_time, partnerId: u.id })),
  ];
  return entries.sort((a, b) => {
    if (a.lastActivity && b.lastActivity) return b.lastActivity.localeCompare(a.lastActivity);
    if (a.lastActivity) return -1;
    if (b.lastActivity) return 1;
    return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
  });
}
