import type { Profile } from '@team7790/shared/accounts/contracts';

/** The signed-in user as the app knows it (spec 1 section 3, "Logged-in user"). */
export type AuthUser = Pick<Profile, 'id' | 'username' | 'is_admin' | 'user_type' | 'avatar' | 'avatar_color'>;

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
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
