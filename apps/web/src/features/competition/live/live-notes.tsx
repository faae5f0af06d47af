import { useSyncExternalStore } from 'react';

/** How long a just-played match stays highlighted (the highlight itself fades out in CSS). */
export const JUST_PLAYED_MS = 6000;

/**
 * What the live changes of this tab leave for the page to show (decision 0011): the matches just played, highlighted
 * briefly, and the last result said to screen readers.
 */
class LiveNotes {
  private played = new Map<string, number>();
  private said = '';
  private snapshot = { played: new Set<string>(), said: '' };
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = () => this.snapshot;

  note(matchKeys: readonly string[], said: string | null): void {
    const now = Date.now();
    for (const key of matchKeys) this.played.set(key, now);
    if (said) this.said = said;
    this.publish();
    if (matchKeys.length > 0) setTimeout(() => this.expire(), JUST_PLAYED_MS + 50);
  }

  private expire(): void {
    const now = Date.now();
    for (const [key, at] of this.played) if (now - at >= JUST_PLAYED_MS) this.played.delete(key);
    this.publish();
  }

  private publish(): void {
    this.snapshot = { played: new Set(this.played.keys()), said: this.said };
    for (const listener of this.listeners) listener();
  }
}

export const liveNotes = new LiveNotes();

const EMPTY = { played: new Set<string>(), said: '' };

/** The matches just played (for their brief highlight) and the last result announced. */
export function useLiveNotes(): { played: ReadonlySet<string>; said: string } {
  return useSyncExternalStore(liveNotes.subscribe, liveNotes.get, () => EMPTY);
}

/** A polite live region saying each new result once (screen readers; nothing visible). */
export function LiveAnnouncer() {
  const { said } = useLiveNotes();
  return (
    <p role="status" aria-live="polite" className="sr-only" data-live-announcer>
      {said}
    </p>
  );
}
