import type { AuthUser } from '../../lib/auth/auth-user.ts';

export type MemberNavKey =
  | 'channels'
  | 'messages'
  | 'calendar'
  | 'tasks'
  | 'profile'
  | 'users'
  | 'public-users'
  | 'sponsor-inquiries'
  | 'alerts'
  | 'scout'
  | 'scouting-crew'
  | 'scouting-form';

export interface MemberNavItem {
  key: MemberNavKey;
  label: string;
  to: string;
  /** Other paths that show this item as current (the Channels screen has two addresses). */
  alsoActiveOn?: readonly string[];
  adminOnly: boolean;
}

export const MEMBER_NAV_ITEMS: readonly MemberNavItem[] = [
  { key: 'channels', label: 'Channels', to: '/dashboard', alsoActiveOn: ['/channels'], adminOnly: false },
  { key: 'messages', label: 'Messages', to: '/messages', adminOnly: false },
  { key: 'calendar', label: 'Calendar', to: '/calendar', adminOnly: false },
  { key: 'tasks', label: 'Tasks', to: '/tasks', adminOnly: false },
  { key: 'profile', label: 'Profile', to: '/profile', adminOnly: false },
  { key: 'users', label: 'Users', to: '/admin/users', adminOnly: true },
  { key: 'public-users', label: 'Public Users', to: '/admin/public-users', adminOnly: true },
  { key: 'sponsor-inquiries', label: 'Sponsors', to: '/admin/sponsor-inquiries', adminOnly: true },
  { key: 'alerts', label: 'Alerts', to: '/admin/alerts', adminOnly: true },
];

/**
 * Match scouting (issue 31): a section of its own in the side bar (the phone's tab bar keeps the five member screens;
 * its top bar carries Scout).
 */
export const SCOUTING_NAV_ITEMS: readonly MemberNavItem[] = [
  { key: 'scout', label: 'Scout a Match', to: '/scout', adminOnly: false },
  { key: 'scouting-crew', label: 'Scouting Crew', to: '/scouting/crew', adminOnly: true },
  { key: 'scouting-form', label: 'Scouting Form', to: '/scouting/form', adminOnly: true },
];

export function scoutingNavItems(user: Pick<AuthUser, 'is_admin'>): MemberNavItem[] {
  return SCOUTING_NAV_ITEMS.filter((item) => !item.adminOnly || user.is_admin);
}

/** The members' area links this user sees: administrators also get Users, Public Users, Sponsors and Alerts. */
export function memberNavItems(user: Pick<AuthUser, 'is_admin'>): MemberNavItem[] {
  return MEMBER_NAV_ITEMS.filter((item) => !item.adminOnly || user.is_admin);
}

export function isNavItemActive(item: MemberNavItem, pathname: string): boolean {
  const matches = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return matches(item.to) || (item.alsoActiveOn ?? []).some(matches);
}

/** Unread counts shown as dots on Channels and Messages; chat supplies them. */
export interface UnreadIndicators {
  channels?: number;
  messages?: number;
}

export function unreadCountFor(key: MemberNavKey, unread: UnreadIndicators): number {
  if (key === 'channels') return unread.channels ?? 0;
  if (key === 'messages') return unread.messages ?? 0;
  return 0;
}

/** Work waiting for an administrator, shown as a number on its admin link ("Sponsors, 3 new"). */
export interface AdminWaiting {
  /** Sponsor inquiries nobody has marked handled or archived yet. */
  sponsorInquiries?: number;
}

export function waitingCountFor(key: MemberNavKey, waiting: AdminWaiting): number {
  if (key === 'sponsor-inquiries') return waiting.sponsorInquiries ?? 0;
  return 0;
}

/** What a number badge shows: the count, capped at 99+ (spec 1 section 9); the link's name keeps the exact count. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The name of a link with a badge: "Sponsors, 3 new" (one label, as the badge and the words are separate boxes that
 * browsers would otherwise name "Sponsors , 3 new"); none when nothing waits, so the link keeps its words.
 */
export function waitingLabel(label: string, count: number): string | undefined {
  return count > 0 ? `${label}, ${count} new` : undefined;
}
