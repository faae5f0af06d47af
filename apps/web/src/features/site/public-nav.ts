import type { AuthSnapshot } from '../../lib/auth/auth-user.ts';

export interface NavItem {
  label: string;
  to: string;
}

export const PUBLIC_SITE_LINKS: readonly NavItem[] = [
  { label: 'Robots', to: '/robots' },
  { label: 'Sponsors', to: '/sponsors' },
  { label: 'Schedule', to: '/schedule' },
  { label: 'Scouting', to: '/scouting' },
  { label: 'FTC', to: '/ftc' },
];

/**
 * The account link closing the public navigation bar (spec 1 section 2): Login for visitors,
 * Settings for public accounts, Dashboard for everyone else; nothing while auth resolves,
 * so the bar never flashes the wrong link.
 */
export function accountNavItem(auth: AuthSnapshot): NavItem | null {
  if (auth.status === 'loading') return null;
  if (auth.status === 'anonymous' || !auth.user) return { label: 'Login', to: '/login' };
  return auth.user.user_type === 'public' ? { label: 'Settings', to: '/settings' } : { label: 'Dashboard', to: '/dashboard' };
}
