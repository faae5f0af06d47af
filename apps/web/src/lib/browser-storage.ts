/**
 * The page's storage; none while the server draws a page: Node (22 and later) has a localStorage of its own that warns
 * in the server's log when merely read without a storage file, and a drawn page is nobody's.
 */
function storage(): Storage | undefined {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  if (typeof window === 'undefined' && typeof own?.get === 'function') return undefined;
  return globalThis.localStorage;
}

/**
 * localStorage that never throws: storage can be disabled (privacy modes, embedded views),
 * and a missing token must read as "logged out" rather than crash the app.
 */
export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as this page.
  }
}

export const TOKEN_KEY = 'token';
export const SESSION_ID_KEY = 'session_id';
