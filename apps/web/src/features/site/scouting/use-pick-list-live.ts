import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
// The pick list and the scouting reports ride on the members' one live stream (docs/decisions/0003).
import { openEventStream, type StreamStatus } from '../../../lib/live/event-stream.ts';
import { pickListChanged, pickListKey } from '../api/pick-list-api.ts';

/**
 * Refetches the list when another member changes it; reports whether the live connection is up. `onReports` hears that
 * the event's scouting reports may have changed: a report was stored, or the stream may have missed some (its first
 * connection, a resync).
 */
export function usePickListLive(eventKey: string | null, enabled: boolean, onReports?: () => void): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const reports = useRef(onReports);
  useEffect(() => {
    reports.current = onReports;
  });
  useEffect(() => {
    if (!enabled || !eventKey) return;
    const key = pickListKey(eventKey);
    return openEventStream({
      onStatus: setStatus,
      onResync: () => {
        void queryClient.invalidateQueries({ queryKey: key });
        reports.current?.();
      },
      // A report stored while the stream was connecting would otherwise wait for the next one.
      onFirstLive: () => reports.current?.(),
      onEvent: (event) => {
        if (event.type === 'picklist.changed' && event.event_key === eventKey) pickListChanged(queryClient, eventKey, event.version);
        if (event.type === 'scouting.report' && event.event_key === eventKey) reports.current?.();
      },
    });
  }, [enabled, eventKey, queryClient]);
  return status;
}
