import { useEffect } from 'react';
import { hasPendingSaves } from './pending-flag.ts';

/**
 * Keeps sending a member's waiting scouting reports from anywhere in the members' area, from the app's start: when
 * the device notes saves still waiting, the outbox (and its store) loads and sends them; otherwise nothing loads.
 */
export function useBackgroundOutbox(userId: number | null): void {
  useEffect(() => {
    if (userId === null || userId <= 0 || !hasPendingSaves(userId)) return;
    let cancelled = false;
    let release: (() => void) | undefined;
    void import('./outbox.ts').then(({ acquireOutboxSync }) => {
      if (!cancelled) release = acquireOutboxSync(userId).release;
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [userId]);
}
