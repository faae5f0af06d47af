import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { MEMBER_NAV_ICONS } from './member-nav-icons.ts';
import { isNavItemActive, memberNavItems, unreadCountFor, type UnreadIndicators } from './member-nav.ts';
import { UnreadDot } from './unread-dot.tsx';

/** Phone top bar: brand, the administrator links, Logout. */
export function MemberTopBar({ user, onLogout, loggingOut }: { user: AuthUser; onLogout: () => void; loggingOut: boolean }) {
  const { pathname } = useLocation();
  const adminItems = memberNavItems(user).filter((i) => i.adminOnly);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface/90 px-3 backdrop-blur lg:hidden">
      <Link to="/" className="flex items-center gap-2 rounded-lg">
        <BrandMark className="size-8" />
        <span className="sr-only">Baywatch Robotics home</span>
      </Link>
      {adminItems.length > 0 && (
        <nav aria-label="Admin" className="flex items-center gap-1">
          {adminItems.map((item) => {
            const Icon = MEMBER_NAV_ICONS[item.key];
            const active = isNavItemActive(item, pathname);
            return (
              <Link
                key={item.key}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex items-center gap-1.5 rounded-full px-2.5 py-1.5 text-xs font-semibold',
                  active ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:bg-surface-muted',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {/* Three admin links and Logout do not fit a phone's width with their labels. */}
                <span className="max-sm:sr-only">{item.label}</span>
              </Link>
            );
          })}
        </nav>
      )}
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        className="ml-auto flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-fg-muted hover:bg-surface-muted hover:text-fg"
      >
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </button>
    </header>
  );
}

/** Phone bottom tab bar with the member screens. */
export function MemberTabBar({ user, unread }: { user: AuthUser; unread: UnreadIndicators }) {
  const { pathname } = useLocation();
  const items = memberNavItems(user).filter((i) => !i.adminOnly);
  return (
    <nav
      aria-label="Members"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="grid grid-cols-5">
        {items.map((item) => {
          const Icon = MEMBER_NAV_ICONS[item.key];
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex flex-col items-center gap-1 py-2 text-[11px] font-semibold',
                  active ? 'text-accent-text' : 'text-fg-muted hover:text-fg',
                )}
              >
                {/* The label comes first in the DOM so the link reads "Channels, 2 unread"; CSS puts it under the icon. */}
                <span className="order-last">{item.label}</span>
                <span className="relative">
                  <Icon aria-hidden="true" className="size-6" />
                  <UnreadDot count={unreadCountFor(item.key, unread)} className="absolute -top-0.5 -right-1" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
