import type { Channel, ChatMessage } from '@team7790/shared/chat/contracts';
import { MESSAGE_PAGE_SIZE } from '@team7790/shared/chat/limits';
import { chatKindOf } from '@team7790/shared/chat/chat-keys';
import type { ReactionKind, ReactionSummary } from '@team7790/shared/chat/reactions';
import type { GroupChat, RecentUser } from '@team7790/shared/messages/contracts';
import type { NotificationsAll } from '@team7790/shared/notifications/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query keys of everything chat keeps in the query cache. */
export const chatKeys = {
  all: ['chat'] as const,
  channels: ['chat', 'channels'] as const,
  channelMembers: (id: string) => ['chat', 'channel-members', id] as const,
  messages: (key: string) => ['chat', 'messages', key] as const,
  notifications: ['chat', 'notifications'] as const,
  users: ['chat', 'users'] as const,
  recent: ['chat', 'recent'] as const,
  groups: ['chat', 'groups'] as const,
  thread: (id: number) => ['chat', 'thread', id] as const,
};

/** The path of a chat's messages: direct chats live under /dm/. */
export const messagesPath = (key: string) =>
  chatKindOf(key) === 'dm' ? `/chat/messages/dm/${encodeURIComponent(key)}` : `/chat/messages/${encodeURIComponent(key)}`;

export const fetchChannels = (signal?: AbortSignal) => apiRequest<Channel[]>('/chat/channels', { signal });
export const fetchChannelMembers = (id: string) => apiRequest<{ user_id: number; username: string }[]>(`/chat/channels/${encodeURIComponent(id)}/members`);
export const saveChannel = (body: { name: string; is_private: boolean; members: number[] }, editId?: string) =>
  editId
    ? apiRequest<Channel>(`/chat/channels/${encodeURIComponent(editId)}`, { method: 'PUT', body })
    : apiRequest<Channel>('/chat/channels', { method: 'POST', body });
export const deleteChannel = (id: string) => apiRequest(`/chat/channels/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const reorderChannels = (channels: { id: string; position: number }[]) =>
  apiRequest<Channel[]>('/chat/channels/reorder', { method: 'POST', body: { channels } });

export const fetchMessagePage = (key: string, before: number | undefined, signal?: AbortSignal) =>
  apiRequest<ChatMessage[]>(`${messagesPath(key)}?limit=${MESSAGE_PAGE_SIZE}${before ? `&before=${before}` : ''}`, { signal });
export const sendMessage = (key: string, content: string, replyToId: number | null) =>
  apiRequest<ChatMessage>(messagesPath(key), { method: 'POST', body: { content, reply_to_id: replyToId } });
export const editMessage = (id: number, content: string) => apiRequest<ChatMessage>(`/chat/messages/${id}`, { method: 'PATCH', body: { content } });
export const deleteMessage = (id: number) => apiRequest(`/chat/messages/${id}`, { method: 'DELETE' });
export const setReaction = (id: number, kind: ReactionKind, on: boolean) =>
  apiRequest<{ message_id: number; reactions: ReactionSummary[] }>(`/chat/messages/${id}/reactions/${kind}`, { method: on ? 'PUT' : 'DELETE' });
export const fetchThread = (id: number) =>
  apiRequest<{ ancestors: ChatMessage[]; message: ChatMessage; descendants: ChatMessage[] }>(`/chat/messages/${id}/thread`);
export const searchMessages = (q: string) =>
  apiRequest<{ message: ChatMessage; chat_name: string; snippet: string }[]>(`/chat/search?q=${encodeURIComponent(q)}`);

export const fetchNotifications = () => apiRequest<NotificationsAll>('/chat/notifications/all');
export const markRead = (key: string) => apiRequest(`/chat/notifications/read/${encodeURIComponent(key)}`, { method: 'POST' });
export const setMuted = (key: string, muted: boolean) =>
  apiRequest<{ chat_key: string; muted: boolean }>(`/chat/notifications/mute/${encodeURIComponent(key)}`, { method: 'POST', body: { muted } });
export const fetchStreamTicket = () => apiRequest<{ ticket: string; expires_at: string }>('/chat/notifications/stream-ticket', { method: 'POST' });

export const fetchChatUsers = () => apiRequest<{ id: number; username: string }[]>('/chat/users');
export const fetchRecentUsers = () => apiRequest<RecentUser[]>('/chat/users/recent');
export const fetchGroups = () => apiRequest<GroupChat[]>('/chat/groups');
export const saveGroup = (body: { name: string; members: number[] }, editId?: number) =>
  editId ? apiRequest<GroupChat>(`/chat/groups/${editId}`, { method: 'PUT', body }) : apiRequest<GroupChat>('/chat/groups', { method: 'POST', body });
export const deleteGroup = (id: number) => apiRequest(`/chat/groups/${id}`, { method: 'DELETE' });
