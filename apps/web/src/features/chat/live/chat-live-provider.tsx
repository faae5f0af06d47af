import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsAll } from '@team7790/shared/notifications/contracts';
import { unreadTotals } from '@team7790/shared/notifications/unread';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthUser } from '../../../lib/auth/auth-user.ts';
import { fetchUnreadCounts, useMarkRead } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { ChatLiveContext, useChatLive, type ChatLiveValue } from './chat-live-context.ts';
import { openEventStream, type StreamStatus } from '../../../lib/live/event-stream.ts';
import { applyLiveEvent } from './message-cache.ts';
import { notificationRefresh } from './notification-refresh.ts';

/**
 * The members' area's one live connection and its unread counts. Live events update the cached
 * chats and counts at once; the spec's throttled refresh and 120 s poll remain the fallback.
 */
export function ChatLiveProvider({ user, children }: { user: AuthUser; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [activeKey, setActiveKeyState] = useState<string | null>(null);
  const activeRef = useRef<string | null>(null);
  const me = useMemo(() => ({ id: user.id, username: user.username, isAdmin: user.is_admin }), [user.id, user.username, user.is_admin]);

  const [refresh] = useState(() => notificationRefresh(queryClient, fetchUnreadCounts));
  useEffect(() => () => refresh.dispose(), [refresh]);
  const notifications = useQuery(refresh.query);
  const refreshNotifications = refresh.refresh;
  // A failed mark is left alone: the next visit marks the chat read again.
  const { mutate: markReadOnServer } = useMarkRead({ onSuccess: () => refreshNotifications(true) });

  const patchCounts = useCallback(
    (change: (n: NotificationsAll) => NotificationsAll) =>
      queryClient.setQueryData<NotificationsAll>(chatKeys.notifications, (n) => (n ? change(n) : n)),
    [queryClient],
  );

  const markChatRead = useCallback(
    (key: string) => {
      patchCounts((n) => {
        const unreadCounts = { ...n.unreadCounts };
        const mentionCounts = { ...n.mentionCounts };
        delete unreadCounts[key];
        delete mentionCounts[key];
        return { ...n, unreadCounts, mentionCounts };
      });
      markReadOnServer(key);
    },
    [patchCounts, markReadOnServer],
  );

  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    return openEventStream({
      onStatus: setStatus,
      onResync: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
      // A message sent between the first count and the stream going live would otherwise wait for the 120 s poll.
      onFirstLive: () => refreshNotifications(true),
      onEvent: (event) => {
        applyLiveEvent(queryClient, event);
        if (event.type === 'message.created' && event.message.sender_id !== me.id) {
          const key = event.chat_key;
          if (key === activeRef.current && document.visibilityState === 'visible') {
            // The user is looking at it: read at once (debounced), so the sender's tick turns to Read.
            clearTimeout(readTimer.current);
            readTimer.current = setTimeout(() => markChatRead(key), 300);
          } else {
            refresh.countMessage(key, event.message.mentions.includes(me.id));
          }
        }
        if (event.type === 'message.deleted' || (event.type === 'chat.read' && event.user_id === me.id)) refreshNotifications(true);
        if (event.type === 'chat.muted') {
          patchCounts((n) => ({
            ...n,
            muted: event.muted ? [...new Set([...n.muted, event.chat_key])] : n.muted.filter((k) => k !== event.chat_key),
          }));
        }
        if (event.type === 'channels.changed' || event.type === 'groups.changed') refreshNotifications(true);
      },
    });
  }, [queryClient, me.id, markChatRead, patchCounts, refresh, refreshNotifications]);

  const setActiveKey = useCallback(
    (key: string | null) => {
      if (key !== activeRef.current) refresh.activeChanged();
      activeRef.current = key;
      setActiveKeyState(key);
    },
    [refresh],
  );

  const setMutedLocally = useCallback(
    (key: string, muted: boolean) =>
      patchCounts((n) => ({ ...n, muted: muted ? [...new Set([...n.muted, key])] : n.muted.filter((k) => k !== key) })),
    [patchCounts],
  );

  const value: ChatLiveValue = {
    me,
    status,
    activeKey,
    setActiveKey,
    notifications: notifications.data,
    markChatRead,
    refreshNotifications,
    setMutedLocally,
  };
  return <ChatLiveContext.Provider value={value}>{children}</ChatLiveContext.Provider>;
}

/** The dots on Channels and Messages: unread totals without the chat on screen, muted chats counting only mentions. */
export function ChatUnread({ children }: { children: (unread: { channels: number; messages: number }) => ReactNode }) {
  const { notifications, activeKey } = useChatLive();
  const totals = notifications
    ? unreadTotals(notifications.unreadCounts, { muted: notifications.muted, mentions: notifications.mentionCounts, activeKey })
    : { channelsUnread: 0, messagesUnread: 0 };
  return children({ channels: totals.channelsUnread, messages: totals.messagesUnread });
}
