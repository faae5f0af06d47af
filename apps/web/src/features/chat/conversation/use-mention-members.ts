import { useQuery } from '@tanstack/react-query';
import { chatKindOf, dmPartner, parseGroupKey } from '@team7790/shared/chat/chat-keys';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { useMemo } from 'react';
import { NO_ACCOUNT_AVATAR_COLOR } from '../../../lib/avatar.ts';
import { channelMembersQuery, chatUsersQuery, groupsQuery } from '../api/chat-api.ts';

export interface MentionMember {
  id: number;
  username: string;
  /** Their avatar colour, as on every other screen. */
  color: string;
}

const STALE_MS = 60_000;

/**
 * The people who can read a chat, but oneself: whom the composer offers after `@`. A channel asks the server
 * (every member for a public one), a group has its members in the group list, a direct chat is the other person.
 * Colours are the ones members chose (the member list), else the one their messages carry.
 */
export function useMentionMembers(chatKey: string, myId: number, messages: ChatMessage[]): MentionMember[] {
  const kind = chatKindOf(chatKey);
  const channel = useQuery({ ...channelMembersQuery(chatKey), enabled: kind === 'channel', staleTime: STALE_MS });
  const groups = useQuery({ ...groupsQuery(), enabled: kind === 'group', staleTime: STALE_MS });
  // Also the names @mentions are highlighted by (use-known-users.ts): one query for both.
  const users = useQuery({ ...chatUsersQuery(), staleTime: 5 * STALE_MS });

  return useMemo(() => {
    let people: { id: number; username: string }[] = [];
    if (kind === 'channel') people = (channel.data ?? []).map((m) => ({ id: m.user_id, username: m.username }));
    if (kind === 'group') {
      const group = groups.data?.find((g) => g.id === parseGroupKey(chatKey));
      people = (group?.members ?? []).map((m) => ({ id: m.user_id, username: m.username }));
    }
    if (kind === 'dm') people = (users.data ?? []).filter((u) => u.id === dmPartner(chatKey, myId));
    const colors = new Map<number, string>();
    for (const m of messages) if (m.sender_id !== null && m.sender_avatar_color) colors.set(m.sender_id, m.sender_avatar_color);
    for (const u of users.data ?? []) colors.set(u.id, u.avatar_color);
    return people.filter((p) => p.id !== myId).map((p) => ({ id: p.id, username: p.username, color: colors.get(p.id) ?? NO_ACCOUNT_AVATAR_COLOR }));
  }, [kind, chatKey, myId, channel.data, groups.data, users.data, messages]);
}
