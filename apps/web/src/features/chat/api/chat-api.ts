import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { okResponse } from '@team7790/shared/accounts/contracts';
import { chatKindOf } from '@team7790/shared/chat/chat-keys';
import type {
  Channel,
  channelMembersResponse,
  ChatMessage,
  reactionsResponse,
  searchResponse,
  threadResponse,
} from '@team7790/shared/chat/contracts';
import { MESSAGE_PAGE_SIZE } from '@team7790/shared/chat/limits';
import { toggleReaction, type ReactionKind } from '@team7790/shared/chat/reactions';
import type { chatUsersResponse, GroupBody, GroupChat, RecentUser } from '@team7790/shared/messages/contracts';
import type { muteResponse, NotificationsAll, readResponse } from '@team7790/shared/notifications/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { removeMessage, updateMessage, upsertMessage } from '../live/message-cache.ts';
import { chatKeys } from './query-keys.ts';

type Ok = z.infer<typeof okResponse>;
type ChannelMembers = z.infer<typeof channelMembersResponse>;
type ChatUsers = z.infer<typeof chatUsersResponse>;
type Thread = z.infer<typeof threadResponse>;
type SearchResults = z.infer<typeof searchResponse>;
type Reactions = z.infer<typeof reactionsResponse>;
type MuteState = z.infer<typeof muteResponse>;
type ReadState = z.infer<typeof readResponse>;

/** What a screen adds to a chat change, after the cache is updated: its banner on failure, its own follow-up. */
export interface ChangeCallbacks<TData, TVars> {
  onSuccess?(data: TData, vars: TVars): void;
  onError?(error: unknown, vars: TVars): void;
}

/** The path of a chat's messages: direct chats live under /dm/. */
export const messagesPath = (key: string) =>
  chatKindOf(key) === 'dm' ? `/chat/messages/dm/${encodeURIComponent(key)}` : `/chat/messages/${encodeURIComponent(key)}`;

const channelPath = (id: string) => `/chat/channels/${encodeURIComponent(id)}`;

// Channels

export const channelsQuery = () =>
  queryOptions({
    queryKey: chatKeys.channels,
    queryFn: ({ signal }) => apiRequest<Channel[]>('/chat/channels', { signal }),
    retry: false,
  });

/** The members of a private channel (its edit dialog). */
export const channelMembersQuery = (id: string) =>
  queryOptions({
    queryKey: chatKeys.channelMembers(id),
    queryFn: () => apiRequest<ChannelMembers>(`${channelPath(id)}/members`),
  });

export type ChannelDraft = { name: string; is_private: boolean; members: number[] };

export function useSaveChannel(callbacks: ChangeCallbacks<Channel, { draft: ChannelDraft; editId?: string }> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, editId }: { draft: ChannelDraft; editId?: string }) =>
      editId
        ? apiRequest<Channel>(channelPath(editId), { method: 'PUT', body: draft })
        : apiRequest<Channel>('/chat/channels', { method: 'POST', body: draft }),
    onSuccess: (channel, vars) => {
      void client.invalidateQueries({ queryKey: chatKeys.channels });
      callbacks.onSuccess?.(channel, vars);
    },
    onError: (error, vars) => callbacks.onError?.(error, vars),
  });
}

export function useDeleteChannel(callbacks: ChangeCallbacks<Ok, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Ok>(channelPath(id), { method: 'DELETE' }),
    onSuccess: (ok, id) => {
      void client.invalidateQueries({ queryKey: chatKeys.channels });
      callbacks.onSuccess?.(ok, id);
    },
    onError: (error, id) => callbacks.onError?.(error, id),
  });
}

/** Optimistic: the list shows the new order at once; on failure it is refetched. */
export function useReorderChannels(callbacks: ChangeCallbacks<Channel[], Channel[]> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ordered: Channel[]) =>
      apiRequest<Channel[]>('/chat/channels/reorder', {
        method: 'POST',
        body: { channels: ordered.map((c) => ({ id: c.id, position: c.position })) },
      }),
    onMutate: (ordered) => client.setQueryData(chatKeys.channels, ordered),
    onSuccess: (channels, ordered) => callbacks.onSuccess?.(channels, ordered),
    onError: (error, ordered) => {
      callbacks.onError?.(error, ordered);
      void client.invalidateQueries({ queryKey: chatKeys.channels });
    },
  });
}

// Messages

/** A chat's messages in pages, newest page first; older pages are asked for before the oldest id loaded. */
export const messagesQuery = (chatKey: string | null) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatKey ?? ''),
    enabled: chatKey !== null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ChatMessage[]>(`${messagesPath(chatKey!)}?limit=${MESSAGE_PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatMessage[]) => (page.length >= MESSAGE_PAGE_SIZE ? page[0]!.id : undefined),
    staleTime: 60_000,
    retry: false,
  });

/** The reply chain around a message. */
export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: chatKeys.thread(id),
    queryFn: () => apiRequest<Thread>(`/chat/messages/${id}/thread`),
    retry: false,
  });

/** Search across every chat the user can read (asked only once there is something to look for). */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: chatKeys.search(q),
    queryFn: () => apiRequest<SearchResults>(`/chat/search?q=${encodeURIComponent(q)}`),
    enabled: q.length > 0,
  });

/** A sent message joins its chat's cache; the Messages list (recent direct chats, groups) is asked again. */
export function useSendMessage(chatKey: string | null, callbacks: ChangeCallbacks<ChatMessage, { content: string; replyToId: number | null }> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, replyToId }: { content: string; replyToId: number | null }) =>
      apiRequest<ChatMessage>(messagesPath(chatKey!), { method: 'POST', body: { content, reply_to_id: replyToId } }),
    onSuccess: (message, vars) => {
      upsertMessage(client, message);
      void client.invalidateQueries({ queryKey: chatKeys.recent });
      void client.invalidateQueries({ queryKey: chatKeys.groups });
      callbacks.onSuccess?.(message, vars);
    },
    onError: (error, vars) => callbacks.onError?.(error, vars),
  });
}

export function useEditMessage(callbacks: ChangeCallbacks<ChatMessage, { id: number; content: string }> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      apiRequest<ChatMessage>(`/chat/messages/${id}`, { method: 'PATCH', body: { content } }),
    onSuccess: (message, vars) => {
      upsertMessage(client, message);
      callbacks.onSuccess?.(message, vars);
    },
    onError: (error, vars) => callbacks.onError?.(error, vars),
  });
}

export function useDeleteMessage(callbacks: ChangeCallbacks<Ok, ChatMessage> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatMessage) => apiRequest<Ok>(`/chat/messages/${message.id}`, { method: 'DELETE' }),
    onSuccess: (ok, message) => {
      removeMessage(client, message.chat_key, message.id);
      callbacks.onSuccess?.(ok, message);
    },
    onError: (error, message) => callbacks.onError?.(error, message),
  });
}

/** Optimistic: the picker answers at once; the server's answer (or a refetch of the chat on failure) settles it. */
export function useToggleReaction(myId: number) {
  const client = useQueryClient();
  return useMutation({
    // Sent even when the browser says it is offline: a failure is silent (or undone), where a paused change would wait.
    networkMode: 'always',
    mutationFn: ({ message, kind }: { message: ChatMessage; kind: ReactionKind }) => {
      const on = !message.reactions.some((r) => r.kind === kind && r.user_ids.includes(myId));
      return apiRequest<Reactions>(`/chat/messages/${message.id}/reactions/${kind}`, { method: on ? 'PUT' : 'DELETE' });
    },
    onMutate: ({ message, kind }) =>
      updateMessage(client, message.chat_key, message.id, (m) => ({ ...m, reactions: toggleReaction(m.reactions, kind, myId) })),
    onSuccess: (r, { message }) => updateMessage(client, message.chat_key, message.id, (m) => ({ ...m, reactions: r.reactions })),
    onError: (_error, { message }) => void client.invalidateQueries({ queryKey: chatKeys.messages(message.chat_key) }),
  });
}

// Read state and notifications

/** The unread counts (GET /chat/notifications/all); their query is timed by live/notification-refresh.ts. */
export const fetchUnreadCounts = () => apiRequest<NotificationsAll>('/chat/notifications/all');

export function useMarkRead(callbacks: ChangeCallbacks<ReadState, string> = {}) {
  return useMutation({
    // Sent even when the browser says it is offline: a failure is silent (or undone), where a paused change would wait.
    networkMode: 'always',
    mutationFn: (key: string) => apiRequest<ReadState>(`/chat/notifications/read/${encodeURIComponent(key)}`, { method: 'POST' }),
    onSuccess: (state, key) => callbacks.onSuccess?.(state, key),
    onError: (error, key) => callbacks.onError?.(error, key),
  });
}

/** Spec 3 section 8: mute failures are silent; the caller flips the bell only when the server accepted. */
export function useSetMuted() {
  return useMutation({
    // Sent even when the browser says it is offline: a failure is silent (or undone), where a paused change would wait.
    networkMode: 'always',
    mutationFn: ({ key, muted }: { key: string; muted: boolean }) =>
      apiRequest<MuteState>(`/chat/notifications/mute/${encodeURIComponent(key)}`, { method: 'POST', body: { muted } }),
  });
}

// Members, direct chats and groups

/** Every member one can talk to (the pickers, and @mention highlighting). */
export const chatUsersQuery = () =>
  queryOptions({
    queryKey: chatKeys.users,
    queryFn: () => apiRequest<ChatUsers>('/chat/users'),
  });

/** Direct chats, most recent first; when that list cannot be had, the plain member list (never talked to). */
export const recentChatsQuery = () =>
  queryOptions({
    queryKey: chatKeys.recent,
    queryFn: async (): Promise<RecentUser[]> => {
      try {
        return await apiRequest<RecentUser[]>('/chat/users/recent');
      } catch {
        return (await apiRequest<ChatUsers>('/chat/users')).map((u) => ({ ...u, last_message_time: null }));
      }
    },
    retry: false,
  });

export const groupsQuery = () =>
  queryOptions({
    queryKey: chatKeys.groups,
    queryFn: () => apiRequest<GroupChat[]>('/chat/groups'),
    retry: false,
  });

function useRefreshChatList() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: chatKeys.groups });
    void client.invalidateQueries({ queryKey: chatKeys.recent });
  };
}

export function useSaveGroup(callbacks: ChangeCallbacks<GroupChat, { draft: GroupBody; editId?: number }> = {}) {
  const refresh = useRefreshChatList();
  return useMutation({
    mutationFn: ({ draft, editId }: { draft: GroupBody; editId?: number }) =>
      editId
        ? apiRequest<GroupChat>(`/chat/groups/${editId}`, { method: 'PUT', body: draft })
        : apiRequest<GroupChat>('/chat/groups', { method: 'POST', body: draft }),
    onSuccess: (group, vars) => {
      refresh();
      callbacks.onSuccess?.(group, vars);
    },
    onError: (error, vars) => callbacks.onError?.(error, vars),
  });
}

export function useDeleteGroup(callbacks: ChangeCallbacks<Ok, number> = {}) {
  const refresh = useRefreshChatList();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Ok>(`/chat/groups/${id}`, { method: 'DELETE' }),
    onSuccess: (ok, id) => {
      refresh();
      callbacks.onSuccess?.(ok, id);
    },
    onError: (error, id) => callbacks.onError?.(error, id),
  });
}
