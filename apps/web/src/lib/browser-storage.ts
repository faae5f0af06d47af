/**
 * localStorage that never throws: storage can be disabled (privacy modes, embedded views),
 * and a missing token must read as "logged out" rather than crash the app.
 */
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as this page.
  }
}

export const TOKEN_KEY = 'token';
export const SESSION_ID_KEY = 'session_id';
