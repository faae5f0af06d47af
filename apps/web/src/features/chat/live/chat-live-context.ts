import { createContext, useContext } from 'react';
import type { NotificationsAll } from '@team7790/shared/notifications/contracts';
import type { StreamStatus } from '../../../lib/live/event-stream.ts';

export interface ChatLiveValue {
  me: { id: number; username: string; isAdmin: boolean };
  status: StreamStatus;
  /** The chat on screen; its unread count is left out of the totals. */
  activeKey: string | null;
  setActiveKey(key: string | null): void;
  notifications: NotificationsAll | undefined;
  /** Marks a chat read, drops its count at once and forces a refresh. */
  markChatRead(key: string): void;
  /** Spec 1: at most every 30 s unless forced. */
  refreshNotifications(force?: boolean): void;
  setMutedLocally(key: string, muted: boolean): void;
}

export const ChatLiveContext = createContext<ChatLiveValue | null>(null);

export function useChatLive(): ChatLiveValue {
  const value = useContext(ChatLiveContext);
  if (!value) throw new Error('useChatLive needs a <ChatLiveProvider> above it');
  return value;
}
