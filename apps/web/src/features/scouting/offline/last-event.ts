import { readStored, writeStored } from '../../../lib/browser-storage.ts';

/** The event a scout last chose on this device: /scout opens on it next time, with or without a network. */
const LAST_EVENT_KEY = 'scouting-event';

export function lastScoutedEvent(): string | null {
  const stored = readStored(LAST_EVENT_KEY);
  return stored && /^\d{4}[a-z0-9]+$/.test(stored) ? stored : null;
}

export function rememberScoutedEvent(eventKey: string): void {
  writeStored(LAST_EVENT_KEY, eventKey);
}
