import { useEffect } from 'react';
import { hasPendingSaves, isPendingKey, PENDING_EVENT } from './pending-flag.ts';

/**
 * Keeps sending a member's waiting scouting reports from anywhere in the members' area: at the app's start when the
 * device notes saves still waiting, and from the first save on (whichever page the scout moves to). Until then
 * nothing of the outbox or its store loads.
 */
export function useBackgroundOutbox(userId: number | null): void {
  useEffect(() => {
    if (userId === null || userId <= 0) return;
    let cancelled = false;
    let started = false;
    let release: (() => void) | undefined;
    const start = () => {
      if (started || cancelled || !hasPendingSaves(userId)) return;
      started = true;
      void import('./outbox.ts').then(({ acquireOutboxSync }) => {
        if (!cancelled) release = acquireOutboxSync(userId).release;
      });
    };
    const onStorage = (event: StorageEvent) => {
      if (isPendingKey(event.key)) start();
    };
    start();
    window.addEventListener(PENDING_EVENT, start);
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      window.removeEventListener(PENDING_EVENT, start);
      window.removeEventListener('storage', onStorage);
      release?.();
    };
  }, [userId]);
}
