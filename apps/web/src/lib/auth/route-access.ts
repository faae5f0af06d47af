import { homePathFor, isPublicAccount, type AuthSnapshot } from './auth-user.ts';

/**
 * Who may open a route (spec 3 section 2): members' area, administrator pages, pages for any
 * signed-in account (settings), and pages only for visitors (sign-in, registration).
 */
export type RouteAccess = 'member' | 'admin' | 'signed-in' | 'visitor-only';

export type AccessOutcome = { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'denied' };

export const LOGIN_PATH = '/login';

export function decideAccess(access: RouteAccess, auth: AuthSnapshot): AccessOutcome {
  if (auth.status === 'loading') return { kind: 'loading' };
  const user = auth.status === 'authenticated' ? auth.user : null;

  if (access === 'visitor-only') return user ? { kind: 'redirect', to: homePathFor(user) } : { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: auth.signedOut ? '/' : LOGIN_PATH };

  switch (access) {
    case 'signed-in':
      return { kind: 'allow' };
    case 'member':
      return isPublicAccount(user) ? { kind: 'redirect', to: '/settings' } : { kind: 'allow' };
    case 'admin':
      return user.is_admin ? { kind: 'allow' } : { kind: 'denied' };
  }
}
