import { describe, expect, it } from 'vitest';
import { isNavItemActive, MEMBER_NAV_ITEMS, memberNavItems, scoutingNavItems, SCOUTING_NAV_ITEMS, unreadCountFor } from './member-nav.ts';

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
