import type { Profile } from '@team7790/shared/accounts/contracts';
import { ApiError } from '../api-client.ts';

/** The signed-in user as the app knows it (spec 1 section 3, "Logged-in user"). */
export type AuthUser = Pick<Profile, 'id' | 'username' | 'is_admin' | 'user_type' | 'avatar' | 'avatar_color'>;

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
  /** The visitor signed out here just now: guarded pages send them home, not to sign-in. */
  signedOut?: boolean;
}

/**
 * Set when sign-in worked but the profile could not be fetched (spec 1 section 4): id 0,
 * not an administrator. The server still decides what this token may do.
 */
export const FALLBACK_USER: AuthUser = {
  id: 0,
  username: '',
  is_admin: false,
  user_type: 'member',
  avatar: null,
  avatar_color: '#ff6b00',
};

export const isPublicAccount = (user: AuthUser): boolean => user.user_type === 'public';

/** Where a user lands after signing in: public accounts get Settings, everyone else the Dashboard. */
export function homePathFor(user: AuthUser): '/settings' | '/dashboard' {
  return isPublicAccount(user) ? '/settings' : '/dashboard';
}

/** Registration always makes a public account, so it lands on Settings. */
export const REGISTRATION_LANDING_PATH = '/settings';

/** The profile fetch answered 401: the stored token is no longer valid. */
export const isInvalidTokenError = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Auth state from the stored token and the profile query (spec 1 section 4): no token is a
 * visitor; a profile is a user; a 401 means the token is invalid (it is then removed); any
 * other failure keeps the session, as the profile this device last read for the token when
 * there is one (offline), else the fallback user; otherwise auth is still resolving.
 */
export function deriveAuthSnapshot(
  token: string | null,
  profile: AuthUser | undefined,
  profileError: unknown,
  remembered: AuthUser | null = null,
): AuthSnapshot {
  if (token === null) return { status: 'anonymous', user: null };
  if (profile) return { status: 'authenticated', user: profile };
  if (profileError) {
    return isInvalidTokenError(profileError) ? { status: 'anonymous', user: null } : { status: 'authenticated', user: remembered ?? FALLBACK_USER };
  }
  return { status: 'loading', user: null };
}
