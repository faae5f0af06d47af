import { readStored, SESSION_ID_KEY, writeStored } from './browser-storage.ts';

let memorySessionId: string | undefined;

function randomSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The X-Session-ID of this browser: a random id kept in localStorage `session_id`. */
export function sessionId(): string {
  const stored = readStored(SESSION_ID_KEY);
  if (stored && /^[A-Za-z0-9_-]{1,100}$/.test(stored)) return stored;
  memorySessionId ??= randomSessionId();
  writeStored(SESSION_ID_KEY, memorySessionId);
  return memorySessionId;
}
