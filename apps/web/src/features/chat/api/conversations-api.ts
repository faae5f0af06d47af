import { queryOptions } from '@tanstack/react-query';
import type { Conversation } from '@team7790/shared/messages/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from './query-keys.ts';

/**
 * The Messages list's key sits under `chatKeys.recent`: whatever refreshes the recent chats (a live message in a
 * direct or group chat, a group saved or deleted) refreshes the list with it.
 */
export const conversationsKey = [...chatKeys.recent, 'conversations'] as const;

/** The member's direct chats with messages and their groups, unread first, then the most recent. */
export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationsKey,
    queryFn: ({ signal }) => apiRequest<Conversation[]>('/chat/conversations', { signal }),
    retry: false,
  });
