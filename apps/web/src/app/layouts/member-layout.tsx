import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { useLogout } from '../../lib/auth/use-logout.ts';
import { sponsorInquiryCountsQuery } from '../../features/admin/api/sponsor-inquiries-api.ts';
import type { AdminWaiting, UnreadIndicators } from './member-nav.ts';
import { MemberSidebar } from './member-sidebar.tsx';
import { MemberTabBar, MemberTopBar } from './member-tab-bar.tsx';

export interface MemberLayoutProps {
  user: AuthUser;
  /** Unread counts for the dots on Channels and Messages. */
  unread?: UnreadIndicators;
  children?: ReactNode;
}

/** The members' area: side bar on desktop, top bar and bottom tab bar on phones. */
export function MemberLayout({ user, unread = {}, children }: MemberLayoutProps) {
  const { logout, loggingOut } = useLogout();
  const onLogout = () => void logout();
  // Administrators see how many sponsor inquiries are new on the Sponsors link, on every page of the area.
  const sponsorCounts = useQuery({ ...sponsorInquiryCountsQuery(), enabled: user.is_admin });
  const waiting: AdminWaiting = { sponsorInquiries: user.is_admin ? sponsorCounts.data?.new : undefined };
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <MemberSidebar user={user} unread={unread} waiting={waiting} onLogout={onLogout} loggingOut={loggingOut} />
      <MemberTopBar user={user} waiting={waiting} onLogout={onLogout} loggingOut={loggingOut} />
      <main
        id="main"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-3.5rem)] flex-col px-4 pt-6 pb-28 outline-none sm:px-6 lg:ml-64 lg:min-h-dvh lg:px-10 lg:py-10"
      >
        {children ?? <Outlet />}
      </main>
      <MemberTabBar user={user} unread={unread} />
    </div>
  );
}
