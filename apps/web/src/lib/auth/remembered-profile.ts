import { readStored, writeStored } from '../browser-storage.ts';
import type { AuthUser } from './auth-user.ts';

/**
 * The last profile this device read for the stored token, kept so that a member who opens the app with no network
 * (a scout in a stand without signal) is still themselves, not the anonymous fallback user. It is only a label: the
 * server decides what the token may do. It names the token it belongs to (by a fingerprint, never the token itself),
 * so a later sign-in does not inherit it.
 */
const PROFILE_KEY = 'last_profile';

/** FNV-1a of the token: enough to tell this device's successive tokens apart. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${token.length}:${hash.toString(16)}`;
}

export function rememberProfile(token: string, user: AuthUser): void {
  const { id, username, is_admin, user_type, avatar, avatar_color } = user;
  writeStored(PROFILE_KEY, JSON.stringify({ token: fingerprint(token), user: { id, username, is_admin, user_type, avatar, avatar_color } }));
}

export function rememberedProfile(token: string): AuthUser | null {
  try {
    const saved = JSON.parse(readStored(PROFILE_KEY) ?? 'null') as { token?: unknown; user?: AuthUser } | null;
    if (!saved || saved.token !== fingerprint(token) || !saved.user || !Number.isInteger(saved.user.id) || saved.user.id <= 0) return null;
    return saved.user;
  } catch {
    return null;
  }
}

export function forgetProfile(): void {
  writeStored(PROFILE_KEY, null);
}
