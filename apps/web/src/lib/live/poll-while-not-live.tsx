import { useEffect } from 'react';
import { useLiveStatus } from './use-live-topics.ts';

/**
 * The fallback of a page that watches the live stream (decision 0011): while the tab's connection is not live it
 * calls `refetch` every `everyMs`. A leaf of its own, so the connection's state changes re-render only it, not the
 * page; it marks that state in `data-live-stream` (the browser tests wait for 'live').
 */
export function PollWhileNotLive({ active, refetch, everyMs = 30_000 }: { active: boolean; refetch: () => void; everyMs?: number }) {
  const status = useLiveStatus();
  const polling = active && status !== 'live';
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(refetch, everyMs);
    return () => clearInterval(timer);
  }, [polling, refetch, everyMs]);
  return active ? <span hidden data-live-stream={status} /> : null;
}
