import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
// The pick list rides on the members' one live stream (docs/decisions/0003).
import { openEventStream, type StreamStatus } from '../../../lib/live/event-stream.ts';
import { pickListChanged, pickListKey } from '../api/pick-list-api.ts';

/** Refetches the list when another member changes it; reports whether the live connection is up. */
export function usePickListLive(eventKey: string | null, enabled: boolean): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  useEffect(() => {
    if (!enabled || !eventKey) return;
    const key = pickListKey(eventKey);
    return openEventStream({
      onStatus: setStatus,
      onResync: () => void queryClient.invalidateQueries({ queryKey: key }),
      onEvent: (event) => {
        if (event.type === 'picklist.changed' && event.event_key === eventKey) pickListChanged(queryClient, eventKey, event.version);
      },
    });
  }, [enabled, eventKey, queryClient]);
  return status;
}
