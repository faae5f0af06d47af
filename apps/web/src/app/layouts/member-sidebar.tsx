import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { MEMBER_NAV_ICONS } from './member-nav-icons.ts';
import {
  isNavItemActive,
  memberNavItems,
  scoutingNavItems,
  unreadCountFor,
  waitingCountFor,
  waitingLabel,
  type AdminWaiting,
  type MemberNavItem,
  type UnreadIndicators,
} from './member-nav.ts';
import { UnreadDot } from './unread-dot.tsx';
import { WaitingBadge } from './waiting-badge.tsx';

function SidebarLink({ item, pathname, unread, waiting = 0 }: { item: MemberNavItem; pathname: string; unread: number; waiting?: number }) {
  const Icon = MEMBER_NAV_ICONS[item.key];
  const active = isNavItemActive(item, pathname);
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      aria-label={waitingLabel(item.label, waiting)}
      className={clsx(
        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
        active ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {/* The space parts the word and the count in the text drawn ("Sponsors 4"), as in the name ("Sponsors, 4 new"). */}
      <span className="flex-1">{item.label}</span> <UnreadDot count={unread} />
      <WaitingBadge count={waiting} />
    </Link>
  );
}

/** Desktop navigation of the members' area. */
export function MemberSidebar({
  user,
  unread,
  waiting,
  onLogout,
  loggingOut,
}: {
  user: AuthUser;
  unread: UnreadIndicators;
  waiting: AdminWaiting;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { pathname } = useLocation();
  const items = memberNavItems(user);
  const memberItems = items.filter((i) => !i.adminOnly);
  const adminItems = items.filter((i) => i.adminOnly);
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-line bg-surface lg:flex">
      <Link to="/" className="flex h-16 items-center gap-2.5 border-b border-line px-5">
        <BrandMark className="size-8" />
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-bold text-fg">Baywatch Robotics</span>
          <span className="text-xs text-fg-muted">Members</span>
        </span>
      </Link>
      <nav aria-label="Members" className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-0.5">
          {memberItems.map((item) => (
            <li key={item.key}>
              <SidebarLink item={item} pathname={pathname} unread={unreadCountFor(item.key, unread)} />
            </li>
          ))}
        </ul>
        <div>
          <p className="px-3 pb-1.5 text-xs font-semibold tracking-wider text-fg-muted uppercase">Scouting</p>
          <ul className="flex flex-col gap-0.5">
            {scoutingNavItems(user).map((item) => (
              <li key={item.key}>
                <SidebarLink item={item} pathname={pathname} unread={0} />
              </li>
            ))}
          </ul>
        </div>
        {adminItems.length > 0 && (
          <div>
            <p className="px-3 pb-1.5 text-xs font-semibold tracking-wider text-fg-muted uppercase">Admin</p>
            <ul className="flex flex-col gap-0.5">
              {adminItems.map((item) => (
                <li key={item.key}>
                  <SidebarLink item={item} pathname={pathname} unread={0} waiting={waitingCountFor(item.key, waiting)} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </nav>
      <div className="border-t border-line p-3">
        <div className="flex items-center gap-3 px-2 py-2">
          <Avatar username={user.username || '?'} color={user.avatar_color} className="size-9 text-sm" />
          <div className="min-w-0 flex-1 leading-tight">
            <p className="truncate text-sm font-semibold text-fg">{user.username || 'Signed in'}</p>
            <p className="text-xs text-fg-muted">{user.is_admin ? 'Administrator' : 'Team Member'}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="mt-1 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          <LogOut aria-hidden="true" className="size-5" />
          Logout
        </button>
      </div>
    </aside>
  );
}
