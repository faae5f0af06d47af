import { clsx } from 'clsx';
import { ChevronDown, ClipboardList, LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { MEMBER_NAV_ICONS } from './member-nav-icons.ts';
import {
  isNavItemActive,
  memberNavItems,
  unreadCountFor,
  waitingCountFor,
  waitingLabel,
  type AdminWaiting,
  type MemberNavItem,
  type UnreadIndicators,
} from './member-nav.ts';
import { UnreadDot } from './unread-dot.tsx';
import { WaitingBadge } from './waiting-badge.tsx';

/**
 * Phone top bar: brand, the administrator links, Logout. Their labels fit beside Logout from 640 px; narrower, they sit
 * behind an 'Admin' button that opens them as a labelled list under the bar.
 */
export function MemberTopBar({
  user,
  waiting,
  onLogout,
  loggingOut,
}: {
  user: AuthUser;
  waiting: AdminWaiting;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { pathname } = useLocation();
  const adminItems = memberNavItems(user).filter((i) => i.adminOnly);
  // The closed Admin button still tells there is something new behind it.
  const sponsorsWaiting = waitingCountFor('sponsor-inquiries', waiting);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const onAdminPage = adminItems.some((item) => isNavItemActive(item, pathname));

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const adminLink = (item: MemberNavItem, size: 'compact' | 'roomy') => {
    const Icon = MEMBER_NAV_ICONS[item.key];
    const active = isNavItemActive(item, pathname);
    const waitingHere = waitingCountFor(item.key, waiting);
    return (
      <Link
        key={item.key}
        to={item.to}
        aria-current={active ? 'page' : undefined}
        aria-label={waitingLabel(item.label, waitingHere)}
        className={clsx(
          'flex items-center font-semibold whitespace-nowrap',
          size === 'compact' ? 'gap-1.5 rounded-full px-2.5 py-1.5 text-xs' : 'gap-2.5 rounded-lg px-3 py-2.5 text-sm',
          active ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
        )}
      >
        {/* Beside Logout the words need all the room below 768 px: the icons go. */}
        <Icon aria-hidden="true" className={clsx('size-4 shrink-0', size === 'compact' && 'max-md:hidden')} />
        {/* The space parts the word and the count in the text drawn ("Sponsors 4"), as in the name ("Sponsors, 4 new"). */}
        {item.label} <WaitingBadge count={waitingHere} className={size === 'roomy' ? 'ml-auto' : undefined} />
      </Link>
    );
  };

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur lg:hidden">
      <div className="flex h-14 items-center gap-2 px-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg">
          <BrandMark className="size-8" />
          <span className="sr-only">Baywatch Robotics home</span>
        </Link>
        {adminItems.length > 0 && (
          <>
            <button
              type="button"
              ref={menuButton}
              // The name begins with the words drawn, in their order ("Admin", then the count): what a voice-control user says.
              aria-label={
                sponsorsWaiting > 0 ? `Admin, ${sponsorsWaiting} new sponsor ${sponsorsWaiting === 1 ? 'inquiry' : 'inquiries'}` : 'Admin pages'
              }
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className={clsx(
                'flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold sm:hidden',
                menuOpen || onAdminPage ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
              )}
            >
              {/* The count on the shield's corner (the bar has no room to spare at 390 px): drawn first, read after the word. */}
              Admin{' '}
              <span className={clsx('relative order-first', sponsorsWaiting > 0 && 'mr-1')}>
                <ShieldCheck aria-hidden="true" className="size-4" />
                <WaitingBadge count={sponsorsWaiting} small className="absolute -top-2 -right-2.5" />
              </span>
              <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', menuOpen && 'rotate-180')} />
            </button>
            <nav aria-label="Admin" className="flex items-center gap-1 max-sm:hidden">
              {adminItems.map((item) => adminLink(item, 'compact'))}
            </nav>
          </>
        )}
        {/* A scout's page one tap away on the phone (the tab bar keeps the five member screens). */}
        <Link
          to="/scout"
          aria-current={pathname === '/scout' || pathname.startsWith('/scout/') ? 'page' : undefined}
          className={clsx(
            'ml-auto flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold',
            pathname === '/scout' || pathname.startsWith('/scout/')
              ? 'bg-accent-soft text-accent-text'
              : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
          )}
        >
          <ClipboardList aria-hidden="true" className="size-4" />
          {/* On the narrowest phones the icon alone, still named. */}
          <span className="max-[379px]:sr-only">Scout</span>
        </Link>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </div>
      {adminItems.length > 0 && (
        <nav id={menuId} aria-label="Admin" hidden={!menuOpen} className="border-t border-line bg-surface px-3 py-2 sm:hidden">
          <ul className="grid grid-cols-2 gap-1">
            {adminItems.map((item) => (
              <li key={item.key}>{adminLink(item, 'roomy')}</li>
            ))}
          </ul>
        </nav>
      )}
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
