import { readStored, writeStored } from '../../../lib/browser-storage.ts';

/**
 * Who has saves waiting on this device, as a small note in localStorage: the members' area reads it at start-up and
 * loads the outbox (and its IndexedDB store) only when there is something to send.
 */
const PENDING_KEY = 'scouting-outbox-pending';

function readOwners(): number[] {
  try {
    const parsed: unknown = JSON.parse(readStored(PENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function hasPendingSaves(ownerId: number): boolean {
  return readOwners().includes(ownerId);
}

/** Dispatched on window when a member's first save starts waiting (other tabs see the storage event). */
export const PENDING_EVENT = 'scouting-outbox-pending';
export const isPendingKey = (key: string | null) => key === PENDING_KEY;

export function notePending(ownerId: number, pending: boolean): void {
  const owners = new Set(readOwners());
  if (pending === owners.has(ownerId)) return;
  if (pending) owners.add(ownerId);
  else owners.delete(ownerId);
  writeStored(PENDING_KEY, owners.size ? JSON.stringify([...owners]) : null);
  if (pending && typeof window !== 'undefined') window.dispatchEvent(new Event(PENDING_EVENT));
}
