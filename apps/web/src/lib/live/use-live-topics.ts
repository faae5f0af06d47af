import type { CompetitionChange } from '@team7790/shared/live/events';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { tabLive } from './event-stream.ts';
import type { StreamStatus } from './live-connection.ts';

/** Whether this tab's live connection is up: while it is not, pages poll (the fallback). */
export function useLiveStatus(): StreamStatus {
  return useSyncExternalStore(
    (listener) => tabLive.onStatusChange(listener),
    () => tabLive.status,
    () => 'offline',
  );
}

/**
 * Watches competition topics on the tab's one connection while the component is mounted; `onChange` hears what
 * changed for them (decision 0011), `onResync` that a gap was too long to replay. An empty list watches nothing.
 */
export function useLiveTopics(topics: readonly string[], onChange: (change: CompetitionChange) => void, onResync?: () => void): void {
  const handlers = useRef({ onChange, onResync });
  useEffect(() => {
    handlers.current = { onChange, onResync };
  });
  const key = [...new Set(topics)].sort().join(',');
  useEffect(() => {
    if (!key) return;
    return tabLive.watch({
      topics: key.split(','),
      onChange: (change) => handlers.current.onChange(change),
      onResync: () => handlers.current.onResync?.(),
    });
  }, [key]);
}
