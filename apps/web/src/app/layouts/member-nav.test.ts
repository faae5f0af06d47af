import { describe, expect, it } from 'vitest';
import {
  badgeText,
  isNavItemActive,
  MEMBER_NAV_ITEMS,
  memberNavItems,
  scoutingNavItems,
  SCOUTING_NAV_ITEMS,
  unreadCountFor,
  waitingCountFor,
  waitingLabel,
} from './member-nav.ts';

const labels = (isAdmin: boolean) => memberNavItems({ is_admin: isAdmin }).map((i) => `${i.label} ${i.to}`);

describe('members area navigation', () => {
  it('gives members the five member screens, Channels being the dashboard', () => {
    expect(labels(false)).toEqual(['Channels /dashboard', 'Messages /messages', 'Calendar /calendar', 'Tasks /tasks', 'Profile /profile']);
  });

  it('adds Users, Public Users, Sponsors and Alerts for administrators only', () => {
    expect(labels(true).slice(5)).toEqual([
      'Users /admin/users',
      'Public Users /admin/public-users',
      'Sponsors /admin/sponsor-inquiries',
      'Alerts /admin/alerts',
    ]);
  });

  it('marks Channels current on both /dashboard and /channels', () => {
    const channels = MEMBER_NAV_ITEMS[0]!;
    expect(isNavItemActive(channels, '/dashboard')).toBe(true);
    expect(isNavItemActive(channels, '/channels')).toBe(true);
    expect(isNavItemActive(channels, '/calendar')).toBe(false);
    expect(isNavItemActive(channels, '/dashboards')).toBe(false);
  });

  it('routes unread counts to Channels and Messages only', () => {
    const unread = { channels: 3, messages: 1 };
    expect(unreadCountFor('channels', unread)).toBe(3);
    expect(unreadCountFor('messages', unread)).toBe(1);
    expect(unreadCountFor('tasks', unread)).toBe(0);
    expect(unreadCountFor('messages', {})).toBe(0);
  });

  it('routes the count of new sponsor inquiries to Sponsors only, capped at 99+ on the badge', () => {
    expect(waitingCountFor('sponsor-inquiries', { sponsorInquiries: 3 })).toBe(3);
    expect(waitingCountFor('users', { sponsorInquiries: 3 })).toBe(0);
    expect(waitingCountFor('sponsor-inquiries', {})).toBe(0);
    expect([1, 99, 100, 2500].map(badgeText)).toEqual(['1', '99', '99+', '99+']);
    expect(waitingLabel('Sponsors', 2500)).toBe('Sponsors, 2500 new');
    expect(waitingLabel('Sponsors', 0)).toBeUndefined();
  });

  it('lists Scout a Match for members and the crew view and form for administrators, in a section of their own', () => {
    expect(scoutingNavItems({ is_admin: false }).map((i) => `${i.label} ${i.to}`)).toEqual(['Scout a Match /scout']);
    expect(scoutingNavItems({ is_admin: true }).map((i) => `${i.label} ${i.to}`)).toEqual([
      'Scout a Match /scout',
      'Scouting Crew /scouting/crew',
      'Scouting Form /scouting/form',
    ]);
    const scout = SCOUTING_NAV_ITEMS[0]!;
    expect(isNavItemActive(scout, '/scout/report')).toBe(true);
    expect(isNavItemActive(scout, '/scouting/crew')).toBe(false);
  });
});
